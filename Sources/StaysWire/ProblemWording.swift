import Foundation
import StaysDomain

/// Writes a domain error for people in their language: the catalogue's `problem.<code>` sentence with the error's
/// values filled in, a filter's name through `problem.value.<name>`. The server, the command line and the screens
/// share it, so an error reads the same everywhere.
public struct ProblemWording: Sendable {
    private let words: any Localizing

    /// Wording in `words`' language.
    public init(words: any Localizing) {
        self.words = words
    }

    // MARK: - Sentences

    /// The sentence for `error`, or nil when it is no domain error.
    public func sentence(for error: any Error) -> String? {
        DomainProblem.members(for: error).map { sentence(code: $0.code, values: $0.values) }
    }

    /// The sentence for a problem's code and values.
    public func sentence(code: ProblemCode, values: ProblemValues) -> String {
        words.text("problem.\(code.rawValue)", arguments(of: values))
    }

    /// The sentence for `error`, or the error's own description when it is no domain error (a failure outside the
    /// domain, e.g. a broken connection, keeps the words of the layer that failed).
    public func describe(_ error: any Error) -> String {
        sentence(for: error) ?? String(describing: error)
    }

    // MARK: - Values

    /// A problem's scalar values as message parameters (`maximum`, `nights`, `filter`, …); the `filter` it names is
    /// written in the language through `problem.value.<filter>`.
    public func arguments(of values: ProblemValues) -> [String: MessageArgument] {
        guard let data = try? JSONEncoder().encode(values),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object.compactMapValues { value in
            if let number = value as? Int { return .number(number) }
            return (value as? String).map { .text($0) }
        }.merging(filterName(values)) { $1 }
    }

    /// The filter's name in the language, when the problem names a filter the catalogue has words for.
    private func filterName(_ values: ProblemValues) -> [String: MessageArgument] {
        guard let filter = values.filter, words.has("problem.value.\(filter)") else { return [:] }
        return ["filter": .text(words.text("problem.value.\(filter)"))]
    }
}
