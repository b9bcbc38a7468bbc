import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysApp

@Suite struct StayBookingRunnerTests {
    static let dates = try! StayDates(checkIn: .fixture("2030-06-01"), checkOut: .fixture("2030-06-04"))
    static let reservation = Reservation.fixture(
        id: "res-1", stayID: "stay:0000001", dates: dates, guestName: "Ada", totalPrice: Money(minorUnits: 39000))

    private func request(checkIn: String = "2030-06-01") throws -> ReservationRequest {
        let start = CalendarDay.fixture(checkIn)
        return ReservationRequest(
            stayID: "stay:0000001", dates: try StayDates(checkIn: start, checkOut: start.adding(days: 3)),
            guestName: "Ada", guests: try GuestCounts(adults: 1, children: 0, infants: 0, pets: 0))
    }

    @Test func reservePrintsTheReservationID() async throws {
        let harness = StayRunnerHarness(reserver: ReserverStub(reservation: .success(Self.reservation)))
        try await harness.runner.reserve(try request())
        #expect(harness.output.standardOutput == "res-1\n")
        #expect(harness.reserver.receivedBookings.map(\.guestName) == ["Ada"])
    }

    @Test func reserveOfATakenNightFailsWithNotAvailable() async throws {
        let harness = StayRunnerHarness(reserver: ReserverStub(reservation: .failure(.notAvailable("stay:0000001"))))
        let error = await #expect(throws: StayCommandError.self) { try await harness.runner.reserve(try request()) }
        #expect(error?.isUsage == false)
        #expect(
            error?.description
                == "Those nights were just booked by someone else. Choose other dates. (stay:0000001)")
        #expect(harness.output.standardOutput.isEmpty)
    }

    @Test func reserveInThePastNeverReachesTheCatalogue() async throws {
        let harness = StayRunnerHarness(reserver: ReserverStub(reservation: .success(Self.reservation)))
        await #expect(throws: StayCommandError.usage("Check-in is in the past. Choose dates from today on.")) {
            try await harness.runner.reserve(try request(checkIn: "2030-04-01"))
        }
        #expect(harness.reserver.receivedBookings.isEmpty)
    }

    @Test func stayPrintsEverythingTheCatalogueHoldsAsJSON() async throws {
        let harness = StayRunnerHarness(stays: [.fixture()])
        try await harness.runner.stay("stay:0000001", format: .json)
        #expect(
            harness.output.standardOutput == """
                {"allowsPets":false,"amenities":["wifi","kitchen"],"bathrooms":1.5,"bedrooms":2,"beds":2,\
                "cancellationPolicy":"flexible","cancellationPolicySummary":"Full refund up to 1 day before check-in",\
                "cleaningFee":30,"coordinate":{"latitude":37.57,"longitude":126.98},"currency":"USD",\
                "displayPrice":null,"hostName":"Mina","id":"stay:0000001",\
                "maximumGuests":4,"minimumNights":1,"nightlyPrice":120,"photos":[],"placeId":"test:city:Seoul",\
                "propertyKind":"loft",\
                "rating":4.8,"reviewCount":12,"roomType":"entire_place","synthetic":true,"title":"Sunny loft by the river"}

                """)
    }

    @Test func stayPrintsItsDetailsAndAnUnknownIDFails() async throws {
        let harness = StayRunnerHarness(stays: [.fixture()])
        try await harness.runner.stay("stay:0000001")
        #expect(
            harness.output.standardOutput == """
                Sunny loft by the river  stay:0000001
                Loft, Entire place · 4 guests · 2 bedrooms · 2 beds · 1.5 baths
                Nightly 120.00 USD, cleaning fee 30.00 USD, at least 1 night
                Rating 4.8 (12 reviews) · host Mina · pets not allowed
                Cancellation: flexible · Full refund up to 1 day before check-in
                Amenities: Wifi, Kitchen
                At 37.57,126.98 in test:city:Seoul

                """)
        await #expect(throws: StayCommandError.failed("This stay is not listed any more. (stay:9)")) {
            try await harness.runner.stay("stay:9")
        }
    }

    @Test func reservationsPrintAsTableAndJSON() async throws {
        let harness = StayRunnerHarness(reserver: ReserverStub(existing: [Self.reservation]))
        try await harness.runner.reservations(format: .table)
        try await harness.runner.reservations(format: .json)
        #expect(
            harness.output.standardOutput == """
                ID     STAY          CHECK-IN    CHECK-OUT   GUEST  TOTAL       STATUS     REFUND
                res-1  stay:0000001  2030-06-01  2030-06-04  Ada    390.00 USD  confirmed  -
                {"reservations":[{"cancellationPolicy":"flexible","checkin":"2030-06-01","checkout":"2030-06-04",\
                "guestName":"Ada",\
                "guests":{"adults":2,"children":0,"infants":0,"pets":0},"id":"res-1","price":{"cleaningFee":50.01,\
                "currency":"USD","nightly":113.33,"nights":3,"nightsTotal":339.99,"total":390},"status":"confirmed",\
                "stayId":"stay:0000001","stayTitle":"Cozy loft in Seoul","total":390}]}

                """)
    }

    @Test func cancelPrintsTheRefundAndAnUnknownReservationFails() async throws {
        let harness = StayRunnerHarness(reserver: ReserverStub(existing: [Self.reservation]))
        try await harness.runner.cancel("res-1")
        #expect(
            harness.output.standardOutput == "Cancelled res-1: refund 390.00 USD of 390.00 USD (flexible policy).\n")
        let failing = StayRunnerHarness(reserver: ReserverStub(cancelError: .unknownReservation("res-9")))
        await #expect(
            throws: StayCommandError.failed(
                "This trip was not found. It may have been cancelled already. (res-9)")
        ) {
            try await failing.runner.cancel("res-9")
        }
    }
}
