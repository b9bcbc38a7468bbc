import HTTPTypes
import Hummingbird

/// Where a request comes from: the connected peer's address, or, when the peer is a trusted proxy, the nearest
/// address in `X-Forwarded-For` that is not one (read right to left, since a client may write any left part); and
/// the host and scheme the browser used, from `X-Forwarded-Host` / `X-Forwarded-Proto` of a trusted proxy only.
struct ClientAddress: Sendable {
    /// Proxies whose `X-Forwarded-For` is believed (IP addresses as text).
    let trustedProxies: Set<String>

    // MARK: - Resolving

    /// The client's address as text, or "unknown".
    func of(_ request: Request, context: some RemoteAddressRequestContext) -> String {
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

    /// The host (and port) the browser addressed: a trusted proxy's `X-Forwarded-Host`, else `Host`.
    func host(of request: Request, context: some RemoteAddressRequestContext) -> String? {
        if trustedProxies.contains(context.clientAddress), let forwarded = request.headers[.xForwardedHost] {
            return forwarded.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return request.head.authority
    }

    /// Whether a trusted proxy says the browser spoke HTTPS to it.
    func cameOverTLS(_ request: Request, context: some RemoteAddressRequestContext) -> Bool {
        trustedProxies.contains(context.clientAddress) && request.headers[.xForwardedProto]?.lowercased() == "https"
    }
}

extension HTTPField.Name {
    /// `X-Forwarded-For`.
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}
