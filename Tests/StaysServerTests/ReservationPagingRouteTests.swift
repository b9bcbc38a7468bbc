import Foundation
import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

/// `GET /api/v1/reservations?limit=&cursor=`: the guest's reservations a page at a time.
@Suite struct ReservationPagingRouteTests {
    /// Three weeks of the loft, booked in this order.
    static let weeks = [("2030-02-01", "2030-02-08"), ("2030-02-08", "2030-02-15"), ("2030-02-15", "2030-02-22")].map {
        #"{"stayId": "stay:0000001", "checkin": "\#($0.0)", "checkout": "\#($0.1)"}"#
    }

    // MARK: - Pages

    @Test func aLimitCutsTheListAndItsCursorGivesTheRestNewestFirst() async throws {
        let harness = try await ServerHarness()
        let (booked, first, second, whole) = try await harness.test { client in
            let token = try await client.signedIn()
            var booked: [String] = []
            for week in Self.weeks {
                let answer = try await client.send(.post, "/api/v1/reservations", json: week, token: token)
                booked.append(try answer.decoded(ReservationItem.self).id)
            }
            let first = try await client.send(.get, "/api/v1/reservations?limit=2", token: token)
            let cursor = try #require(try first.decoded(ReservationListResponse.self).nextCursor)
            let encoded = cursor.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? cursor
            let second = try await client.send(.get, "/api/v1/reservations?limit=2&cursor=\(encoded)", token: token)
            return (booked, first, second, try await client.send(.get, "/api/v1/reservations", token: token))
        }
        let firstPage = try first.decoded(ReservationListResponse.self)
        let secondPage = try second.decoded(ReservationListResponse.self)
        #expect(firstPage.reservations.map(\.id) == [booked[2], booked[1]])
        #expect(secondPage.reservations.map(\.id) == [booked[0]])
        #expect(secondPage.nextCursor == nil)
        // and without a limit the answer is the whole list, as before paging, with no cursor in it
        #expect(try whole.decoded(ReservationListResponse.self).reservations.map(\.id) == booked.reversed())
        #expect(!whole.text.contains("nextCursor"))
    }

    // MARK: - Refusals

    @Test func aBadLimitOrCursorIsA400ProblemWithACode() async throws {
        let harness = try await ServerHarness()
        let queries = ["limit=0", "limit=1001", "limit=ten", "limit=-1", "cursor=bm90LWEtY3Vyc29y", "cursor=%01"]
        let answers = try await harness.test { client in
            let token = try await client.signedIn()
            var answers: [TestResponse] = []
            for query in queries {
                answers.append(try await client.send(.get, "/api/v1/reservations?\(query)", token: token))
            }
            return answers
        }
        #expect(answers.map(\.status.code) == [400, 400, 400, 400, 400, 400])
        #expect(
            answers.map { $0.problem?.code } == [
                "invalid-request", "invalid-request", "invalid-request", "invalid-request", "malformed-cursor",
                "invalid-request",
            ])
        #expect(answers[0].problem?.detail == "limit must be between 1 and 1000, got 0")
        #expect(answers[4].problem?.detail == StayQueryError.malformedCursor.description)
    }

    @Test func listingNeedsASession() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { try await $0.send(.get, "/api/v1/reservations?limit=5") }
        #expect(response.status == .unauthorized)
    }
}
