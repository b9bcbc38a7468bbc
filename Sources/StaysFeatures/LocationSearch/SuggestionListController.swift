import Foundation
import StaysDomain

/// Lists as-you-type suggestions for the text, looked up once typing pauses.
@MainActor
public final class SuggestionListController: PlaceListController {
    // MARK: - Dependencies

    private let suggester: any PlaceSuggesting
    private let typingPause: TypingPause
    private let limit: Int
    private let labels: LocationSearchLabels
    private let distance: DistanceText
    private let request = LatestRequest<[PlaceSuggestion]>()

    // MARK: - State

    /// Who hears what happened in the list; held weakly.
    public weak var delegate: (any PlaceListControllerDelegate)?
    /// The rows of the latest answer.
    public private(set) var rows: [PlaceRow] = []
    /// Where loading stands.
    public private(set) var status: PlaceListStatus = .idle
    /// The text being looked up: control characters made spaces, ends trimmed; empty means nothing to look up.
    public private(set) var text = ""
    /// Where the user is; nearer places rank higher and single places show a distance.
    public var near: Coordinate?
    /// The heading above the rows, "Suggestions".
    public var title: String { labels.suggestions }

    // MARK: - Creating

    /// Creates the list, written with `words`; a lookup starts once `debounceInterval` passes on `clock` without new
    /// text.
    public init(
        suggester: any PlaceSuggesting, words: any Localizing, clock: any Clock<Duration> = ContinuousClock(),
        debounceInterval: Duration = .milliseconds(80), limit: Int = StayRules.suggestionCount
    ) {
        labels = LocationSearchLabels(words: words)
        distance = DistanceText(words: words)
        self.suggester = suggester
        self.typingPause = TypingPause(clock: clock, interval: debounceInterval)
        self.limit = limit
    }

    // MARK: - Typing

    /// Takes new text: blank text clears the list, other text is looked up after the typing pause.
    public func update(text newText: String) {
        text = Self.cleaned(newText)
        guard !text.isEmpty else {
            request.cancel()
            rows = []
            status = .idle
            return
        }
        lookUp(after: typingPause.start())
    }

    // MARK: - PlaceListController

    /// Looks up the current text at once, without waiting for a pause.
    public func load() {
        guard !text.isEmpty else { return }
        lookUp(after: {})
    }

    /// Expands a group, region or country; ends the step for a single place.
    public func chooseRow(at index: Int) {
        guard rows.indices.contains(index) else { return }
        reportChoice(of: rows[index])
    }

    // MARK: - Looking up

    private func lookUp(after pause: @escaping @Sendable () async throws -> Void) {
        let query: SuggestionQuery
        do {
            query = try SuggestionQuery(text: text, near: near, limit: limit)
        } catch {
            request.cancel()
            finish(with: .failure(error), near: near)
            return
        }
        status = .loading
        let near = near
        request.run(
            { [suggester] in
                try await pause()
                try Task.checkCancellation()
                return try await suggester.suggestions(for: query)
            },
            then: { [weak self] result in self?.finish(with: result, near: near) }
        )
    }

    private func finish(with result: Result<[PlaceSuggestion], any Error>, near: Coordinate?) {
        switch result {
        case .success(let suggestions):
            rows = suggestions.map { PlaceRow(suggestion: $0, near: near, distance: distance) }
            status = .finished(rowCount: rows.count)
            delegate?.placeList(self, didLoad: rows)
        case .failure(let error):
            rows = []
            let message = labels.failure(error)
            status = .failed(message)
            delegate?.placeList(self, didFailWith: message)
        }
    }

    // MARK: - Cleaning

    private static func cleaned(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }
        return String(String.UnicodeScalarView(scalars)).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
