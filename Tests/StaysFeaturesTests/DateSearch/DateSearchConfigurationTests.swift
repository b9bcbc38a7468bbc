import Foundation
import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@Suite struct DateSearchConfigurationTests {
    @Test(arguments: [(Int.min, 1), (-3, 1), (0, 1), (12, 12), (36, 36), (37, 36), (Int.max, 36)])
    func monthCountIsClampedIntoRange(given: Int, expected: Int) {
        let configuration = DateSearchConfiguration(calendar: Calendar(identifier: .gregorian), monthCount: given)
        #expect(configuration.monthCount == expected)
    }

    @Test(arguments: [(Int.min, 1), (0, 1), (30, 30), (365, 365), (366, 365), (Int.max, 365)])
    func maximumNightsIsClampedIntoRange(given: Int, expected: Int) {
        let configuration = DateSearchConfiguration(calendar: Calendar(identifier: .gregorian), maximumNights: given)
        #expect(configuration.maximumNights == expected)
    }

    @Test func hugeSettingsStillLetTheCursorReachTheHorizon() {
        let (controller, _) = makeDateSearch(today: "2026-11-05", monthCount: .max, maximumNights: .max)
        controller.tap("2026-11-06")
        for _ in 0..<40 { controller.handle(.moveFocus(.nextMonth)) }
        #expect(controller.viewState.focusedDay == .fixture("2027-11-06"))
        #expect(controller.viewState.hasNextMonth)
    }
}
