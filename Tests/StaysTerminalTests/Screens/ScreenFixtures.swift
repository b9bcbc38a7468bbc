import Foundation
import StaysDomain
import StaysFeatures
import StaysTerminal
import StaysTestSupport

/// View states and rendering shared by the screen tests.
enum ScreenFixtures {
    static let size = TerminalSize(columns: 60, rows: 16)
    static let parts = ["Springfield", "Dec 3 – Dec 10", "2 guests"]

    /// The frame of a flow state as plain text at 60×16.
    static func render(_ step: FlowStep, parts: [String] = parts, size: TerminalSize = size) -> String {
        let state = SearchFlowViewState(step: step, summaryParts: parts)
        return PlainTextRenderer().render(SearchFlowScreen.frame(of: state, size: size), size: size)
    }

    /// A Where state showing suggestions for "springf".
    static func suggestions(selectedIndex: Int? = 0, status: PlaceListStatus = .loaded) -> LocationSearchViewState {
        let point = Coordinate(latitude: 39.8, longitude: -89.65)
        let rows = [
            PlaceRow(
                id: "group:springfield", kind: .group, title: "Springfield", subtitle: "12 places",
                titleHighlights: [TextRange(location: 0, length: 7)], coordinate: point),
            PlaceRow(
                id: "city:springfield-il", kind: .city, title: "Springfield", subtitle: "Illinois, United States",
                titleHighlights: [TextRange(location: 0, length: 7)], distanceText: "3.4 km", coordinate: point),
        ]
        return LocationSearchViewState(
            queryText: "springf", mode: .suggestions, title: "Suggestions", rows: rows,
            selectedIndex: selectedIndex, status: status)
    }

    /// A When state on 2026-12-01 after the given taps (and focus moves).
    static func dates(_ events: [DateSearchEvent]) -> DateSearchViewState {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        let controller = DateSearchController(
            todayProvider: FixedTodayProvider(day: .fixture("2026-12-01")),
            configuration: DateSearchConfiguration(calendar: calendar), onFinish: { _ in })
        events.forEach(controller.handle)
        return controller.viewState
    }

    /// A Who state after the given events.
    static func guests(_ events: [GuestSearchEvent]) -> GuestSearchViewState {
        let controller = GuestSearchController(onConfirm: { _ in })
        events.forEach(controller.handle)
        return controller.viewState
    }

    /// Moves to a day and selects it.
    static func tap(_ day: String) -> [DateSearchEvent] {
        [.moveFocus(.day(.fixture(day))), .select]
    }
}
