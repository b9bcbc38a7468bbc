/// The rules of a catalogue that cannot tell its largest stay: the guest limit a search accepts.
public struct FixedStayRules: StayRulesLoading {
    /// Creates the loader.
    public init() {}

    /// `StayRules()`, whose guest limit is `GuestCounts.maximumOccupancy`.
    public func stayRules() async throws -> StayRules {
        StayRules()
    }
}
