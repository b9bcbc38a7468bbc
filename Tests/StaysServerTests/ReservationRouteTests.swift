import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

@Suite struct ReservationRouteTests {
    static let loftWeek =
        #"{"stayId": "stay:0000001", "checkin": "2030-02-01", "checkout": "2030-02-08", "guests": {"adults": 2}}"#

    @Test func bookingAnswers201WithTheGuestsAndThePriceBreakdown() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { client in
            try await client.send(
                .post, "/api/v1/reservations", json: Self.loftWeek, token: try await client.signedIn())
        }
        #expect(response.status == .created)
        let reservation = try response.decoded(ReservationItem.self)
        #expect(reservation.guestName == "Ada")
        #expect(reservation.guests == (try GuestCounts(adults: 2, children: 0, infants: 0, pets: 0)))
        #expect(
            reservation.price.nightly == 120 && reservation.price.nights == 7 && reservation.price.nightsTotal == 840)
        #expect(reservation.price.cleaningFee == 30 && reservation.total == 870)
    }

    @Test func takenNightsAreAnsweredNotAvailable() async throws {
        let harness = try await ServerHarness()
        let second = try await harness.test { client in
            let token = try await client.signedIn()
            _ = try await client.send(.post, "/api/v1/reservations", json: Self.loftWeek, token: token)
            return try await client.send(.post, "/api/v1/reservations", json: Self.loftWeek, token: token)
        }
        #expect(second.status == .conflict)
        #expect(second.problem?.type == "/problems/not-available")
        #expect(second.problem?.detail == StayQueryError.notAvailable("stay:0000001").description)
        #expect(second.problem?.code == "not-available")
        #expect(second.problem?.values.stayId == "stay:0000001")
    }

    @Test func aGuestSeesAndCancelsOnlyTheirOwnReservations() async throws {
        let harness = try await ServerHarness()
        let (adaList, bobList, bobCancel, adaCancel, adaCancelAgain) = try await harness.test { client in
            let ada = try await client.signedIn()
            let bob = try await client.signedIn(email: "bob@example.com", name: "Bob")
            let booked = try await client.send(.post, "/api/v1/reservations", json: Self.loftWeek, token: ada)
            let id = try booked.decoded(ReservationItem.self).id
            return (
                try await client.send(.get, "/api/v1/reservations", token: ada),
                try await client.send(.get, "/api/v1/reservations", token: bob),
                try await client.send(.delete, "/api/v1/reservations/\(id)", token: bob),
                try await client.send(.delete, "/api/v1/reservations/\(id)", token: ada),
                try await client.send(.delete, "/api/v1/reservations/\(id)", token: ada)
            )
        }
        let listed = try adaList.decoded(ReservationListResponse.self).reservations
        #expect(listed.map(\.guestName) == ["Ada"])
        #expect(listed.first?.refundIfCancelledNow == listed.first?.total, "a flexible stay weeks ahead: all back")
        #expect(try bobList.decoded(ReservationListResponse.self).reservations.isEmpty)
        #expect(bobCancel.status == .notFound)
        #expect(adaCancel.status == .ok)
        let cancelled = try adaCancel.decoded(ReservationItem.self)
        #expect(cancelled.status == .cancelled && cancelled.cancellationPolicy == .flexible)
        #expect(cancelled.refund == cancelled.total)
        #expect(cancelled.refundIfCancelledNow == nil)
        #expect(adaCancelAgain.status == .notFound)
        #expect(bobCancel.problem?.detail == adaCancelAgain.problem?.detail)
    }

    @Test func aRetriedBookingWithTheSameIdempotencyKeyGetsTheFirstAnswer() async throws {
        let harness = try await ServerHarness()
        let other = #"{"stayId": "stay:0000002", "checkin": "2030-03-01", "checkout": "2030-03-03"}"#
        let (first, retry, reused, listed) = try await harness.test { client in
            let token = try await client.signedIn()
            let key: HTTPFields = [.init("Idempotency-Key")!: "trip-1"]
            return (
                try await client.send(.post, "/api/v1/reservations", json: Self.loftWeek, token: token, headers: key),
                try await client.send(.post, "/api/v1/reservations", json: Self.loftWeek, token: token, headers: key),
                try await client.send(.post, "/api/v1/reservations", json: other, token: token, headers: key),
                try await client.send(.get, "/api/v1/reservations", token: token)
            )
        }
        #expect([first.status, retry.status] == [.created, .created])
        #expect(first.text == retry.text)
        #expect(reused.status == .unprocessableContent)
        #expect(try listed.decoded(ReservationListResponse.self).reservations.count == 1)
    }

    @Test func bookingRefusesBadBodiesWithTheCommandLinesWords() async throws {
        let harness = try await ServerHarness()
        let bodies = [
            #"{"stayId": "stay:0000002", "checkin": "2030-02-01", "checkout": "2030-02-02"}"#,
            #"{"stayId": "stay:0000002", "checkin": "2030-02-01", "checkout": "2030-02-05", "guests": {"adults": 3}}"#,
            #"{"stayId": "stay:0000001", "checkin": "2029-12-01", "checkout": "2029-12-05"}"#,
            #"{"stayId": "stay:0000001", "checkin": "2030-02-05", "checkout": "2030-02-01"}"#,
            #"{"stayId": "stay:0000001", "checkin": "2030-02-01", "checkout": "2030-02-05", "guests": {"adults": 0}}"#,
        ]
        let answers = try await harness.test { client in
            let token = try await client.signedIn()
            var answers: [TestResponse] = []
            for body in bodies {
                answers.append(try await client.send(.post, "/api/v1/reservations", json: body, token: token))
            }
            answers.append(
                try await client.send(
                    .post, "/api/v1/reservations",
                    json: #"{"stayId": "stay:9", "checkin": "2030-02-01", "checkout": "2030-02-05"}"#, token: token))
            return answers
        }
        #expect(answers.map(\.status.code) == [400, 400, 400, 400, 400, 404])
        #expect(answers[0].problem?.detail == StayQueryError.belowMinimumNights(2).description)
        #expect(answers[1].problem?.detail == StayQueryError.tooManyGuests(maximum: 2).description)
        #expect(answers[2].problem?.detail == StayQueryError.checkInInThePast.description)
        #expect(answers[4].problem?.detail == "at least one adult must come, got adults 0")
    }

    @Test func bookingNeedsASession() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { try await $0.send(.post, "/api/v1/reservations", json: Self.loftWeek) }
        #expect(response.status == .unauthorized)
    }
}
