import StaysDomain

// MARK: - Key hints

extension Localizing {
    /// The hints of `keys` (nil ones left out) on one line, e.g. "↑↓ move · Enter choose · Esc back".
    func hints(_ keys: [String?]) -> String {
        keys.compactMap { $0 }.map { text($0) }.joined(separator: " · ")
    }
}
