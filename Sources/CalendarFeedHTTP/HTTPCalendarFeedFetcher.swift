import AsyncHTTPClient
import Foundation
import NIOCore
import StaysDomain

/// Reads import feeds over HTTP(S) with AsyncHTTPClient, the one adapter of that library for feeds: only from
/// public addresses (every address the host resolves to is checked before each request, redirects included, and
/// followed by hand, at most `maximumRedirects`), within `timeout`, at most `maximumBytes` read.
public final class HTTPCalendarFeedFetcher: CalendarFeedFetching {
    /// The most bytes read from an answer.
    public static let maximumBytes = 2 * 1_048_576
    /// The most redirects followed.
    public static let maximumRedirects = 3
    /// How long one request may take.
    public static let timeout = TimeAmount.seconds(15)

    private let client: HTTPClient
    private let resolver: any HostResolving
    private let allowsPrivateAddresses: Bool

    /// A fetcher; `allowsPrivateAddresses` is a test switch (loopback feeds in the test suite), never for serving.
    public init(resolver: any HostResolving = SystemHostResolver(), allowsPrivateAddresses: Bool = false) {
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.timeout = .init(connect: .seconds(5), read: .seconds(10))
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        self.resolver = resolver
        self.allowsPrivateAddresses = allowsPrivateAddresses
    }

    /// Ends the client's connections.
    public func shutdown() async throws {
        try await client.shutdown()
    }

    // MARK: - Fetching

    /// The feed's bytes, following redirects to public http(s) addresses only.
    public func fetch(_ address: FeedAddress) async throws -> [UInt8] {
        var current = address
        for _ in 0...Self.maximumRedirects {
            try await checkPublic(current.host)
            var request = HTTPClientRequest(url: current.text)
            request.headers.add(name: "Accept", value: "text/calendar")
            request.headers.add(name: "User-Agent", value: "Stays calendar import")
            let response: HTTPClientResponse
            do {
                response = try await client.execute(request, timeout: Self.timeout)
            } catch let error as HTTPClientError where [.deadlineExceeded, .readTimeout].contains(error) {
                throw FeedError.timedOut
            }
            switch response.status.code {
            case 200..<300:
                do {
                    return Array(try await response.body.collect(upTo: Self.maximumBytes).readableBytesView)
                } catch is NIOTooManyBytesError {
                    throw FeedError.tooLarge(limit: Self.maximumBytes)
                }
            case 301, 302, 303, 307, 308:
                guard let location = response.headers.first(name: "Location"),
                    let next = URL(string: location, relativeTo: URL(string: current.text))?.absoluteString,
                    let parsed = try? FeedAddress(next)
                else { throw FeedError.badRedirect }
                current = parsed
            default:
                throw FeedError.status(Int(response.status.code))
            }
        }
        throw FeedError.badRedirect
    }

    /// Throws unless every address of `host` is public (or the test switch is on).
    private func checkPublic(_ host: String) async throws {
        guard !allowsPrivateAddresses else { return }
        let isLiteral = PublicAddressPolicy.ipv4(host) != nil || PublicAddressPolicy.ipv6(host) != nil
        let addresses = isLiteral ? [host] : await resolver.addresses(of: host)
        guard !addresses.isEmpty else { throw FeedError.unknownHost(host) }
        guard addresses.allSatisfy(PublicAddressPolicy.isPublic) else { throw FeedError.privateAddress(host) }
    }
}
