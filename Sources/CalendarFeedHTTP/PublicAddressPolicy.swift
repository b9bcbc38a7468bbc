#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which IP addresses are on the public internet: an import feed is fetched only from those, so a host cannot make
/// the server read its own loopback, a private network or a cloud metadata address.
public enum PublicAddressPolicy {
    // MARK: - Ranges

    /// IPv4 ranges that are not public (RFC 6890 and its updates): this network, private, shared (CGNAT),
    /// loopback, link-local (cloud metadata), IETF, documentation, benchmarking, multicast, reserved, broadcast.
    static let privateIPv4: [(base: UInt32, bits: Int)] = [
        (0x0000_0000, 8), (0x0A00_0000, 8), (0x6440_0000, 10), (0x7F00_0000, 8), (0xA9FE_0000, 16),
        (0xAC10_0000, 12), (0xC000_0000, 24), (0xC000_0200, 24), (0xC0A8_0000, 16), (0xC612_0000, 15),
        (0xC633_6400, 24), (0xCB00_7100, 24), (0xE000_0000, 4), (0xF000_0000, 4),
    ]

    // MARK: - Checking

    /// Whether `address` (an IPv4 or IPv6 literal) is public; text that is no address is not.
    public static func isPublic(_ address: String) -> Bool {
        if let v4 = ipv4(address) { return isPublic(v4: v4) }
        guard let v6 = ipv6(address) else { return false }
        if v6[0..<10].allSatisfy({ $0 == 0 }) && v6[10] == 0xFF && v6[11] == 0xFF {  // ::ffff:a.b.c.d
            return isPublic(v4: v6[12..<16].reduce(0) { $0 << 8 | UInt32($1) })
        }
        if v6.allSatisfy({ $0 == 0 }) || (v6[0..<15].allSatisfy({ $0 == 0 }) && v6[15] == 1) { return false }
        if v6[0] & 0xFE == 0xFC || v6[0] == 0xFF { return false }  // unique local fc00::/7, multicast ff00::/8
        if v6[0] == 0xFE && v6[1] & 0xC0 == 0x80 { return false }  // link-local fe80::/10
        if v6[0] == 0x20 && v6[1] == 0x01 && v6[2] == 0x0D && v6[3] == 0xB8 { return false }  // documentation
        if v6[0] == 0x00 && v6[1] == 0x64 && v6[2] == 0xFF && v6[3] == 0x9B { return false }  // NAT64 64:ff9b::/96
        return v6[0] & 0xE0 == 0x20  // global unicast 2000::/3
    }

    private static func isPublic(v4: UInt32) -> Bool {
        !privateIPv4.contains { v4 >> (32 - $0.bits) == $0.base >> (32 - $0.bits) }
    }

    // MARK: - Parsing

    /// The address as a number when `text` is an IPv4 literal (dotted quad).
    static func ipv4(_ text: String) -> UInt32? {
        var address = in_addr()
        guard inet_pton(AF_INET, text, &address) == 1 else { return nil }
        return UInt32(bigEndian: address.s_addr)
    }

    /// The address's 16 bytes when `text` is an IPv6 literal.
    static func ipv6(_ text: String) -> [UInt8]? {
        var address = in6_addr()
        guard inet_pton(AF_INET6, text, &address) == 1 else { return nil }
        return withUnsafeBytes(of: &address) { Array($0) }
    }
}
