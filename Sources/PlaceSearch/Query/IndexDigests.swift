import StaysDomain

/// What scoring a candidate reads about its place, packed side by side so that one memory access brings
/// all of it (the stored arrays keep each field apart, which costs a cache miss per field).
struct PlaceDigest: Sendable {
    /// The place's kind.
    var kind: PlaceKind
    /// Whether it is a heliport, a seaplane base or a closed field, which only its whole name finds (stored
    /// beside the kind, so the digest stays 12 bytes).
    var isMinorAirfield: Bool
    /// Importance before the query is known.
    var importance: Float
    /// Index of the place's main (first) name.
    var mainName: Int32
}

/// What scoring reads about one name, packed: its place and where its words are.
struct NameDigest: Sendable {
    /// The place the name belongs to.
    var owner: Int32
    /// First and one-past-last position of the name's words in the stored name terms.
    var termStart: UInt32
    var termEnd: UInt32
    /// Whether it is an alternate name that weighs less (see `WeakAlternateNames`).
    var isWeak: Bool
    /// Whether it is its place's main name in another spelling (see `MainNameForms`).
    var isMainForm: Bool
}

extension PlaceIndexStorage {
    /// One digest per place.
    func placeDigests() -> [PlaceDigest] {
        (0..<placeCount).map { place in
            PlaceDigest(
                kind: PlaceKindCode.kind(placeKinds[place]),
                isMinorAirfield: placeKinds[place] == PlaceKindCode.minorAirfield,
                importance: placeImportance[place], mainName: Int32(placeNameStarts[place]))
        }
    }

    /// One digest per name.
    func nameDigests() -> [NameDigest] {
        (0..<nameOwners.count).map { name in
            NameDigest(
                owner: nameOwners[name], termStart: nameTermStarts[name], termEnd: nameTermStarts[name + 1],
                isWeak: nameFlags[name] & NameFlags.weak != 0, isMainForm: nameFlags[name] & NameFlags.mainForm != 0)
        }
    }
}
