import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

/// Booking after browsing without dates or searching flexible dates.
@MainActor
@Suite struct StayBookingTimingTests {
    static let browsed = StayResultsPage(
        total: 2,
        results: [.fixture(StayBookingHarness.loft, dates: nil), .fixture(StayBookingHarness.cabin, dates: nil)],
        nextCursor: nil)
    static let flexible = StayResultsPage(
        total: 2,
        results: [
            .fixture(StayBookingHarness.loft, dates: .fixture("2026-12-04", "2026-12-06")),
            .fixture(StayBookingHarness.cabin, dates: .fixture("2026-12-11", "2026-12-13")),
        ],
        nextCursor: nil)

    // MARK: - Browsing

    @Test func browsingSearchesAnyTimeAndShowsNightlyPricesOnly() async throws {
        // given
        let booking = StayBookingHarness(pages: [Self.browsed])
        // when
        #expect(await booking.reachResults(when: [.browse]))
        // then
        #expect(booking.coordinator.viewState.summary == "Incheon · Any dates · 1 guest")
        #expect(booking.searcher.receivedHistogramQueries.first?.timing == .anyTime)
        #expect(booking.searcher.receivedQueries.first?.timing == .anyTime)
        let results = try #require(booking.resultsState)
        #expect(results.note == "Prices per night · add dates for exact prices")
        #expect(results.rows.map(\.totalText) == ["—", "—"])
        #expect(results.rows.map(\.datesText) == [nil, nil])
    }

    @Test func aStayChosenWhileBrowsingAsksForItsNightsBeforeBooking() async throws {
        // given
        let booking = StayBookingHarness(pages: [Self.browsed])
        #expect(await booking.reachResults(when: [.browse]))
        // when the cabin is opened
        booking.coordinator.handle(.results(.move(1)))
        booking.coordinator.handle(.results(.choose))
        // then its nights are asked first, exact ones only, and reserving does nothing yet
        let asked = try #require(booking.datesState)
        #expect(asked.heading == "Add dates to reserve")
        #expect(!asked.offersEveryTiming)
        booking.coordinator.handle(.reserve)
        booking.coordinator.handle(.dates(.browse))
        #expect(booking.datesState != nil)
        #expect(booking.reserver.receivedBookings.isEmpty)
        // when the nights are chosen and the stay reserved
        for day in ["2026-12-04", "2026-12-06"] {
            booking.coordinator.handle(.dates(.moveFocus(.day(.fixture(day)))))
            booking.coordinator.handle(.dates(.select))
        }
        booking.coordinator.handle(.dates(.confirm))
        #expect(booking.detailState?.stay == StayBookingHarness.cabin)
        #expect(booking.detailState?.nightsText == "2 nights × 80.00 USD")
        booking.coordinator.handle(.reserve)
        // then the booking is for those nights
        #expect(await eventually { booking.isReserved })
        let booked = try #require(booking.reserver.receivedBookings.first)
        #expect(booked.stayID == "stay:2")
        #expect(booked.dates == .fixture("2026-12-04", "2026-12-06"))
    }

    @Test func escapeFromTheDetailReturnsToTheNightsAndThenToTheResults() async throws {
        let booking = StayBookingHarness(pages: [Self.browsed])
        #expect(await booking.reachResults(when: [.browse]))
        booking.coordinator.handle(.results(.choose))
        booking.coordinator.handle(.dates(.moveFocus(.day(.fixture("2026-12-04")))))
        booking.coordinator.handle(.dates(.select))
        booking.coordinator.handle(.dates(.moveFocus(.day(.fixture("2026-12-05")))))
        booking.coordinator.handle(.dates(.select))
        booking.coordinator.handle(.dates(.confirm))
        #expect(booking.detailState != nil)
        // when / then
        booking.coordinator.handle(.back)
        #expect(booking.datesState?.checkOut == .fixture("2026-12-05"))
        booking.coordinator.handle(.back)
        #expect(booking.resultsState != nil)
    }

    // MARK: - Flexible

    @Test func flexibleResultsShowEachStaysNightsAndBookThem() async throws {
        // given a weekend in December
        let booking = StayBookingHarness(pages: [Self.flexible])
        let when: [DateSearchEvent] = [.switchMode, .cycleLength, .cycleLength, .toggleMonth, .confirm]
        // when
        #expect(await booking.reachResults(when: when))
        // then
        #expect(booking.coordinator.viewState.summary == "Incheon · Any weekend in Dec · 1 guest")
        let december: [CalendarDay] = [.fixture("2026-12-01")]
        #expect(booking.searcher.receivedQueries.first?.timing.windows.first?.checkIn == .fixture("2026-12-04"))
        #expect(booking.coordinator.draft.timing == .flexible(.lengths(.weekend, inMonths: december)))
        let results = try #require(booking.resultsState)
        #expect(results.rows.map(\.datesText) == ["Dec 4 – Dec 6", "Dec 11 – Dec 13"])
        #expect(results.rows.map(\.totalText) == ["270.00 USD", "190.00 USD"])
        #expect(results.note == nil)
        // when the cabin is booked, it is for its own nights
        booking.coordinator.handle(.results(.move(1)))
        booking.coordinator.handle(.results(.choose))
        booking.coordinator.handle(.reserve)
        #expect(await eventually { booking.isReserved })
        #expect(booking.reserver.receivedBookings.first?.dates == .fixture("2026-12-11", "2026-12-13"))
    }
}
