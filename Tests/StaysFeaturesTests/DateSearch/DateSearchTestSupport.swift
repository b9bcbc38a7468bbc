import Foundation
import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport

/// Builds a When step on a fixed day, recording what it tells its parent.
func makeDateSearch(
    today: String, locale: String = "en_US", words: any Localizing = MessageCatalog.shipped(), monthCount: Int = 12,
    maximumNights: Int = 30,
    initialDates: StayDates? = nil, initialTiming: StayTiming? = nil, choices: DateSearchChoices = .everyTiming
) -> (controller: DateSearchController, finishSpy: CallbackSpy<StayTiming?>) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: locale)
    let spy = CallbackSpy<StayTiming?>()
    let controller = DateSearchController(
        todayProvider: FixedTodayProvider(day: .fixture(today)),
        configuration: DateSearchConfiguration(
            calendar: calendar, monthCount: monthCount, maximumNights: maximumNights),
        words: words,
        choices: choices,
        initialTiming: initialTiming ?? initialDates.map(StayTiming.nights),
        onFinish: { spy.record($0) }
    )
    return (controller, spy)
}

extension DateSearchController {
    /// Moves the cursor to a day and selects it, as a click would.
    func tap(_ day: String) {
        handle(.moveFocus(.day(.fixture(day))))
        handle(.select)
    }
}

extension DateSearchViewState {
    /// The shown month's day cells, in order.
    var dayCells: [DayCell] {
        weeks.flatMap { $0 }.compactMap(\.dayCell)
    }

    /// The cell for a day of the shown month, or nil when it is not shown.
    func cell(_ day: String) -> DayCell? {
        dayCells.first { $0.day == .fixture(day) }
    }
}
