import Foundation
import StaysDomain

/// Makes synthetic listings around real cities, deterministically: the same seed, places and day give the same
/// catalogue, and listing `i` never depends on any other listing, so it is computed on demand. A `SeedPlan` gives
/// every city of 100,000 people or more a quota of listings for two close to its centre before the weighted draw.
public struct StaySeedGenerator: StaySeedSource {
    /// How many listings the generator yields.
    public let count: Int
    let seed: UInt64
    let plan: SeedPlan
    let days: [CalendarDay]
    let bookedAt: Double
    let pricing: LocalPricing

    /// Places `count` listings around `cities` (a quota near each big city, the rest by population, more near big
    /// cities and `airports`), with blocked nights and bookings in the year after `today`, each priced in its
    /// country's currency by `pricing`.
    public init(
        count: Int, seed: UInt64, cities: [Place], airports: [Place], today: CalendarDay,
        pricing: LocalPricing = .usDollars
    ) {
        self.count = cities.isEmpty ? 0 : max(0, count)
        self.seed = seed
        self.pricing = pricing
        plan = SeedPlan(count: count, cities: cities, airports: airports)
        days = (0...SeedCalendar.horizon).map { today.adding(days: $0) }
        bookedAt = today.startInUTC.timeIntervalSince1970
    }

    // MARK: - Listings

    /// The listing at `index`.
    public func seededStay(at index: Int) -> SeededStay {
        var random = random(for: index)
        let (city, isQuota, coordinate) = placement(of: index, random: &random)
        let shape = SeedShape(city: city, sleepsTwo: isQuota, random: &random)
        let adjective = SeedVocabulary.adjectives.randomElement(using: &random) ?? "Cozy"
        let prices = pricing.prices(
            nightlyUSCents: shape.nightlyUSCents, cleaningUSCents: shape.cleaningUSCents, country: city.countryCode)
        let stay = Stay(
            id: StayID("stay:" + Self.padded(index + 1)), title: "\(adjective) \(shape.kind.rawValue) in \(city.name)",
            propertyKind: shape.kind, roomType: shape.room, maximumGuests: shape.maximumGuests,
            bedrooms: shape.bedrooms, beds: shape.beds, bathrooms: shape.bathrooms,
            nightlyPrice: prices.nightly, cleaningFee: prices.cleaning,
            minimumNights: shape.minimumNights, rating: shape.rating, reviewCount: shape.reviewCount,
            amenities: shape.amenities, allowsPets: shape.allowsPets, coordinate: coordinate, placeID: city.id,
            hostName: SeedVocabulary.hostNames.randomElement(using: &random) ?? "Ana",
            cancellationPolicy: SeedPolicies.policy(forStayNumber: index + 1))
        let calendar = SeedCalendar(days: days, bookedAt: bookedAt)
        let (blocked, bookings) = calendar.events(minimumNights: shape.minimumNights, random: &random)
        return SeededStay(stay: stay, blockedNights: blocked, reservations: bookings)
    }

    /// Where the listing at `index` lies, without drawing the rest of it.
    public func coordinate(at index: Int) -> Coordinate {
        var random = random(for: index)
        return placement(of: index, random: &random).coordinate
    }

    /// The listing's own random stream.
    private func random(for index: Int) -> SplitMix64 {
        SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &+ 1) &* 0xD1B5_4A32_D192_ED03)
    }

    /// The listing's city, whether it is one of the city's quota, and its coordinate: the stream's first draws.
    private func placement(of index: Int, random: inout SplitMix64)
        -> (city: Place, isQuota: Bool, coordinate: Coordinate)
    {
        let (city, isQuota) = plan.city(forListing: index, draw: Self.unit(&random))
        let limit = isQuota ? SeedPlan.quotaRadiusKilometres : .infinity
        return (city, isQuota, Self.scatter(around: city, within: limit, random: &random))
    }

    // MARK: - Drawing

    /// A uniform draw in 0..<1.
    static func unit(_ random: inout SplitMix64) -> Double {
        Double(random.next() >> 11) / Double(1 << 53)
    }

    /// A point within a few kilometres of the city, farther out for bigger cities, at most `limit` away.
    private static func scatter(around city: Place, within limit: Double, random: inout SplitMix64) -> Coordinate {
        let spread = min(limit, 1.5 + 2.5 * log10(Double(max(city.population, 1000)) / 1000))
        let distance = spread * unit(&random).squareRoot()
        let angle = 2 * Double.pi * unit(&random)
        let latitude = min(89.9, max(-89.9, city.coordinate.latitude + distance * cos(angle) / 111.195))
        let cosine = max(0.01, cos(latitude * Double.pi / 180))
        var longitude = city.coordinate.longitude + distance * sin(angle) / (111.195 * cosine)
        if longitude > 180 { longitude -= 360 }
        if longitude < -180 { longitude += 360 }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    private static func padded(_ number: Int) -> String {
        let digits = String(number)
        return digits.count >= 7 ? digits : String(repeating: "0", count: 7 - digits.count) + digits
    }
}
