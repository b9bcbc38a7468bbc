import StaysDomain

/// Writes the Who step's text in the catalogue's words: row titles, subtitles and the one-line summary.
struct GuestSearchLabels: Sendable {
    /// The words, in the person's language.
    let words: any Localizing

    // MARK: - Rows

    /// The row's name, e.g. "Adults" or "성인".
    func title(for kind: GuestKind) -> String {
        words.text("app.who.\(kind.rawValue)")
    }

    /// Who counts as this kind, e.g. "Ages 13 or above".
    func subtitle(for kind: GuestKind) -> String {
        words.text("app.who.\(kind.rawValue).detail")
    }

    // MARK: - Summary

    /// The counts in one line: guests (adults and children), then infants and pets when any, e.g.
    /// "2 guests, 1 infant, 1 pet" or "게스트 2명, 유아 1명, 반려동물 1마리"; "Add guests" when nobody is coming.
    func summary(for counts: GuestCounts) -> String {
        guard !counts.isEmpty else { return words.text("app.who.add-guests") }
        let parts = [
            words.text("common.guests", count: counts.occupancy),
            counts.infants > 0 ? words.text("app.who.infants.count", count: counts.infants) : nil,
            counts.pets > 0 ? words.text("app.who.pets.count", count: counts.pets) : nil,
        ]
        return parts.compactMap { $0 }.joined(separator: ", ")
    }
}
