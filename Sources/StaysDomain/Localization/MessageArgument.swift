/// A value filled into a message's `{name}` parameter: text as given, or a whole number grouped for the locale.
public enum MessageArgument: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// Text, written as it is.
    case text(String)
    /// A whole number; `count` also picks a plural form.
    case number(Int)

    /// Text from a literal.
    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// A number from a literal.
    public init(integerLiteral value: Int) {
        self = .number(value)
    }
}
