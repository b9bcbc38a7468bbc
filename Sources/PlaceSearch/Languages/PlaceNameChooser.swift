import Foundation

/// Chooses which of a place's names in one language's script is shown. GeoNames lists a place's names with no
/// language tag and no order of preference, so the rule reads the names themselves:
/// 1. a kind word after a space is left off ("오사카 시" → "오사카"), and a name that is another name plus a kind
///    word is a formal form, not shown ("서울특별시", "서울시" beside "서울"; "뉴욕 시" beside "뉴욕");
/// 2. the names whose reading in Latin letters (ICU's Any-Latin, diacritics dropped) lies within two edits of the
///    reading nearest the main name are kept: the transcription, not an old name or a Sino-Korean reading
///    (서울, not 한양 or 경성; 도쿄, not 동경; 베이징, not 북경);
/// 3. of those, the longest, a fuller transcription (싱가포르 over 싱가폴, 멜버른 over 멜번); then the nearest reading;
///    then the first in the index's order.
struct PlaceNameChooser {
    /// The language whose names are chosen.
    let language: PlaceNameLanguage

    // MARK: - Choosing

    /// The name to show among `names` (already in the language's script) of a place whose main name is
    /// `mainName`, or nil when there is none.
    func best(of names: [String], mainName: String) -> String? {
        var forms: [String] = []
        for name in names.map(language.shownForm) where !forms.contains(name) {
            forms.append(name)
        }
        let shown = forms.filter { name in !forms.contains { language.isFormalForm(name, of: $0) } }
        guard shown.count > 1 else { return shown.first }
        let target = Self.reading(of: mainName)
        let scored = shown.map { (name: $0, distance: Self.distance(Self.reading(of: $0), target)) }
        let nearest = scored.map(\.distance).min() ?? 0
        return scored.filter { $0.distance <= nearest + 2 }
            .min { ($1.name.count, $0.distance) < ($0.name.count, $1.distance) }?.name
    }

    // MARK: - Readings

    /// The letters of `text` read in Latin, lower case, without diacritics, spaces or punctuation.
    static func reading(of text: String) -> [Unicode.Scalar] {
        let latin = text.applyingTransform(.toLatin, reverse: false) ?? text
        let plain = latin.applyingTransform(.stripDiacritics, reverse: false) ?? latin
        return plain.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic }
    }

    /// The Levenshtein distance between two readings.
    static func distance(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Int {
        guard !left.isEmpty else { return right.count }
        var previous = Array(0...right.count)
        var current = previous
        for (row, leftScalar) in left.enumerated() {
            current[0] = row + 1
            for (column, rightScalar) in right.enumerated() {
                let substitution = previous[column] + (leftScalar == rightScalar ? 0 : 1)
                current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
