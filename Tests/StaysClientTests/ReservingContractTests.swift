import StaysClient
import StaysDomain
import StaysTestSupport
import Testing

/// `Reserving`, written once and run against the SQLite catalogue and the HTTP client signed in as a guest.
@Suite struct ReservingContractTests {
    /// Everything the contract asks of a reserver, refusals included.
    struct BookingStory: Equatable {
        let booked: Reservation
        let clash: StayQueryError?
        let listed: [Reservation]
        let cancelled: Reservation
        let afterCancelling: [Reservation]
        let unknownCancel: StayQueryError?
    }

    static let guestName = "Ada Guest"

    // MARK: - The contract

    /// Books the loft, books the same nights again, lists, cancels a month ahead, lists, and cancels an unknown
    /// reservation.
    static func story(of reserver: any Reserving) async throws -> BookingStory {
        let dates = StayDates.fixture("2030-03-01", "2030-03-04")
        let booked = try await reserver.reserve(
            ClientHarness.loft.id, dates: dates, guestName: guestName, guests: .fixture(adults: 2))
        let clash = await refusal {
            _ = try await reserver.reserve(
                ClientHarness.loft.id, dates: .fixture("2030-03-03", "2030-03-05"), guestName: guestName,
                guests: .fixture(adults: 1))
        }
        let listed = try await reserver.reservations()
        let cancelled = try await reserver.cancel(reservationID: booked.id, today: .fixture("2030-02-01"))
        let afterCancelling = try await reserver.reservations()
        let unknownCancel = await refusal {
            _ = try await reserver.cancel(reservationID: "res-999", today: .fixture("2030-02-01"))
        }
        return BookingStory(
            booked: booked, clash: clash, listed: listed, cancelled: cancelled, afterCancelling: afterCancelling,
            unknownCancel: unknownCancel)
    }

    /// The `StayQueryError` the body throws, or nil; any other error is recorded as a test issue.
    private static func refusal(_ body: () async throws -> Void) async -> StayQueryError? {
        do {
            try await body()
            return nil
        } catch let error as StayQueryError {
            return error
        } catch {
            Issue.record("expected a StayQueryError, got \(error)")
            return nil
        }
    }

    // MARK: - Both implementations

    @Test func theClientBooksListsAndCancelsExactlyAsTheLocalCatalogue() async throws {
        let harness = try await ClientHarness()

        let local = try await Self.story(of: harness.local)
        let remote = try await harness.remote { services in
            try await services.signedIn(as: Self.guestName)
            return try await Self.story(of: services.stays)
        }

        #expect(local.booked.totalPrice == Money(minorUnits: 39_000))
        #expect(local.clash == .notAvailable(ClientHarness.loft.id))
        #expect(local.listed == [local.booked])
        #expect(local.cancelled.status == .cancelled)
        #expect(local.cancelled.refund == local.booked.totalPrice)
        #expect(local.afterCancelling == [local.cancelled])
        #expect(local.unknownCancel == .unknownReservation("res-999"))
        #expect(remote == local)
    }

    @Test func bookingWithoutSigningInIsRefusedAsNotSignedIn() async throws {
        let harness = try await ClientHarness()

        await #expect(throws: AccountError.notSignedIn) {
            try await harness.remote { services in
                _ = try await services.stays.reserve(
                    ClientHarness.loft.id, dates: .fixture("2030-03-01", "2030-03-04"), guestName: "ignored",
                    guests: .fixture())
            }
        }
    }
}
