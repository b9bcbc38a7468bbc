import Foundation
import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

@Suite struct StayQuerySummaryTests {
    private let place = ChosenPlace(
        id: "city:seoul", title: "Seoul", subtitle: "South Korea",
        coordinate: Coordinate(latitude: 37.566, longitude: 126.9784), kind: .city)

    private func summary(locale: String = "en_US") -> StayQuerySummary {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        return StayQuerySummary(calendar: calendar, words: MessageCatalog.shipped())
    }

    @Test func emptyDraftNamesEveryMissingPart() {
        #expect(summary().text(for: StayQueryDraft()) == "Anywhere · Any week · Add guests")
    }

    @Test func fullDraftReadsPlaceDatesAndGuests() throws {
        // given
        let draft = StayQueryDraft(
            place: place,
            dates: try StayDates(checkIn: .fixture("2026-12-03"), checkOut: .fixture("2026-12-10")),
            guests: try GuestCounts(adults: 1, children: 1, infants: 1, pets: 0))
        // then
        #expect(summary().text(for: draft) == "Seoul · Dec 3 – Dec 10 · 2 guests, 1 infant")
    }

    @Test func rangeAcrossTheYearEndUsesBothMonths() throws {
        let draft = StayQueryDraft(
            dates: try StayDates(checkIn: .fixture("2026-12-30"), checkOut: .fixture("2027-01-02")),
            guests: try GuestCounts(adults: 1, children: 0, infants: 0, pets: 0))
        #expect(summary().text(for: draft) == "Anywhere · Dec 30 – Jan 2 · 1 guest")
    }

    @Test func filtersAddTheirCountOnlyWhenAnyIsSet() throws {
        let filtered = StayQueryDraft(
            place: place, filters: try StayFilters(roomTypes: [.entirePlace], minimumBeds: 2, amenities: [.wifi]))
        #expect(summary().parts(for: filtered) == ["Seoul", "Any week", "Add guests", "Filters · 3"])
        #expect(summary().parts(for: StayQueryDraft(place: place)).count == 3)
    }
}
