import StaysDomain

/// Runs the Where step: shows one of three place lists and swaps them as the user types, chooses and goes back.
@MainActor
public final class LocationSearchController {
    // MARK: - Outputs

    /// Hears every new view state.
    public var onStateChange: (@MainActor (LocationSearchViewState) -> Void)?
    /// Hears the place the user chose; the step is over then.
    public var onChoose: (@MainActor (ChosenPlace) -> Void)?
    /// What the screen shows now.
    public private(set) var state: LocationSearchViewState

    // MARK: - Children

    private let recommendations: RecommendationListController
    private let suggestions: SuggestionListController
    private let details: DetailResultListController
    private var active: any PlaceListController

    // MARK: - State

    private var queryText = ""
    private var selectedIndex: Int?
    private var selectionBeforeDetails: Int?

    // MARK: - Creating

    /// Creates the step from its three lists and becomes their delegate.
    public init(
        recommendations: RecommendationListController, suggestions: SuggestionListController,
        details: DetailResultListController
    ) {
        self.recommendations = recommendations
        self.suggestions = suggestions
        self.details = details
        active = recommendations
        state = LocationSearchViewState(
            queryText: "", mode: .recommendations, title: recommendations.title, rows: recommendations.rows,
            selectedIndex: nil, status: recommendations.status
        )
        recommendations.delegate = self
        suggestions.delegate = self
        details.delegate = self
    }

    /// Creates the step and its three lists from the services they load from, written with `words`.
    public convenience init(
        locationProvider: any LocationProviding, nearbyFinder: any NearbyPlaceFinding,
        suggester: any PlaceSuggesting, detailSearcher: any PlaceDetailSearching, words: any Localizing,
        clock: any Clock<Duration> = ContinuousClock(), debounceInterval: Duration = .milliseconds(80)
    ) {
        self.init(
            recommendations: RecommendationListController(
                locationProvider: locationProvider, nearbyFinder: nearbyFinder, words: words
            ),
            suggestions: SuggestionListController(
                suggester: suggester, words: words, clock: clock, debounceInterval: debounceInterval
            ),
            details: DetailResultListController(searcher: detailSearcher, words: words)
        )
    }

    // MARK: - Events

    /// Starts loading the places popular near the user.
    public func start() {
        recommendations.load()
        render()
    }

    /// Takes the whole new text: blank text shows recommendations, other text shows suggestions for it.
    public func updateText(_ text: String) {
        queryText = text
        if active === details {
            details.close()
        }
        suggestions.update(text: text)
        activate(suggestions.text.isEmpty ? recommendations : suggestions)
        render()
    }

    /// Highlights the row above, stopping at the first.
    public func moveSelectionUp() {
        guard !active.rows.isEmpty else { return }
        selectedIndex = max((selectedIndex ?? 0) - 1, 0)
        render()
    }

    /// Highlights the row below, stopping at the last.
    public func moveSelectionDown() {
        guard !active.rows.isEmpty else { return }
        selectedIndex = min((selectedIndex ?? -1) + 1, active.rows.count - 1)
        render()
    }

    /// Chooses the highlighted row: a single place ends the step, a group opens its places.
    public func chooseHighlighted() {
        guard let selectedIndex else { return }
        active.chooseRow(at: selectedIndex)
    }

    /// Leaves the detail list, or clears the text; false when there is nothing to go back from.
    @discardableResult
    public func goBack() -> Bool {
        if active === details {
            details.close()
            activate(suggestions.text.isEmpty ? recommendations : suggestions, selection: selectionBeforeDetails)
            render()
            return true
        }
        guard !queryText.isEmpty else { return false }
        updateText("")
        return true
    }

    // MARK: - Swapping lists

    private func activate(_ list: any PlaceListController, selection: Int? = nil) {
        guard list !== active else { return }
        active = list
        selectedIndex = selection ?? (list.rows.isEmpty ? nil : 0)
        if list === recommendations, recommendations.status == .idle || recommendations.status.isFailure {
            recommendations.load()
        }
    }

    private var mode: LocationSearchViewState.Mode {
        if active === details { return .details }
        return active === suggestions ? .suggestions : .recommendations
    }

    // MARK: - Rendering

    private func render() {
        let rows = active.rows
        selectedIndex = rows.isEmpty ? nil : selectedIndex.map { min(max($0, 0), rows.count - 1) }
        let next = LocationSearchViewState(
            queryText: queryText, mode: mode, title: active.title, rows: rows, selectedIndex: selectedIndex,
            status: active.status
        )
        guard next != state else { return }
        state = next
        onStateChange?(next)
    }
}

// MARK: - PlaceListControllerDelegate

extension LocationSearchController: PlaceListControllerDelegate {
    /// Shares the user's location with the other lists, and shows the rows when the list is on screen.
    public func placeList(_ list: any PlaceListController, didLoad rows: [PlaceRow]) {
        if list === recommendations {
            suggestions.near = recommendations.location?.coordinate
            details.near = recommendations.location?.coordinate
        }
        guard list === active else { return }
        selectedIndex = rows.isEmpty ? nil : 0
        render()
    }

    /// Ends the step with the place, when the list is on screen.
    public func placeList(_ list: any PlaceListController, didChoose place: ChosenPlace) {
        guard list === active else { return }
        onChoose?(place)
    }

    /// Opens the detail list for the row, remembering the highlight to come back to.
    public func placeList(_ list: any PlaceListController, didChooseToExpand row: PlaceRow) {
        guard list === active else { return }
        selectionBeforeDetails = selectedIndex
        details.expand(row)
        activate(details)
        render()
    }

    /// Shows the failure, when the list is on screen.
    public func placeList(_ list: any PlaceListController, didFailWith message: String) {
        guard list === active else { return }
        render()
    }
}
