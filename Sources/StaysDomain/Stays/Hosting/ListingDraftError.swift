/// Why a listing draft cannot be saved: the field at fault and what it must be.
public struct ListingDraftError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The draft's field, as the wire names it (e.g. `nightlyPrice`).
    public let field: String
    /// What the field must be, in words.
    public let requirement: String

    /// An error for `field`.
    public init(field: String, requirement: String) {
        self.field = field
        self.requirement = requirement
    }

    /// "title: 1–100 characters without control characters".
    public var description: String { "\(field): \(requirement)" }
}
