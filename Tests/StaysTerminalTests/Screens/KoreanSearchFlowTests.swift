import Foundation
import StaysDomain
import StaysFeatures
import StaysTerminal
import StaysTestSupport
import Testing

/// The whole search in Korean, chosen from `LANG=ko_KR.UTF-8` as the terminal app chooses it: Korean words on every
/// step, a calendar whose weeks start on Sunday, and columns that line up although Hangul takes two of them.
@MainActor
@Suite final class KoreanSearchFlowTests {
    static let loft = Stay.fixture(id: "stay:1", title: "Sunny loft")
    static let hanok = Stay.fixture(
        id: "stay:2", title: "서울 종로구 북촌 한옥마을의 마당과 대청마루가 있는 전통 한옥 독채", nightlyCents: 6_000, rating: nil)

    private let driver = KeyDrivenSearchFlow(
        stays: [KoreanSearchFlowTests.loft, KoreanSearchFlowTests.hanok], environment: ["LANG": "ko_KR.UTF-8"])
    private var lines: [String] { driver.lines }

    /// The text of `line` in the display columns `range`, e.g. one calendar cell.
    private func columns(_ range: Range<Int>, of line: String) -> String {
        var used = 0
        var text = ""
        for character in line {
            if range.contains(used) { text.append(character) }
            used += DisplayWidth.columns(of: character)
        }
        return text
    }

    /// The display column where `text` starts in `line`, or nil.
    private func column(of text: String, in line: String) -> Int? {
        line.range(of: text).map { DisplayWidth.columns(of: String(line[..<$0.lowerBound])) }
    }

    private func start() async -> Bool {
        driver.flow.start()
        return await driver.waitFor { if case .location(let state) = $0 { state.status == .loaded } else { false } }
    }

    /// From Where to Who: Incheon, 3–10 December.
    private func chooseIncheonForAWeek() async {
        await driver.press(.enter, .right, .right, .enter)
        for _ in 0..<7 { await driver.press(.right) }
        await driver.press(.enter, .enter)
    }

    // MARK: - Tests

    @Test func whereSpeaksKoreanAndKeepsTheDistanceOnTheRightEdge() async throws {
        #expect(await start())
        #expect(lines[0] == "어디든지 · 언제든 일주일 · 게스트 추가")
        #expect(lines[2] == "어디로 떠나시나요? ")
        #expect(lines[4] == "Seoul 근처 인기 여행지")
        let row = try #require(lines.first { $0.contains("Incheon") })
        #expect(row.hasSuffix("27km") && DisplayWidth.columns(of: row) == 72)
        #expect(lines.last == "입력해서 검색 · ↑↓ 이동 · Enter 선택 · Esc 뒤로")
    }

    @Test func theCalendarStartsOnSundayWithKoreanNamesOverTheirDays() async throws {
        // given the When step on 1 December 2026, a Tuesday
        #expect(await start())
        await driver.press(.enter)
        #expect(lines[2] == "언제 여행하시나요?")
        #expect(lines[4] == "‹ 2026년 12월 ›")
        // then the weekday names start on Sunday, each two columns over its column of day numbers
        let header = lines[5]
        #expect(header == " 일  월  화  수  목  금  토 ")
        #expect(lines[6] == "        › 1•  2   3   4   5 ")
        for week in lines[6...10] {
            for cell in 0..<7 {
                #expect(DisplayWidth.columns(of: columns(cell * 4 + 1..<cell * 4 + 3, of: header)) == 2)
                #expect(columns(cell * 4 + 1..<cell * 4 + 3, of: week).allSatisfy { $0.isNumber || $0 == " " })
            }
        }
        #expect(columns(17..<19, of: header) == "목" && columns(17..<19, of: lines[6]) == " 3")
        // when check-in and check-out are chosen
        await driver.press(.right, .right, .enter)
        #expect(lines.contains("12월 3일 (목) – 체크아웃 날짜 추가"))
        for _ in 0..<7 { await driver.press(.right) }
        await driver.press(.enter)
        // then the choice reads the Korean way
        #expect(lines.contains("12월 3일 (목) – 12월 10일 (목) · 7박"))
        #expect(lines.contains("정확한 날짜 (+ −) · Tab 유연한 일정 · a 날짜 미정"))
        #expect(lines.last == "↑↓←→ PgUp PgDn 이동 · Enter 다음 · s 건너뛰기 · c 지우기 · Esc 뒤로")
    }

