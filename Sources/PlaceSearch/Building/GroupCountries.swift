/// The countries a group's subtitle lists: most members first, ties by country index, so the index builder and a
/// subtitle written later in another language list them alike.
enum GroupCountries {
    /// The distinct country indices (-1 for none) of the members, ranked.
    static func ranked(_ memberCountries: [Int32]) -> [Int32] {
        let counts = Dictionary(memberCountries.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
    }
}
