/// Loads the rules of a catalogue as it is now (the guest limit follows its largest stay).
public protocol StayRulesLoading: Sendable {
    /// The rules every front end applies to this catalogue.
    func stayRules() async throws -> StayRules
}
