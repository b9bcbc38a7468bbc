import StaysDomain

/// Words the seed generator draws listings from; everything they make up is synthetic.
enum SeedVocabulary {
    /// First words of titles.
    static let adjectives = [
        "Cozy", "Sunny", "Quiet", "Bright", "Charming", "Modern", "Spacious", "Stylish", "Rustic", "Central",
        "Peaceful", "Elegant", "Airy", "Classic", "Hidden",
    ]
    /// Hosts' first names.
    static let hostNames = [
        "Ana", "Ben", "Chloé", "Dae-jung", "Emre", "Fatima", "Giulia", "Hiro", "Ines", "Jonas", "Kwame", "Lena",
        "Mateo", "Nadia", "Olu", "Priya", "Quentin", "Rosa", "Sven", "Tomás", "Uma", "Viktor", "Wen", "Yara",
    ]
    /// Amenities besides "pets allowed", each listed by a share of stays.
    static let amenities: [(name: String, percent: Int)] = [
        ("wifi", 95), ("kitchen", 75), ("washer", 55), ("air conditioning", 50), ("heating", 70),
        ("free parking", 40), ("workspace", 35), ("tv", 60), ("pool", 8), ("hot tub", 6), ("gym", 7),
        ("balcony", 30), ("self check-in", 45), ("breakfast", 12),
    ]
    /// Property kinds with their weights in cities and in the countryside.
    static let kinds: [(kind: PropertyKind, city: Int, countryside: Int)] = [
        (.apartment, 55, 15), (.house, 15, 25), (.loft, 8, 3), (.cabin, 1, 15), (.cottage, 2, 14),
        (.villa, 3, 10), (.bungalow, 2, 8), (.guesthouse, 14, 10),
    ]
    /// Price factor of each kind, in percent.
    static func priceFactor(of kind: PropertyKind) -> Int {
        switch kind {
        case .apartment, .guesthouse: 100
        case .house, .cottage, .bungalow: 120
        case .loft: 130
        case .cabin: 110
        case .villa: 220
        }
    }
}
