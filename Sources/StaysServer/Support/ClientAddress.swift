import HTTPTypes
import Hummingbird

/// The address a request comes from: the connected peer's, or, when the peer is a trusted proxy, the nearest
/// address in `X-Forwarded-For` that is not one (read right to left, since a client may write any left part).
struct ClientAddress: Sendable {
    /// Proxies whose `X-Forwarded-For` is believed (IP addresses as text).
    let trustedProxies: Set<String>

    // MARK: - Resolving

    /// The client's address as text, or "unknown".
    func of(_ request: Request, context: StaysRequestContext) -> String {
        let peer = context.clientAddress
        guard trustedProxies.contains(peer) else { return peer }
        let forwarded = request.headers[values: .xForwardedFor]
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        for address in forwarded.reversed() where !trustedProxies.contains(address) {
            return String(address.prefix(64))
        }
        return forwarded.first.map { String($0.prefix(64)) } ?? peer
    }
}

extension HTTPField.Name {
    /// `X-Forwarded-For`.
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}
