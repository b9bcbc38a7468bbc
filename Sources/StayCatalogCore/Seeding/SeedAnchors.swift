import StaysDomain

/// The cities stays are placed around, each weighted by population, more for big cities and cities near airports.
struct SeedAnchors: Sendable {
    /// Cities within this distance of an airport count as near one.
    static let airportReachKilometres = 30.0

    /// The cities.
    let cities: [Place]
    /// Running sums of the weights, for a binary search by a uniform draw.
    let cumulativeWeights: [Double]

    /// Weights the cities: population, ×1.5 from a million people up, ×1.5 near an airport.
    init(cities: [Place], airports: [Place]) {
        var grid: [Int: [Coordinate]] = [:]
        for airport in airports {
            grid[Self.cell(of: airport.coordinate), default: []].append(airport.coordinate)
        }
        var sum = 0.0
        var sums: [Double] = []
        sums.reserveCapacity(cities.count)
        for city in cities {
            var weight = Double(max(city.population, 1))
            if city.population >= 1_000_000 { weight *= 1.5 }
            if Self.isNearAirport(city.coordinate, grid: grid) { weight *= 1.5 }
            sum += weight
            sums.append(sum)
        }
        self.cities = cities
        cumulativeWeights = sums
    }

    /// The city a uniform draw in 0..<1 lands on.
    func city(at draw: Double) -> Place {
        let target = draw * (cumulativeWeights.last ?? 0)
        var low = 0
        var high = cumulativeWeights.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulativeWeights[middle] <= target { low = middle + 1 } else { high = middle }
        }
        return cities[low]
    }

    // MARK: - Airports

    private static func cell(of coordinate: Coordinate) -> Int {
        Int((coordinate.latitude + 90).rounded(.down)) * 1000 + Int((coordinate.longitude + 180).rounded(.down))
    }

    private static func isNearAirport(_ coordinate: Coordinate, grid: [Int: [Coordinate]]) -> Bool {
        let centre = cell(of: coordinate)
        for latitudeStep in -1...1 {
            for longitudeStep in -1...1 {
                let airports = grid[centre + latitudeStep * 1000 + longitudeStep] ?? []
                if airports.contains(where: { $0.distanceKilometres(to: coordinate) <= airportReachKilometres }) {
                    return true
                }
            }
        }
        return false
    }
}
