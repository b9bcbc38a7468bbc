import Foundation

/// Tidies a list of alternate names: trims them, drops empty, overlong and repeated ones and the main name.
struct AlternateNameCleaner: Sendable {
    /// Names longer than this many characters are dropped as noise.
    let maximumLength: Int

    /// Creates a cleaner; the default limit keeps every real name and drops descriptive sentences.
    init(maximumLength: Int = 200) {
        self.maximumLength = maximumLength
    }

    // MARK: - Cleaning

    /// The names in their first-seen order, without duplicates, blanks, overlong ones or `mainName`.
    func cleaned(_ names: [String], mainName: String) -> [String] {
        var seen: Set<String> = [mainName]
        var kept: [String] = []
        for name in names {
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, trimmed.count <= maximumLength, seen.insert(trimmed).inserted else { continue }
            kept.append(trimmed)
        }
        return kept
    }
}
