import Foundation
import StaysDomain
import StaysMessages
import StaysTestSupport
import Testing

@testable import StaysFeatures

/// Dates, nights and calendars in English and Korean: the words from the catalogue, the dates and the week's first
/// day from the locale.
@Suite struct DateLabelLanguageTests {
    static let english = MessageCatalog.shipped("en")
    static let korean = MessageCatalog.shipped("ko", locale: "ko-KR")
    static let week = StayDates.fixture("2026-12-03", "2026-12-10")

    private func labels(_ words: MessageCatalog) -> DateSearchLabels {
        DateSearchLabels(calendar: .gregorian(locale: words.localeIdentifier), words: words)
    }

    @Test func nightsAreCountedInEachLanguage() {
        #expect(labels(Self.english).summary(for: .complete(Self.week)) == "Dec 3 – Dec 10 · 7 nights")
        #expect(
            labels(Self.english).summary(for: .complete(.fixture("2026-12-03", "2026-12-04")))
                == "Dec 3 – Dec 4 · 1 night")
        #expect(
            labels(Self.english).summary(for: .complete(.fixture("2026-12-03", "2026-12-05")))
                == "Dec 3 – Dec 5 · 2 nights")
        #expect(labels(Self.korean).summary(for: .complete(Self.week)) == "12월 3일 (목) – 12월 10일 (목) · 7박")
        #expect(labels(Self.korean).summary(for: .checkIn(.fixture("2026-12-03"))) == "12월 3일 (목) – 체크아웃 날짜 추가")
        #expect(labels(Self.korean).summary(for: .empty) == "날짜 추가")
    }

    @Test func monthsAndTimingsReadTheKoreanWay() {
        let korean = labels(Self.korean)
        #expect(korean.monthTitle(for: .fixture("2026-12-01")) == "2026년 12월")
        #expect(korean.timing.text(for: .nights(Self.week)) == "12월 3일 (목) – 12월 10일 (목)")
        #expect(korean.timing.text(for: .flexible(.around(Self.week, days: 2))) == "12월 3일 (목) – 10일 ± 2일")
        let months: [CalendarDay] = [.fixture("2027-01-01"), .fixture("2026-12-01")]
        #expect(korean.timing.text(for: .flexible(.lengths(.week, inMonths: months))) == "12월, 1월 중 일주일")
        #expect(korean.timing.text(for: .anyTime) == "날짜 미정")
        #expect(korean.heading(for: .everyTiming) == "언제 여행하시나요?")
    }

    @Test func spreadsPickTheirPluralInEnglish() {
        let timing = labels(Self.english).timing
        #expect([0, 1, 2].map(timing.spread) == ["Exact dates", "± 1 day", "± 2 days"])
        #expect(labels(Self.korean).timing.spread(3) == "± 3일")
    }

    @Test func theWeekStartsOnTheLocalesFirstDay() {
        #expect(labels(Self.korean).weekdaySymbols == ["일", "월", "화", "수", "목", "금", "토"])
        #expect(labels(Self.english).weekdaySymbols.first == "Sun")
        let british = MessageCatalog.shipped("en", locale: "en-GB")
        #expect(labels(british).weekdaySymbols == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(labels(british).timing.range(Self.week) == "3 Dec – 10 Dec")
        #expect(Calendar.gregorian(locale: "de-DE").firstWeekday == 2)
        #expect(Calendar.gregorian(locale: "ko-KR").firstWeekday == 1)
    }
}
