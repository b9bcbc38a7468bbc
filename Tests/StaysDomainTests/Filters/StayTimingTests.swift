import StaysDomain
import StaysTestSupport
import XCTest

final class StayTimingTests: XCTestCase {
    // MARK: - Windows

    func testGiveOrTakeTriesTheDatesThenNearestEarlierBeforeLater() {
        let around = FlexibleDates.around(.fixture("2030-03-10", "2030-03-12"), days: 2)
        XCTAssertEqual(around.windows.map(\.checkIn.day), [10, 9, 11, 8, 12])
        XCTAssertTrue(around.windows.allSatisfy { $0.nights == 2 })
        XCTAssertEqual(FlexibleDates.around(.fixture("2030-03-10", "2030-03-12"), days: 0).windows.count, 1)
        XCTAssertEqual(FlexibleDates.around(.fixture("2030-03-10", "2030-03-12"), days: 40).windows.count, 15)
    }

    func testLengthsCheckInOnEveryDayOfTheMonthsOrOnFridaysForWeekends() {
        let weeks = FlexibleDates.lengths(.week, inMonths: [.fixture("2030-03-01"), .fixture("2030-02-14")])
        XCTAssertEqual(weeks.windows.count, 28 + 31)
        XCTAssertEqual(weeks.windows.first, .fixture("2030-02-01", "2030-02-08"))
        XCTAssertEqual(weeks.windows.last, .fixture("2030-03-31", "2030-04-07"))
        let weekends = FlexibleDates.lengths(.weekend, inMonths: [.fixture("2030-03-05")])
        XCTAssertEqual(weekends.windows.map(\.checkIn.weekday), [6, 6, 6, 6, 6])
        XCTAssertTrue(
            FlexibleDates.lengths(.month, inMonths: [.fixture("2030-03-05")]).windows.allSatisfy { $0.nights == 28 })
    }

    // MARK: - Checking against today

    func testAQueryKeepsTheBookableWindowsAndRefusesWhenNoneIs() throws {
        let around = FlexibleDates.around(.fixture("2030-01-02", "2030-01-04"), days: 3)
        let query = try StayQuery(
            area: .box(
                try BoundingBox(
                    southWest: .init(latitude: 0, longitude: 0), northEast: .init(latitude: 1, longitude: 1))),
            timing: .flexible(around), guests: .fixture(), today: .fixture("2030-01-01"))
        XCTAssertEqual(query.timing.windows.map(\.checkIn.day), [2, 1, 3, 4, 5])
        XCTAssertThrowsError(
            try StayQuery(
                area: query.area, timing: .flexible(.lengths(.week, inMonths: [.fixture("2029-11-01")])),
                guests: .fixture(), today: .fixture("2030-01-01"))
        ) { XCTAssertEqual($0 as? StayQueryError, .checkInInThePast) }
        XCTAssertNoThrow(
            try StayQuery(area: query.area, timing: .anyTime, guests: .fixture(), today: .fixture("2030-01-01")))
        XCTAssertNil(
            try StayQuery(area: query.area, timing: .anyTime, guests: .fixture(), today: .fixture("2030-01-01")).dates)
    }
}
