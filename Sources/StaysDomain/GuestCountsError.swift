/// Why a set of guest counts is refused; each case reads as a message for the user.
public enum GuestCountsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A count is below zero.
    case negativeCount(GuestKind, Int)
    /// Adults and children together exceed the most a search allows.
    case tooManyGuests(Int, maximum: Int)
    /// More infants than a search allows.
    case tooManyInfants(Int, maximum: Int)
    /// More pets than a search allows.
    case tooManyPets(Int, maximum: Int)
    /// Children, infants or pets come without an adult.
    case adultRequired

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .negativeCount(let kind, let count):
            "\(kind.rawValue) must not be negative, got \(count)"
        case .tooManyGuests(let count, let maximum):
            "at most \(maximum) adults and children together, got \(count)"
        case .tooManyInfants(let count, let maximum):
            "at most \(maximum) infants, got \(count)"
        case .tooManyPets(let count, let maximum):
            "at most \(maximum) pets, got \(count)"
        case .adultRequired:
            "at least one adult must come when children, infants or pets do"
        }
    }
}
