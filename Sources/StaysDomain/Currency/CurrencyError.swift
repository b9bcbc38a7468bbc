/// A display currency that cannot be used; reads as a message for the user.
public enum CurrencyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not an ISO 4217 code the rate table converts (`known` lists those it does).
    case unknownCurrency(String, known: [String])

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .unknownCurrency(let text, let known):
            "currency must be one of \(known.joined(separator: ", ")), got \(text.debugDescription)"
        }
    }
}

/// A shipped currency file that cannot be used; says what is wrong with it.
public enum CurrencyDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A code ISO 4217 does not list.
    case unknownCode(String)
    /// A rate that is not a positive number.
    case badRate(code: String, rate: Double)
    /// A line or field that does not have the file's shape.
    case malformed(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unknownCode(let code): "\(code.debugDescription) is not an ISO 4217 currency code"
        case .badRate(let code, let rate): "the rate of \(code) must be a positive number, got \(rate)"
        case .malformed(let what): what
        }
    }
}
