/// Who is coming on a stay: adults, children, infants and pets.
public struct GuestCounts: Hashable, Sendable, Codable {
    /// The most adults and children together a search allows.
    public static let maximumOccupancy = 16
    /// The most infants a search allows.
    public static let maximumInfants = 5
    /// The most pets a search allows.
    public static let maximumPets = 5

    /// Guests aged 13 or above.
    public let adults: Int
    /// Guests aged 2 to 12.
    public let children: Int
    /// Guests under 2.
    public let infants: Int
    /// Animals travelling along.
    public let pets: Int

    /// Creates counts with nobody coming yet.
    public init() {
        adults = 0
        children = 0
        infants = 0
        pets = 0
    }

    /// Creates counts, throwing for a negative count, too many guests, infants or pets, or no adult.
    public init(adults: Int, children: Int, infants: Int, pets: Int) throws(GuestCountsError) {
        let counts: [(GuestKind, Int)] = [(.adults, adults), (.children, children), (.infants, infants), (.pets, pets)]
        if let (kind, count) = counts.first(where: { $0.1 < 0 }) {
            throw .negativeCount(kind, count)
        }
        let (occupancy, overflow) = adults.addingReportingOverflow(children)
        guard !overflow, occupancy <= Self.maximumOccupancy else {
            throw .tooManyGuests(overflow ? .max : occupancy, maximum: Self.maximumOccupancy)
        }
        guard infants <= Self.maximumInfants else { throw .tooManyInfants(infants, maximum: Self.maximumInfants) }
        guard pets <= Self.maximumPets else { throw .tooManyPets(pets, maximum: Self.maximumPets) }
        guard adults > 0 || children + infants + pets == 0 else { throw .adultRequired }
        self.adults = adults
        self.children = children
        self.infants = infants
        self.pets = pets
    }

    // MARK: - Reading

    /// The guests a stay must have room for: adults and children; infants and pets do not count.
    public var occupancy: Int {
        adults + children
    }

    /// Whether nobody has been added.
    public var isEmpty: Bool {
        adults + children + infants + pets == 0
    }

    /// The count of one kind of guest.
    public func count(of kind: GuestKind) -> Int {
        switch kind {
        case .adults: adults
        case .children: children
        case .infants: infants
        case .pets: pets
        }
    }

    /// These counts with one kind set to `count`, throwing when the result breaks a rule.
    public func setting(_ kind: GuestKind, to count: Int) throws(GuestCountsError) -> GuestCounts {
        try GuestCounts(
            adults: kind == .adults ? count : adults,
            children: kind == .children ? count : children,
            infants: kind == .infants ? count : infants,
            pets: kind == .pets ? count : pets
        )
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case adults, children, infants, pets
    }

    /// Decodes the four counts, rejecting any that break a rule.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                adults: container.decode(Int.self, forKey: .adults),
                children: container.decode(Int.self, forKey: .children),
                infants: container.decode(Int.self, forKey: .infants),
                pets: container.decode(Int.self, forKey: .pets)
            )
        } catch let error as GuestCountsError {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }
}
