import Foundation
import StaysClient
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

/// `RemoteHostListings` against a real server: a host's steps over HTTP, refusals as the domain's errors.
@Suite struct HostClientTests {
    @Test func aHostListsEditsBlocksAndUnlistsOverHTTPAndAnotherAccountCannot() async throws {
        let harness = try await ClientHarness()
        try await harness.remote { services in
            try await services.signedIn(as: "Mina Park")
            let created = try await services.host.create(ListingBody(.fixture(placeID: ClientHarness.seoul.id)))
            #expect(created.hostName == "Mina" && created.listed && created.listing.currency == "KRW")
            let id = StayID(created.id)
            var edited = created.listing
            edited.title = "Hanok by the river"
            #expect(try await services.host.update(id, with: edited).listing.title == "Hanok by the river")
            let blocked = try await services.host.block([.fixture("2030-03-01", "2030-03-03")], of: id)
            #expect(blocked.newlyBlocked.map(\.checkin) == ["2030-03-01"])
            #expect(try await services.host.setListed(id, listed: false).listed == false)
            #expect(try await services.host.listings().map(\.id) == [created.id])
            #expect(try await services.host.replaceCalendarFeed(of: id).path.hasPrefix("/calendars/cal_"))

            var tooMany = created.listing
            tooMany.maximumGuests = 99
            await #expect(throws: ListingDraftError.self) { try await services.host.create(tooMany) }

            _ = try await services.accounts.signUp(email: "lee@example.com", name: "Lee", password: "correct horse")
            let lee = try await services.accounts.signIn(email: "lee@example.com", password: "correct horse")
            services.tokens.set(lee.token)
            await #expect(throws: StayQueryError.unknownStay(id)) {
                try await services.host.setListed(id, listed: true)
            }
            #expect(try await services.host.listings().isEmpty)
        }
    }

    @Test func feedsAndPhotosOverHTTPWithTheirRefusals() async throws {
        let harness = try await ClientHarness()
        try await harness.remote { services in
            try await services.signedIn(as: "Mina Park")
            let id = StayID(try await services.host.create(ListingBody(.fixture(placeID: ClientHarness.seoul.id))).id)
            let feed = try await services.host.addFeed("http://127.0.0.1:9/calendar.ics", to: id)
            #expect(feed.outcome?.failure == "127.0.0.1 is not a public internet address")
            #expect(try await services.host.feeds(of: id).map(\.id) == [feed.id])
            try await services.host.removeFeed(feed.id, of: id)
            #expect(try await services.host.feeds(of: id).isEmpty)
            await #expect(throws: StayRequestError("a photo must be a JPEG, PNG or WebP image")) {
                try await services.host.uploadPhoto(Array("<svg/>".utf8), contentType: "image/png", to: id)
            }
        }
    }
}
