import Foundation
import StaysClient
import StaysDomain
import StaysWire
import StaysTestSupport
import Testing

/// Retries with backoff: only for GETs and for POSTs carrying an `Idempotency-Key`.
@Suite struct RetryTests {
    static let busy = ScriptedHTTPTransport.answer(
        503,
        #"{"type":"/problems/busy","title":"Service Unavailable","status":503,"detail":"the catalogue is busy; try again"}"#,
        contentType: "application/problem+json")

    /// An API client over the transport whose backoff the spy records.
    static func api(_ transport: any HTTPTransport, sleep: SleepSpy) -> StaysAPIClient {
        StaysAPIClient(
            baseURL: URL(string: "http://stays.test")!, transport: transport,
            retry: RetryPolicy(maximumAttempts: 3, initialDelay: .milliseconds(100)) { try await sleep.sleep(for: $0) })
    }

    /// A wire value as JSON text.
    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try WireJSON.encoder().encode(value), as: UTF8.self)
    }

    @Test func aGetIsRetriedAfterA503AndAConnectionFailureWithDoublingWaits() async throws {
        let transport = ScriptedHTTPTransport([
            Self.busy, .failure(.connectionFailed("connection reset")),
            ScriptedHTTPTransport.answer(200, try Self.json(StayDetailResponse(.fixture()))),
        ])
        let sleep = SleepSpy()

        let stay = try await RemoteStayCatalog(api: Self.api(transport, sleep: sleep)).stay(withID: "stay:0000001")

        #expect(stay == .fixture())
        #expect(transport.receivedRequests.count == 3)
        #expect(sleep.receivedDurations == [.milliseconds(100), .milliseconds(200)])
    }

    @Test func aGetGivesUpAfterTheLastAttemptAsUnreachable() async throws {
        let transport = ScriptedHTTPTransport(Array(repeating: .failure(.connectionFailed("refused")), count: 3))

        await #expect(throws: StaysClientError.unreachable(url: "http://stays.test", reason: "refused")) {
            _ = try await RemoteStayCatalog(api: Self.api(transport, sleep: SleepSpy())).stay(withID: "stay:0000001")
        }
        #expect(transport.receivedRequests.count == 3)
    }

    @Test func aPlainPostIsNeverRetried() async throws {
        let transport = ScriptedHTTPTransport([Self.busy])
        let sleep = SleepSpy()
        let accounts = RemoteGuestAccounts(api: Self.api(transport, sleep: sleep))

        await #expect(throws: StaysClientError.serverProblem(status: 503, detail: "the catalogue is busy; try again")) {
            _ = try await accounts.signUp(email: "ada@example.com", name: "Ada", password: "correct horse")
        }
        #expect(transport.receivedRequests.count == 1)
        #expect(sleep.receivedDurations == [])
    }

    @Test func aBookingIsRetriedWithTheSameIdempotencyKey() async throws {
        let reservation = Reservation.fixture(
            id: "res-1", stayID: "stay:0000001", dates: .fixture("2030-03-01", "2030-03-04"), guestName: "Ada",
            totalPrice: Money(minorUnits: 39_000))
        let transport = ScriptedHTTPTransport([
            .failure(.connectionFailed("connection reset")),
            ScriptedHTTPTransport.answer(201, try Self.json(ReservationItem(reservation))),
        ])
        let catalog = RemoteStayCatalog(api: Self.api(transport, sleep: SleepSpy()), makeIdempotencyKey: { "key-1" })

        let booked = try await catalog.reserve(
            reservation.stayID, dates: reservation.dates, guestName: "ignored", guests: reservation.guests)

        #expect(booked == reservation)
        #expect(transport.receivedRequests.map(\.method) == [.post, .post])
        #expect(transport.receivedRequests.map { $0.headers["Idempotency-Key"] } == ["key-1", "key-1"])
    }
}
