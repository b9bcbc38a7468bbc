#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the IP addresses of a host name.
public protocol HostResolving: Sendable {
    /// The host's addresses as numeric text; empty when it does not resolve.
    func addresses(of host: String) async -> [String]
}

/// `getaddrinfo`, run off the caller's thread.
public struct SystemHostResolver: HostResolving {
    /// A resolver.
    public init() {}

    /// The host's IPv4 and IPv6 addresses.
    public func addresses(of host: String) async -> [String] {
        await Task.detached { Self.lookUp(host) }.value
    }

    private static func lookUp(_ host: String) -> [String] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else { return [] }
        defer { freeaddrinfo(first) }
        var found: [String] = []
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry {
            var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            if getnameinfo(
                current.pointee.ai_addr, current.pointee.ai_addrlen, &text, socklen_t(text.count), nil, 0,
                NI_NUMERICHOST) == 0
            {
                found.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            entry = current.pointee.ai_next
        }
        return found
    }
}
