import CalendarFeedHTTP
import StaysDomain
import Testing

@Suite struct PublicAddressPolicyTests {
    @Test(arguments: [
        "127.0.0.1", "127.255.0.9", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254",
        "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255", "198.18.0.1", "192.0.2.7", "::1", "::",
        "fe80::1", "fd00::1", "fc12::9", "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "2001:db8::1",
        "64:ff9b::a00:1", "not an address", "", "1.2.3", "localhost",
    ])
    func privateOrMalformedAddressesAreNotPublic(address: String) {
        #expect(!PublicAddressPolicy.isPublic(address))
    }

    @Test(arguments: ["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])
    func publicAddressesArePublic(address: String) {
        #expect(PublicAddressPolicy.isPublic(address))
    }

    @Test func privateHostsAreRefusedBeforeAnyRequest() async throws {
        let fetcher = HTTPCalendarFeedFetcher(resolver: FixedResolver(addresses: ["10.0.0.5", "8.8.8.8"]))
        defer { Task { try? await fetcher.shutdown() } }
        await #expect(throws: FeedError.privateAddress("feeds.example")) {
            try await fetcher.fetch(try FeedAddress("https://feeds.example/cal.ics"))
        }
        await #expect(throws: FeedError.privateAddress("169.254.169.254")) {
            try await fetcher.fetch(try FeedAddress("http://169.254.169.254/latest/meta-data"))
        }
        await #expect(throws: FeedError.privateAddress("::1")) {
            try await fetcher.fetch(try FeedAddress("http://[::1]:8080/cal.ics"))
        }
        let unresolved = HTTPCalendarFeedFetcher(resolver: FixedResolver(addresses: []))
        defer { Task { try? await unresolved.shutdown() } }
        await #expect(throws: FeedError.unknownHost("nowhere.example")) {
            try await unresolved.fetch(try FeedAddress("https://nowhere.example/cal.ics"))
        }
    }
}

/// Resolves every host to fixed addresses.
private struct FixedResolver: HostResolving {
    let addresses: [String]
    func addresses(of host: String) async -> [String] { addresses }
}
