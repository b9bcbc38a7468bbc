import StaysDomain

/// Knows a fixed set of stays; asking for any other id answers nil.
public struct StayLookupStub: StayLookup {
    private let stays: [StayID: Stay]
    /// Whether calls throw `TestDoubleError.forcedFailure`.
    public let shouldFail: Bool

    /// Creates a stub knowing `stays`.
    public init(stays: [Stay], shouldFail: Bool = false) {
        self.stays = Dictionary(stays.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.shouldFail = shouldFail
    }

    /// The stay with that id, or nil.
    public func stay(withID id: StayID) async throws -> Stay? {
        if shouldFail { throw TestDoubleError.forcedFailure }
        return stays[id]
    }
}
