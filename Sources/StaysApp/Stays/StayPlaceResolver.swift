import Foundation

import StaysDomain

/// Turns `--place ID|TEXT` into one place: an id is looked up, text takes the top suggestion when it is a
/// single city or airport; text standing for several places lists them as choices instead.
struct StayPlaceResolver: Sendable {
    /// How many choices an ambiguous text lists.
    static let choiceCount = 10

    /// Suggests places for text.
    let suggester: any PlaceSuggesting
    /// Looks ids up.
    let lookup: any PlaceLookup
    /// Expands groups, regions and countries into their places.
    let detailSearcher: any PlaceDetailSearching

    /// The place the text stands for.
    func resolve(_ text: String) async throws -> ResolvedPlace {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw StayCommandError.usage("--place needs a place id or name") }
        if Self.looksLikeID(trimmed), let place = try await lookup.place(withID: PlaceID(trimmed)) {
            return ResolvedPlace(id: place.id, name: place.name, coordinate: place.coordinate)
        }
        let query: SuggestionQuery
        do {
            query = try SuggestionQuery(text: trimmed, limit: Self.choiceCount)
        } catch {
            throw StayCommandError.usage("--place: \(error.description)")
        }
        guard let top = try await suggester.suggestions(for: query).first else {
            throw StayCommandError.usage("no place matches \(trimmed.debugDescription)")
        }
        guard top.kind.expandsToDetailList else {
            return ResolvedPlace(id: top.id, name: top.title, coordinate: top.coordinate)
        }
        let members = try await detailSearcher.places(for: PlaceDetailQuery(subject: .group(top.id), limit: Self.choiceCount))
        let choices = members.map { "\($0.place.id)  \($0.place.name), \($0.place.subtitle)" }
        throw StayCommandError.ambiguousPlace(trimmed, choices: choices)
    }

    /// Whether the text is shaped like a place id (`kind:rest`, no spaces).
    private static func looksLikeID(_ text: String) -> Bool {
        text.contains(":") && !text.contains(" ")
    }
}
