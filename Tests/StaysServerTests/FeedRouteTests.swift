import CalendarFeedHTTP
import Foundation
import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

@Suite struct FeedRouteTests {
    /// Signs up a host, lists the hanok and answers the host's token and the listing's path.
    private static func listing(_ client: some TestClientProtocol, email: String = "ada@example.com") async throws
        -> (token: String, path: String)
    {
        let token = try await client.signedIn(email: email)
        let created = try await client.send(.post, "/api/v1/host/listings", json: HostRouteTests.hanok, token: token)
        return (token, "/api/v1/host/listings/\(try created.decoded(HostListingItem.self).id)")
    }

    @Test func anotherListingsFeedBlocksNightsOverRealHTTPAndItsBookingsAreShownColliding() async throws {
        let fetcher = HTTPCalendarFeedFetcher(allowsPrivateAddresses: true)
        let harness = try await ServerHarness(feedFetcher: fetcher)
        let (added, calendar) = try await harness.live { client in
            let port = try #require(client.port)
            let (ada, source) = try await Self.listing(client)
            let block = #"{"spans": [{"checkin": "2030-03-01", "checkout": "2030-03-05"}]}"#
            _ = try await client.send(.post, source + "/calendar/block", json: block, token: ada)
            let feedPath = try await client.send(.post, source + "/calendar/feed", token: ada)
                .decoded(CalendarFeedResponse.self).path
            let (bob, target) = try await Self.listing(client, email: "bob@example.com")
            let guest = try await client.signedIn(email: "guest@example.com")
            let targetID = String(target.split(separator: "/").last!)
            let booking = #"{"stayId": "\#(targetID)", "checkin": "2030-03-03", "checkout": "2030-03-06"}"#
            _ = try await client.send(.post, "/api/v1/reservations", json: booking, token: guest)
            let url = #"{"url": "http://127.0.0.1:\#(port)\#(feedPath)"}"#
            return (
                try await client.send(.post, target + "/feeds", json: url, token: bob),
                try await client.send(.get, target + "/calendar?from=2030-03-01&to=2030-04-01", token: bob)
            )
        }
        try await fetcher.shutdown()
        #expect(added.status == .created)
        let outcome = try #require(try added.decoded(FeedItem.self).outcome)
        #expect(outcome.failure == nil && outcome.newlyBlocked == 2)
        #expect(outcome.collidingWithBookings.map(\.checkin) == ["2030-03-03"])
        let nights = try calendar.decoded(HostCalendarResponse.self)
        #expect(nights.blocked.map(\.checkout) == ["2030-03-03"])
        #expect(nights.booked.map(\.checkin) == ["2030-03-03"])
    }

    @Test func aPrivateAddressIsKeptWithItsReasonAndOnlyItsHostSeesOrRemovesIt() async throws {
        let fetcher = HTTPCalendarFeedFetcher()
        let harness = try await ServerHarness(feedFetcher: fetcher)
        let answers = try await harness.test { client in
            let (ada, path) = try await Self.listing(client)
            let bob = try await client.signedIn(email: "bob@example.com", name: "Bob")
            let added = try await client.send(
                .post, path + "/feeds", json: #"{"url": "http://169.254.169.254/latest/meta-data"}"#, token: ada)
            let id = try added.decoded(FeedItem.self).id
            return [
                added, try await client.send(.get, path + "/feeds", token: bob),
                try await client.send(.delete, path + "/feeds/\(id)", token: bob),
                try await client.send(.post, path + "/feeds", json: #"{"url": "file:///etc/passwd"}"#, token: ada),
                try await client.send(.delete, path + "/feeds/\(id)", token: ada),
                try await client.send(.get, path + "/feeds", token: ada),
            ]
        }
        try await fetcher.shutdown()
        #expect(answers.map(\.status) == [.created, .notFound, .notFound, .badRequest, .noContent, .ok])
        #expect(
            try answers[0].decoded(FeedItem.self).outcome?.failure == "169.254.169.254 is not a public internet address"
        )
        #expect(answers[3].problem?.values.field == "url")
        #expect(try answers[5].decoded(FeedList.self).feeds.isEmpty)
    }
}
