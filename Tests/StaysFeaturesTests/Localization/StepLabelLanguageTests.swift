import Foundation
import StaysDomain
import StaysMessages
import StaysTestSupport
import Testing

@testable import StaysFeatures

/// The Who, Filters and Where steps' words in English and Korean, counted with each language's plurals and written
/// with its locale's digits.
@Suite struct StepLabelLanguageTests {
    static let english = MessageCatalog.shipped("en")
    static let korean = MessageCatalog.shipped("ko", locale: "ko-KR")

    @Test func guestsAreCountedInEachLanguage() throws {
        let one = try GuestCounts(adults: 1, children: 0, infants: 0, pets: 0)
        let family = try GuestCounts(adults: 2, children: 1, infants: 1, pets: 2)
        #expect(GuestSearchLabels(words: Self.english).summary(for: one) == "1 guest")
        #expect(GuestSearchLabels(words: Self.english).summary(for: family) == "3 guests, 1 infant, 2 pets")
        #expect(GuestSearchLabels(words: Self.korean).summary(for: family) == "게스트 3명, 유아 1명, 반려동물 2마리")
        #expect(GuestSearchLabels(words: Self.korean).summary(for: GuestCounts()) == "게스트 추가")
        #expect(GuestSearchLabels(words: Self.korean).title(for: .infants) == "유아")
    }

    @Test func filtersNameTheirRowsAndCountInEachLanguage() throws {
        let korean = StayFiltersLabels(words: Self.korean)
        #expect(korean.title(for: .choice(.roomType(.entirePlace))) == "공간 전체")
        #expect(korean.title(for: .choice(.amenity(.selfCheckIn))) == "셀프 체크인")
        #expect(korean.count(.counted(12_000)) == "숙소 12,000개")
        #expect(korean.value(0) == "상관없음")
        #expect(korean.title(for: try StayFilters(roomTypes: [.entirePlace], minimumBeds: 2)) == "필터 · 2")
        let english = StayFiltersLabels(words: Self.english)
        #expect([1, 2].map { english.count(.counted($0)) } == ["1 stay", "2 stays"])
        #expect(english.title(for: .choice(.propertyKind(.guesthouse))) == "Guesthouse")
    }

    @Test func placeListsAndDistancesInEachLanguage() {
        let korean = LocationSearchLabels(words: Self.korean)
        #expect(korean.popular(near: "서울") == "서울 근처 인기 여행지")
        #expect(korean.popular(near: nil) == "내 주변 인기 여행지")
        #expect(DistanceText(words: Self.korean).text(kilometres: 3.44) == "3.4km")
        #expect(DistanceText(words: Self.korean).text(kilometres: 1_234) == "1,234km")
        let german = MessageCatalog.shipped("en", locale: "de-DE")
        #expect(DistanceText(words: german).text(kilometres: 3.44) == "3,4 km")
        #expect(DistanceText(words: german).text(kilometres: 12_345) == "12.345 km")
    }

    @Test func summaryAndStayDetailInKorean() throws {
        let summary = StayQuerySummary(calendar: .gregorian(locale: "ko-KR"), words: Self.korean)
        #expect(summary.text(for: StayQueryDraft()) == "어디든지 · 언제든 일주일 · 게스트 추가")
        let detail = StayDetailController(
            stay: .fixture(), dates: .fixture("2026-12-03", "2026-12-06"), guests: .fixture(adults: 1),
            guestName: "Ada", reserver: ReserverStub(), words: Self.korean
        ) { _ in }
        #expect(detail.viewState.nightsText == "120.00 USD × 3박")
    }

    @Test func aDomainRefusalIsWrittenInThePersonsLanguage() async throws {
        let detail = StayDetailController(
            stay: .fixture(), dates: .fixture("2026-12-03", "2026-12-06"), guests: .fixture(adults: 1),
            guestName: "Ada", reserver: ReserverStub(reservation: .failure(.belowMinimumNights(5))),
            words: Self.korean
        ) { _ in }
        await detail.reserve()
        #expect(detail.viewState.status == .failed("이 숙소는 최소 5박부터 예약할 수 있습니다."))
    }
}
