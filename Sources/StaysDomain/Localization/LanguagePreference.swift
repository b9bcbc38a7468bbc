import Foundation

/// Which language a person asked for, read from what their software says (`Accept-Language`, `LANG`), and the
/// best of the languages Stays has for it.
public struct LanguagePreference: Hashable, Sendable {
    /// The language Stays falls back to when nothing asked for is available.
    public static let fallbackLanguage = "en"

    /// Primary language subtags in the order the person prefers them, lower case (`["ko", "en"]`).
    public let languages: [String]
    /// The full tags in the same order, with the region when one was given (`["ko-KR", "en"]`).
    public let tags: [String]

    /// A preference for the given tags, most preferred first (`"ko-KR"`, `"en_US"`; malformed ones are skipped).
    public init(tags: [String]) {
        let cleaned = tags.compactMap(Self.normalized)
        self.tags = cleaned
        self.languages = cleaned.map { String($0.prefix { $0 != "-" }) }
    }

    // MARK: - Reading

    /// The preference an `Accept-Language` header states (RFC 9110 §12.5.4: by `q`, then by position; `q=0` and
    /// `*` ask for nothing).
    public init(acceptLanguage header: String) {
        let weighted = header.split(separator: ",").enumerated().compactMap {
            position, item -> (String, Double, Int)? in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, !tag.isEmpty, tag != "*" else { return nil }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (tag, quality, position) : nil
        }
        let ordered = weighted.sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }
        self.init(tags: ordered.map(\.0))
    }

    /// The preference POSIX locale variables state, the first set of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// (`ko_KR.UTF-8`; `C` and `POSIX` state none).
    public init(environment: [String: String]) {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let tag = value.map { String($0.prefix { $0 != "." && $0 != "@" }) }
        self.init(tags: tag.map { $0 == "C" || $0 == "POSIX" ? [] : [$0] } ?? [])
    }

    // MARK: - Choosing

    /// The first preferred language among `available`, else the fallback language.
    public func best(of available: [String]) -> String {
        languages.first { available.contains($0) } ?? Self.fallbackLanguage
    }

    /// The first preferred tag with a region whose language is `language` (`ko-KR` for `ko`), for dates and
    /// numbers; nil when no such tag names a region (the catalogue's own locale applies then).
    public func locale(for language: String) -> String? {
        zip(tags, languages).first { $0.1 == language && $0.0.contains("-") }?.0
    }

    /// `ko-KR` from `ko_kr`, or nil for anything that is not letters and digits in dash-separated parts of 1–8.
    private static func normalized(_ tag: String) -> String? {
        let parts = tag.replacingOccurrences(of: "_", with: "-").split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy(\.isLetter),
            parts.allSatisfy({
                (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        else { return nil }
        return ([first.lowercased()] + parts.dropFirst().map { $0.count == 2 ? $0.uppercased() : String($0) })
            .joined(separator: "-")
    }
}
