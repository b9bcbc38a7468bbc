import Foundation

/// An import feed's address as a host gives it: `http` or `https`, a host name, no user or password, at most 2,000
/// characters without spaces or control characters. Whether its host is a public address is checked when fetching.
public struct FeedAddress: Hashable, Sendable, CustomStringConvertible {
    /// The longest address accepted.
    public static let maximumLength = 2_000

    /// The address as given, trimmed.
    public let text: String
    /// The scheme, `http` or `https`.
    public let scheme: String
    /// The host name or IP literal (IPv6 without brackets), lower-cased.
    public let host: String
    /// The port, when one is written.
    public let port: Int?

    /// The address in `text`, or a `ListingDraftError` for the field `url`.
    public init(_ text: String) throws(ListingDraftError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let refusal = ListingDraftError(
            field: "url", requirement: "an http:// or https:// address of at most 2000 characters, without a password")
        guard trimmed.count <= Self.maximumLength,
            trimmed.unicodeScalars.allSatisfy({
                $0.value > 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value)
            }),
            let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = components.host?.lowercased(), !host.isEmpty,
            components.user == nil, components.password == nil
        else { throw refusal }
        self.text = trimmed
        self.scheme = scheme
        self.host = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        port = components.port
    }

    /// The address as given.
    public var description: String { text }
}
