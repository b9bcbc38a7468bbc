import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct CancellationPolicyTests {
    private let total = Money(minorUnits: 40_001, currency: "EUR")
    private let checkIn = CalendarDay.fixture("2030-06-20")

    /// The refund in cents when cancelling `daysBefore` days before check-in, `hours` after booking.
    private func refund(_ policy: CancellationPolicy, daysBefore: Int, hours: Double = 100) -> Int {
        policy.refund(of: total, checkIn: checkIn, today: checkIn.adding(days: -daysBefore), hoursSinceBooking: hours)
            .minorUnits
    }

    // MARK: - Flexible

    @Test func flexibleRefundsEverythingUpToTheDayBeforeCheckIn() {
        #expect(refund(.flexible, daysBefore: 30) == 40_001)
        #expect(refund(.flexible, daysBefore: 1) == 40_001)
        #expect(refund(.flexible, daysBefore: 0) == 0)
        #expect(refund(.flexible, daysBefore: -2) == 0)
    }

    // MARK: - Moderate

    @Test func moderateRefundsEverythingFiveDaysAheadThenHalfUntilCheckIn() {
        #expect(refund(.moderate, daysBefore: 5) == 40_001)
        #expect(refund(.moderate, daysBefore: 4) == 20_000)
        #expect(refund(.moderate, daysBefore: 1) == 20_000)
        #expect(refund(.moderate, daysBefore: 0) == 0)
    }

    // MARK: - Strict

    @Test func strictRefundsEverythingOnlyWithin48HoursOfBookingAndFourteenDaysAhead() {
        #expect(refund(.strict, daysBefore: 14, hours: 48) == 40_001)
        #expect(refund(.strict, daysBefore: 14, hours: 49) == 20_000)
        #expect(refund(.strict, daysBefore: 13, hours: 1) == 20_000)
    }

    @Test func strictRefundsHalfUpToSevenDaysBeforeThenNothing() {
        #expect(refund(.strict, daysBefore: 7) == 20_000)
        #expect(refund(.strict, daysBefore: 6, hours: 1) == 0)
    }

    // MARK: - Reservations

    @Test func aCancelledReservationKeepsEverythingAndCarriesItsRefund() throws {
        let booked = Reservation.fixture(
            id: "res-1", stayID: "stay:0000001", dates: .fixture("2030-06-20", "2030-06-23"), guestName: "Kim",
            totalPrice: total, cancellationPolicy: .moderate)
        let cancelled = booked.cancelled(on: .fixture("2030-06-17"), hoursSinceBooking: 10)
        #expect(booked.status == .confirmed && booked.refund == nil)
        #expect(cancelled.status == .cancelled)
        #expect(cancelled.refund == Money(minorUnits: 20_000, currency: "EUR"))
        #expect(cancelled.totalPrice == booked.totalPrice && cancelled.dates == booked.dates)
    }

    @Test func aReservationStoredBeforePoliciesReadsAsStandingAndFlexible() throws {
        let json = """
            {"id":"res-1","stayID":"stay:0000001","stayTitle":"Loft","dates":{"checkIn":"2030-06-20",\
            "checkOut":"2030-06-23"},"guestName":"Kim","guests":{"adults":2,"children":0,"infants":0,"pets":0},\
            "nightlyPrice":{"minorUnits":100,"currency":"USD"},"cleaningFee":{"minorUnits":0,"currency":"USD"},\
            "totalPrice":{"minorUnits":300,"currency":"USD"}}
            """
        let decoded = try JSONDecoder().decode(Reservation.self, from: Data(json.utf8))
        #expect(decoded.status == .confirmed)
        #expect(decoded.cancellationPolicy == .flexible)
        #expect(decoded.refund == nil)
    }

    // MARK: - Before cancelling

    @Test func aQuoteCountsTheHoursSinceBookingToNow() throws {
        let booked = Date(timeIntervalSince1970: 1_900_000_000)
        let reservation = Reservation(
            id: "res-1", stayID: StayID("stay:0000001"), stayTitle: "Loft",
            dates: try StayDates(checkIn: checkIn, checkOut: checkIn.adding(days: 2)), guestName: "Ada",
            guests: GuestCounts(), nightlyPrice: total, cleaningFee: Money(minorUnits: 0, currency: "EUR"),
            totalPrice: total, cancellationPolicy: .strict, bookedAt: booked)
        let day = checkIn.adding(days: -20)
        #expect(reservation.refundIfCancelled(on: day, at: booked.addingTimeInterval(47 * 3600)) == total)
        #expect(reservation.refundIfCancelled(on: day, at: booked.addingTimeInterval(49 * 3600)).minorUnits == 20_000)
        let cancelled = reservation.cancelled(on: day, hoursSinceBooking: 1)
        #expect(cancelled.bookedAt == booked && cancelled.refund == total)
    }
}
