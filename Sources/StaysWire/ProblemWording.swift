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

    /// A problem's values as message parameters (`maximum`, `nights`, `filter`, …); a text value with a message
    /// `problem.value.<value>` (a filter's name) is written in the language too.
    public func arguments(of values: ProblemValues) -> [String: MessageArgument] {
        guard let data = try? JSONEncoder().encode(values),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object.mapValues { value in
            if let number = value as? Int { return .number(number) }
            let text = "\(value)"
            let key = "problem.value.\(text)"
            return .text(words.has(key) ? words.text(key) : text)
        }
    }
}
