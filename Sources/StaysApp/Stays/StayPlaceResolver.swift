import Foundation
import StaysDomain
import StaysWire

/// Turns `--place ID|TEXT` into one place: an id is looked up, text takes the top suggestion when it is a
/// single city or airport; text standing for several places (a group, region or country on top, or a
/// group of namesakes right below the top) lists them as choices instead.
struct StayPlaceResolver: Sendable {
    /// How many choices an ambiguous text lists.
    static let choiceCount = 10
    /// A group of namesakes this high in the suggestions makes the text ambiguous ("springfield").
    static let namesakeWindow = 3

    /// Suggests places for text.
    let suggester: any PlaceSuggesting
    /// Looks ids up.
    let lookup: any PlaceLookup
    /// Expands groups, regions and countries into their places.
    let detailSearcher: any PlaceDetailSearching
    /// The words refusals are written in.
    let words: any Localizing

    /// The place the text stands for.
    func resolve(_ text: String) async throws -> ResolvedPlace {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw StayCommandError.usage(words.text("app.cli.place-needed")) }
        if Self.looksLikeID(trimmed), let place = try await lookup.place(withID: PlaceID(trimmed)) {
            return ResolvedPlace(id: place.id, name: place.name, coordinate: place.coordinate)
        }
        let query: SuggestionQuery
        do {
            query = try SuggestionQuery(text: trimmed, limit: Self.choiceCount)
        } catch {
            let reason = ProblemWording(words: words).describe(error)
            throw StayCommandError.usage(words.text("app.cli.place-refused", ["reason": .text(reason)]))
        }
        let suggestions = try await suggester.suggestions(for: query)
        guard let top = suggestions.first else {
            throw StayCommandError.usage(words.text("app.cli.no-place", ["text": .text(trimmed.debugDescription)]))
        }
        let sharedName = suggestions.prefix(Self.namesakeWindow).first { $0.kind == .group && $0.title == top.title }
        guard let ambiguous = top.kind.expandsToDetailList ? top : sharedName else {
            return ResolvedPlace(id: top.id, name: top.title, coordinate: top.coordinate)
        }
        let members = try await detailSearcher.places(
            for: PlaceDetailQuery(subject: .group(ambiguous.id), limit: Self.choiceCount))
        let choices = members.map { "\($0.place.id)  \($0.place.name), \($0.place.subtitle)" }
        let sentence = words.text("app.cli.several-places", ["text": .text(trimmed.debugDescription)])
        throw StayCommandError.ambiguousPlace(sentence, choices: choices)
    }

    /// Whether the text is shaped like a place id (`kind:rest`, no spaces).
    private static func looksLikeID(_ text: String) -> Bool {
        text.contains(":") && !text.contains(" ")
    }
}
