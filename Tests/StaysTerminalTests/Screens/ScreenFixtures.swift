import Foundation
import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTerminal
import StaysTestSupport

/// View states and rendering shared by the screen tests.
enum ScreenFixtures {
    static let size = TerminalSize(columns: 60, rows: 16)
    static let parts = ["Springfield", "Dec 3 – Dec 10", "2 guests"]
    /// The English words, as the screens write them by default.
    static let words = MessageCatalog.shipped()

    /// The frame of a flow state as plain text at 60×16, written with `words`.
    static func render(
        _ step: FlowStep, parts: [String] = parts, size: TerminalSize = size, words: any Localizing = words
    ) -> String {
        let state = SearchFlowViewState(step: step, summaryParts: parts)
        return PlainTextRenderer().render(SearchFlowScreen.frame(of: state, size: size, words: words), size: size)
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

    /// A When state on 2026-12-01 after the given taps (and focus moves), in the language and locale of `words`.
    static func dates(_ events: [DateSearchEvent], words: any Localizing = words) -> DateSearchViewState {
        let controller = DateSearchController(
            todayProvider: FixedTodayProvider(day: .fixture("2026-12-01")),
            configuration: DateSearchConfiguration(calendar: .gregorian(locale: words.localeIdentifier)),
            words: words, onFinish: { _ in })
        events.forEach(controller.handle)
        return controller.viewState
    }

    /// A Who state after the given events, written with `words`.
    static func guests(_ events: [GuestSearchEvent], words: any Localizing = words) -> GuestSearchViewState {
        let controller = GuestSearchController(words: words, onConfirm: { _ in })
        events.forEach(controller.handle)
        return controller.viewState
    }

    /// Moves to a day and selects it.
    static func tap(_ day: String) -> [DateSearchEvent] {
        [.moveFocus(.day(.fixture(day))), .select]
    }
}