    @Test func guestsAndTheSummaryKeepTheirColumnsWithWideLabels() async throws {
        // given the Who step
        #expect(await start())
        await chooseIncheonForAWeek()
        #expect(lines[2] == "누구와 함께 가시나요?")
        // then titles, subtitles and steppers each start in one column
        let rows = Array(lines[4...7])
        let subtitles = ["13세 이상", "2~12세", "2세 미만", "함께 여행하는 반려동물"]
        #expect(zip(rows, subtitles).map { column(of: $1, in: $0) } == Array(repeating: 10, count: 4))
        #expect(Set(rows.map { column(of: "−", in: $0) }).count == 1)
        #expect(rows.allSatisfy { DisplayWidth.columns(of: $0) == 72 && $0.hasSuffix("+") })
        // when two adults and a pet come
        await driver.press(.text("+"), .text("+"), .down, .down, .down, .text("+"))
        #expect(lines.contains("게스트 2명, 반려동물 1마리"))
        await driver.press(.enter)
        // then the summary's values line up after the widest label
        #expect(lines[0] == "Incheon · 12월 3일 (목) – 12월 10일 (목) · 게스트 2명, 반려동물 1마리")
        #expect(lines[2] == "검색 조건")
        #expect(
            lines[4...6] == [
                "여행지  Incheon, South Korea", "날짜    12월 3일 (목) – 12월 10일 (목) (7박)", "게스트  게스트 2명, 반려동물 1마리",
            ])
        #expect(lines.last == "Enter 검색 · Esc 뒤로")
    }

    @Test func pricesFiltersResultsAndTheStayFitTheWidthInKorean() async throws {
        // given the Price step for a week in Incheon
        #expect(await start())
        await chooseIncheonForAWeek()
        await driver.press(.enter, .enter)
        #expect(await driver.waitFor { if case .price(.ready) = $0 { true } else { false } })
        #expect(lines[2] == "1박 요금")
        #expect(lines[7] == "60–121 · 숙소 2개")
        // then the filters' steppers line up though "상관없음" is wide
        await driver.press(.text("f"))
        #expect(await driver.waitFor { if case .filters(let state) = $0 { state.count == .counted(2) } else { false } })
        let steppers = lines.filter { $0.contains("상관없음") }
        #expect(steppers.count == 3)
        #expect(Set(steppers.map { column(of: "−", in: $0) }).count == 1)
        #expect(steppers.allSatisfy { DisplayWidth.columns(of: $0) == 72 && $0.hasSuffix("− 상관없음  +") })
        // when the stays are listed
        await driver.press(.escape, .enter)
        #expect(await driver.waitFor { if case .results(let state) = $0 { state.status == .loaded } else { false } })
        // then each row ends on the right edge, a long Hangul title cut to fit
        #expect(lines[2] == "숙소 2개 · 추천순 · 1페이지")
        #expect(lines[4] == "› Sunny loft                             120.00 USD/박  870.00 USD  ★4.8")
        #expect(lines[5].hasPrefix("  서울 종로구 북촌") && lines[5].contains("…  "))
        #expect(lines[5].hasSuffix("60.00 USD/박  450.00 USD  신규") && DisplayWidth.columns(of: lines[5]) == 72)
        // and the stay's breakdown keeps its amounts on the right edge
        await driver.press(.enter)
        #expect(lines[3] == "최대 인원 4명 · 침실 2개 · 침대 2개 · ★ 4.8 (후기 12개)")
        #expect(lines[5...7].map { DisplayWidth.columns(of: $0) } == [72, 72, 72])
        #expect(lines[5].hasPrefix("120.00 USD × 7박") && lines[6].hasPrefix("청소비") && lines[7].hasPrefix("총 합계"))
        #expect(lines[8] == "환불 정책: 유연 · 체크인 1일 전까지 전액 환불")
        #expect(lines[10] == "예약하려면 Enter를 누르세요.")
        #expect(lines.last == "Enter 예약하기 · Esc 뒤로")
    }
}
