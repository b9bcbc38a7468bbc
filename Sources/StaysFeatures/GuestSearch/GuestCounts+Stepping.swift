import StaysDomain

extension GuestCounts {
    // MARK: - Stepping

    /// The counts after the + button of `kind`, or nil when a rule forbids it;
    /// a child, infant or pet added while no adult is coming brings one adult along.
    func incremented(_ kind: GuestKind) -> GuestCounts? {
        let base = kind != .adults && adults == 0 ? try? setting(.adults, to: 1) : self
        return try? base?.setting(kind, to: count(of: kind) + 1)
    }

    /// The counts after the − button of `kind`, or nil when a rule forbids it.
    func decremented(_ kind: GuestKind) -> GuestCounts? {
        try? setting(kind, to: count(of: kind) - 1)
    }
}
