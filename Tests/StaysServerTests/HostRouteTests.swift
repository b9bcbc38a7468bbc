import Foundation
import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

@Suite struct HostRouteTests {
    /// A listing body near the harness's Seoul.
    static let hanok = #"""
        {"title": "Hanok room", "propertyKind": "house", "roomType": "private_room", "maximumGuests": 2,
         "bedrooms": 1, "beds": 1, "bathrooms": 1.5, "amenities": ["wifi", "pets_allowed"], "latitude": 37.58,
         "longitude": 126.99, "placeId": "geonames:1835848", "nightlyPrice": 95000, "cleaningFee": 10000,
         "minimumNights": 2, "maximumNights": 14, "cancellationPolicy": "strict",
         "houseRules": "Shoes off."}
        """#

    // MARK: - Listings

    @Test func aNewListingIsAnswered201AndFoundBySearch() async throws {
        let harness = try await ServerHarness()
        let (created, mine, search) = try await harness.test { client in
            let token = try await client.signedIn(name: "Ada Lovelace")
            let created = try await client.send(.post, "/api/v1/host/listings", json: Self.hanok, token: token)
            return (
                created, try await client.send(.get, "/api/v1/host/listings", token: token),
                try await client.send(
                    .get, "/api/v1/stays?place=geonames:1835848&checkin=2030-02-01&checkout=2030-02-04&adults=2")
            )
        }
        #expect(created.status == .created)
        let item = try created.decoded(HostListingItem.self)
        #expect(item.listed && item.hostName == "Ada" && item.reviewCount == 0)
        #expect(item.listing.nightlyPrice == 95_000 && item.listing.currency == "KRW")
        #expect(item.listing.amenities == ["wifi", "pets_allowed"])
        #expect(try mine.decoded(HostListingList.self).listings == [item])
        #expect(search.status == .ok)
        #expect(String(buffer: search.body).contains(item.id))
    }

    @Test func aBadFieldIsAnswered400NamingIt() async throws {
        let harness = try await ServerHarness()
        let cases = [
            ("\"maximumGuests\": 2", "\"maximumGuests\": 40", "maximumGuests"),
            ("\"minimumNights\"", "\"currency\": \"zzz\", \"minimumNights\"", "currency"),
            ("\"minimumNights\"", "\"currency\": \"usd\", \"minimumNights\"", "currency"),
            ("\"nightlyPrice\": 95000", "\"nightlyPrice\": 95000.5", "nightlyPrice"),
            ("\"roomType\": \"private_room\"", "\"roomType\": \"castle\"", "roomType"),
            ("\"placeId\": \"geonames:1835848\"", "\"placeId\": \"geonames:1\"", "placeId"),
            ("\"latitude\": 37.58", "\"latitude\": 35.1", "coordinate"),
            ("\"title\": \"Hanok room\"", "\"title\": \"Hanok\\u0007\"", "title"),
        ]
        for (old, new, field) in cases {
            let response = try await harness.test { client in
                let token = try await client.signedIn()
                return try await client.send(
                    .post, "/api/v1/host/listings", json: Self.hanok.replacingOccurrences(of: old, with: new),
                    token: token)
            }
            #expect(response.status == .badRequest, "\(field)")
            #expect(response.problem?.code == "invalid-listing", "\(field)")
            #expect(response.problem?.values.field == field)
        }
    }

    @Test func signedOutCallsAreAnswered401() async throws {
        let harness = try await ServerHarness()
        let answers = try await harness.test { client in
            [
                try await client.send(.get, "/api/v1/host/listings"),
                try await client.send(.post, "/api/v1/host/listings", json: Self.hanok),
            ]
        }
        #expect(answers.map(\.status) == [.unauthorized, .unauthorized])
    }

    // MARK: - Another host's listing

    @Test func everyRouteAnswers404ForAnotherHostsListingAndChangesNothing() async throws {
        let harness = try await ServerHarness()
        let spans = #"{"spans": [{"checkin": "2030-03-01", "checkout": "2030-03-03"}]}"#
        let (answers, after) = try await harness.test { client in
            let ada = try await client.signedIn()
            let bob = try await client.signedIn(email: "bob@example.com", name: "Bob")
            let created = try await client.send(.post, "/api/v1/host/listings", json: Self.hanok, token: ada)
            let id = try created.decoded(HostListingItem.self).id
            let path = "/api/v1/host/listings/\(id)"
            let answers = [
                try await client.send(.get, path, token: bob),
                try await client.send(
                    .put, path, json: Self.hanok.replacingOccurrences(of: "Hanok", with: "Mine"),
                    token: bob),
                try await client.send(.post, path + "/unlist", token: bob),
                try await client.send(.post, path + "/relist", token: bob),
                try await client.send(.get, path + "/calendar", token: bob),
                try await client.send(.post, path + "/calendar/block", json: spans, token: bob),
                try await client.send(.post, path + "/calendar/unblock", json: spans, token: bob),
                try await client.send(.post, path + "/calendar/feed", token: bob),
                try await client.send(.get, path + "/reservations", token: bob),
            ]
            return (answers, try await client.send(.get, path + "/calendar?from=2030-03-01", token: ada))
        }
        #expect(answers.map(\.status) == Array(repeating: .notFound, count: 9))
        #expect(answers.allSatisfy { $0.problem?.code == "unknown-stay" })
        let calendar = try after.decoded(HostCalendarResponse.self)
        #expect(calendar.blocked.isEmpty && calendar.booked.isEmpty)
    }

    // MARK: - Nights

    @Test func blockingShowsInTheCalendarAndBookedNightsAreReported() async throws {
        let harness = try await ServerHarness()
        let (blocked, unblocked, calendar) = try await harness.test { client in
            let ada = try await client.signedIn()
            let created = try await client.send(.post, "/api/v1/host/listings", json: Self.hanok, token: ada)
            let path = "/api/v1/host/listings/\(try created.decoded(HostListingItem.self).id)"
            let block = #"{"spans": [{"checkin": "2030-03-01", "checkout": "2030-03-06"}]}"#
            let unblock = #"{"spans": [{"checkin": "2030-03-02", "checkout": "2030-03-03"}]}"#
            return (
                try await client.send(.post, path + "/calendar/block", json: block, token: ada),
                try await client.send(.post, path + "/calendar/unblock", json: unblock, token: ada),
                try await client.send(.get, path + "/calendar?from=2030-03-01&to=2030-04-01", token: ada)
            )
        }
        #expect(try blocked.decoded(NightBlockingResponse.self).newlyBlocked.map(\.checkout) == ["2030-03-06"])
        #expect(try unblocked.decoded(NightUnblockingResponse.self).unblocked.map(\.checkin) == ["2030-03-02"])
        let spans = try calendar.decoded(HostCalendarResponse.self).blocked
        #expect(spans.map(\.checkin) == ["2030-03-01", "2030-03-03"])
    }

    @Test func theHostSeesABookingWithTheGuestsFirstName() async throws {
        let harness = try await ServerHarness()
        let list = try await harness.test { client in
            let ada = try await client.signedIn()
            let guest = try await client.signedIn(email: "min@example.com", name: "Min-ji Park")
            let created = try await client.send(.post, "/api/v1/host/listings", json: Self.hanok, token: ada)
            let id = try created.decoded(HostListingItem.self).id
            let booking =
                #"{"stayId": "\#(id)", "checkin": "2030-02-01", "checkout": "2030-02-04", "guests": {"adults": 2}}"#
            _ = try await client.send(.post, "/api/v1/reservations", json: booking, token: guest)
            return try await client.send(.get, "/api/v1/host/listings/\(id)/reservations", token: ada)
        }
        let reservations = try list.decoded(HostReservationList.self).reservations
        #expect(reservations.map(\.guestFirstName) == ["Min-ji"])
        #expect(reservations.first?.checkin == "2030-02-01" && reservations.first?.status == "confirmed")
    }

    @Test func spansInThePastOrTooManyAreRefused() async throws {
        let harness = try await ServerHarness()
        let many = (0..<101).map { _ in #"{"checkin": "2030-03-01", "checkout": "2030-03-02"}"# }
        let bodies = [
            #"{"spans": [{"checkin": "2029-12-01", "checkout": "2029-12-03"}]}"#, #"{"spans": []}"#,
            #"{"spans": [\#(many.joined(separator: ","))]}"#,
            #"{"spans": [{"checkin": "2030-03-05", "checkout": "2030-03-01"}]}"#, #"{"spans": "no"}"#,
        ]
        for body in bodies {
            let response = try await harness.test { client in
                let ada = try await client.signedIn()
                let created = try await client.send(.post, "/api/v1/host/listings", json: Self.hanok, token: ada)
                let path = "/api/v1/host/listings/\(try created.decoded(HostListingItem.self).id)/calendar/block"
                return try await client.send(.post, path, json: body, token: ada)
            }
            #expect(response.status == .badRequest, "\(body.prefix(60))")
        }
    }
}

@Suite struct CalendarFeedRouteTests {
    @Test func aFeedShowsTheBlockedNightsUntilItIsReplaced() async throws {
        let harness = try await ServerHarness()
        let answers = try await harness.test { client in
            let ada = try await client.signedIn()
            let bob = try await client.signedIn(email: "bob@example.com", name: "Bob")
            let created = try await client.send(.post, "/api/v1/host/listings", json: HostRouteTests.hanok, token: ada)
            let path = "/api/v1/host/listings/\(try created.decoded(HostListingItem.self).id)"
            let block = #"{"spans": [{"checkin": "2030-03-01", "checkout": "2030-03-04"}]}"#
            _ = try await client.send(.post, path + "/calendar/block", json: block, token: ada)
            let first = try await client.send(.post, path + "/calendar/feed", token: ada)
            let second = try await client.send(.post, path + "/calendar/feed", token: ada)
            let (firstPath, secondPath) = (
                try first.decoded(CalendarFeedResponse.self).path, try second.decoded(CalendarFeedResponse.self).path
            )
            return (
                paths: (firstPath, secondPath), old: try await client.send(.get, firstPath),
                new: try await client.send(.get, secondPath),
                theirs: try await client.send(.post, path + "/calendar/feed", token: bob),
                unknown: try await client.send(.get, "/calendars/cal_nothing.ics")
            )
        }
        let (first, second) = answers.paths
        #expect(first.hasPrefix("/calendars/cal_") && first.hasSuffix(".ics") && first != second)
        #expect(answers.old.status == .notFound, "a replaced feed stops working")
        #expect(answers.new.status == .ok)
        #expect(answers.new.headers[.contentType] == "text/calendar; charset=utf-8")
        let text = String(buffer: answers.new.body)
        #expect(text.contains("DTSTART;VALUE=DATE:20300301") && text.contains("DTEND;VALUE=DATE:20300304"))
        #expect(answers.theirs.status == .notFound)
        #expect(answers.unknown.status == .notFound)
    }
}
