/// The whole place index as flat arrays: what the builder makes, the file stores and queries read.
struct PlaceIndexStorage: Sendable, Equatable {
    // MARK: - Places

    /// Stable keys such as `geonames:1835848`.
    var placeKeys = StringPool()
    /// `PlaceKind` raw codes (see `PlaceKindCode`).
    var placeKinds: [UInt8] = []
    /// Latitudes in 1e-5 degrees.
    var placeLatitudes: [Int32] = []
    /// Longitudes in 1e-5 degrees.
    var placeLongitudes: [Int32] = []
    /// Populations (served population for airports).
    var placePopulations: [UInt32] = []
    /// Static importance: population, capital, kind.
    var placeImportance: [Float] = []
    /// Index of the place's country place, or -1.
    var placeCountries: [Int32] = []
    /// Index of the place's region place, or -1.
    var placeRegions: [Int32] = []
    /// ISO country codes, two ASCII letters each.
    var placeCountryCodes = StringPool()
    /// Index into `timeZones`.
    var placeTimeZones: [UInt16] = []
    /// The second line shown under the place's name.
    var placeSubtitles = StringPool()
    /// Names of place `i` are `placeNameStarts[i]..<placeNameStarts[i + 1]`; the first is the main name.
    var placeNameStarts: [UInt32] = [0]
    /// Members of group `i` are `groupMembers[groupMemberStarts[i]..<groupMemberStarts[i + 1]]`.
    var groupMemberStarts: [UInt32] = [0]
    /// Place indices of group members, most important first.
    var groupMembers: [Int32] = []
    /// IANA time zone names.
    var timeZones = StringPool()

    // MARK: - Names

    /// Every name of every place, as written.
    var names = StringPool()
    /// The place each name belongs to.
    var nameOwners: [Int32] = []
    /// Word terms of name `i` are `nameTerms[nameTermStarts[i]..<nameTermStarts[i + 1]]`.
    var nameTermStarts: [UInt32] = [0]
    /// Term indices of each name's words, in order.
    var nameTerms: [Int32] = []
    /// One byte per name: `NameFlags` found at import (a weak alternate name, a main name in another spelling).
    var nameFlags: [UInt8] = []

    // MARK: - Terms

    /// Folded words and multi-word phrases, sorted bytewise so a prefix is a contiguous range.
    var terms = StringPool()
    /// Postings of term `i` are `postings[postingStarts[i]..<postingStarts[i + 1]]`.
    var postingStarts: [UInt32] = [0]
    /// Name indices, most important place first within a term.
    var postings: [Int32] = []

    // MARK: - Top lists

    /// Ranges of at most this many postings are scanned whole; larger ones use top lists.
    var scanLimit: UInt32 = 256

    /// Prefixes whose ranges hold too many postings to scan per keystroke.
    var topPrefixes = StringPool()
    /// The best names of prefix `i` are `topNames[topNameStarts[i]..<topNameStarts[i + 1]]`.
    var topNameStarts: [UInt32] = [0]
    /// Name indices of the most important distinct places under each top prefix.
    var topNames: [Int32] = []

    /// How many places there are.
    var placeCount: Int { placeKinds.count }
}
