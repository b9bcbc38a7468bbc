import Foundation
import StaysDomain

/// The drawn particulars of one listing: kind, size, price (in US cents, before `LocalPricing`), rules, rating and
/// amenities.
struct SeedShape {
    let kind: PropertyKind
    let room: RoomType
    let bedrooms: Int
    let beds: Int
    let bathrooms: Double
    let maximumGuests: Int
    let nightlyUSCents: Int
    let cleaningUSCents: Int
    let minimumNights: Int
    let rating: Double?
    let reviewCount: Int
    let allowsPets: Bool
    let amenities: [String]

    /// Draws a listing's particulars for a city; one that `sleepsTwo` is never a shared room and sleeps two or more.
    init(city: Place, sleepsTwo: Bool, random: inout SplitMix64) {
        let isCity = city.population >= 100_000
        kind = Self.weighted(SeedVocabulary.kinds.map { ($0.kind, isCity ? $0.city : $0.countryside) }, &random)
        let sharedWeight = sleepsTwo ? 0 : 5
        room = Self.weighted([(RoomType.entirePlace, 65), (.privateRoom, 30), (.sharedRoom, sharedWeight)], &random)
        let largest = [.house, .villa].contains(kind) ? 6 : 3
        bedrooms = room == .entirePlace ? Int.random(in: (kind == .villa ? 2 : 0)...largest, using: &random) : 1
        beds = room == .entirePlace ? max(1, bedrooms + Int.random(in: 0...1, using: &random)) : 1
        bathrooms = room == .entirePlace ? 1 + 0.5 * Double(Int.random(in: 0...bedrooms, using: &random)) : 1
        maximumGuests =
            switch room {
            case .entirePlace: max(2, bedrooms * 2 + Int.random(in: 0...1, using: &random))
            case .privateRoom: sleepsTwo ? 2 : Int.random(in: 1...2, using: &random)
            case .sharedRoom: 1
            }
        let roomFactor =
            switch room {
            case .entirePlace: 100 + 25 * max(0, bedrooms - 1)
            case .privateRoom: 45
            case .sharedRoom: 25
            }
        let cityFactor = city.population >= 1_000_000 ? 130 : isCity ? 110 : 90
        let noise = Int.random(in: 60...160, using: &random)
        let level = CountryPriceLevels.level(forCountry: city.countryCode) * SeedVocabulary.priceFactor(of: kind) / 100
        nightlyUSCents = max(1_000, level * roomFactor / 100 * cityFactor / 100 * noise / 100 / 100 * 100)
        cleaningUSCents =
            room == .sharedRoom ? 0 : nightlyUSCents * Int.random(in: 10...30, using: &random) / 100 / 100 * 100
        minimumNights = Self.weighted([(1, 50), (2, 28), (3, 12), (5, 6), (7, 4)], &random)
        if StaySeedGenerator.unit(&random) < 0.12 {
            (rating, reviewCount) = (nil, 0)
        } else {
            reviewCount = max(1, Int(exp(StaySeedGenerator.unit(&random) * 6)))
            rating = ((3.6 + 1.4 * StaySeedGenerator.unit(&random).squareRoot()) * 100).rounded() / 100
        }
        allowsPets = StaySeedGenerator.unit(&random) < 0.25
        var amenities = SeedVocabulary.amenities.filter { Int.random(in: 0..<100, using: &random) < $0.percent }
            .map(\.name)
        if allowsPets { amenities.append("pets allowed") }
        self.amenities = amenities
    }

    /// A choice drawn in proportion to the weights.
    static func weighted<Choice>(_ choices: [(Choice, Int)], _ random: inout SplitMix64) -> Choice {
        var draw = Int.random(in: 0..<choices.reduce(0) { $0 + $1.1 }, using: &random)
        for (choice, weight) in choices {
            if draw < weight { return choice }
            draw -= weight
        }
        return choices[choices.count - 1].0
    }
}
