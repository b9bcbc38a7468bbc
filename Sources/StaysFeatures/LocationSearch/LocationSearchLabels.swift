import StaysDomain
import StaysWire

/// Writes the Where step's list headings in the catalogue's words: "Suggestions", "Popular near Seoul", "Places in
/// Illinois".
struct LocationSearchLabels: Sendable {
    /// The words, in the person's language.
    let words: any Localizing

    // MARK: - Headings

    /// The heading over as-you-type suggestions.
    var suggestions: String { words.text("app.where.suggestions") }

    /// "Popular near Seoul" when the location has a name, else "Popular near you".
    func popular(near name: String?) -> String {
        name.map { words.text("app.where.popular-near", ["name": .text($0)]) }
            ?? words.text("app.where.popular-near-you")
    }

    /// "Places named Springfield" for a group, "Places in Illinois" for a region or country, "Places" for none.
    func places(behind subject: PlaceRow?) -> String {
        guard let subject else { return words.text("app.where.places") }
        let key = subject.kind == .group ? "app.where.places-named" : "app.where.places-in"
        return words.text(key, ["name": .text(subject.title)])
    }

    // MARK: - Failures

    /// Why a list could not load, for the person: a domain error's sentence, else the error's own words.
    func failure(_ error: any Error) -> String {
        ProblemWording(words: words).describe(error)
    }
}
