import Foundation
import StaysDomain

/// Checks each airport against the GeoNames place of its served city's name: an airport lying farther than a
/// sensible distance from it whose coordinates, read as degrees-minutes-seconds digits (50.5405 as 50°54'05"),
/// land close beside that place is moved there. Only both values read that way count, since a mix-up writes the
/// whole record in one form; and the fix must land close, since many real airports lie 30–50 km from the city
/// they serve (Incheon, Daxing) and one value read alone, or a loose bound, moved them to wrong places.
struct AirportCoordinateChecker: Sendable {
    /// Farther than this from its city, an airport is checked.
    let sensibleKilometres: Double
    /// A fix must land within this of the city.
    let besideKilometres: Double
    private let citiesByName: [String: [CityRecord]]

    /// Indexes the cities by country and lower-cased main name; by default 30 km is sensible and 12 km beside.
    init(cities: [CityRecord], sensibleKilometres: Double = 30, besideKilometres: Double = 12) {
        citiesByName = Dictionary(grouping: cities) { Self.key($0.countryCode, $0.name) }
        self.sensibleKilometres = sensibleKilometres
        self.besideKilometres = besideKilometres
    }

    // MARK: - Checking

    /// The airports with fixed coordinates where a fix was found, and what was changed.
    func checked(_ airports: [AirportRecord]) -> (airports: [AirportRecord], corrections: [AirportCorrection]) {
        var corrections: [AirportCorrection] = []
        let fixed = airports.map { airport in
            guard let correction = correction(of: airport) else { return airport }
            corrections.append(correction)
            var moved = airport
            moved.coordinate = correction.to
            return moved
        }
        return (fixed, corrections)
    }

    /// The fix of one airport, or nil when it lies near its city, has no city of that name, or no reading fits.
    func correction(of airport: AirportRecord) -> AirportCorrection? {
        let cities = citiesByName[Self.key(airport.countryCode, airport.city)] ?? []
        guard let city = cities.min(by: { distance(airport.coordinate, $0) < distance(airport.coordinate, $1) }),
            distance(airport.coordinate, city) > sensibleKilometres
        else { return nil }
        let old = airport.coordinate
        guard let latitude = Self.fromDegreesMinutesSeconds(old.latitude),
            let longitude = Self.fromDegreesMinutesSeconds(old.longitude)
        else { return nil }
        let best = Coordinate(latitude: latitude, longitude: longitude)
        guard distance(best, city) <= besideKilometres else { return nil }
        return AirportCorrection(
            code: airport.code, name: airport.name, city: city.name, from: old, to: best,
            kilometresBefore: distance(old, city), kilometresAfter: distance(best, city))
    }

    // MARK: - Parts

    /// Decimal degrees read from digits meant as degrees, minutes and seconds (d.mmss), or nil when the value
    /// has more than four decimals or its minutes or seconds reach 60.
    static func fromDegreesMinutesSeconds(_ value: Double) -> Double? {
        let magnitude = abs(value)
        let degrees = magnitude.rounded(.down)
        let digits = ((magnitude - degrees) * 10_000).rounded()
        guard abs((magnitude - degrees) * 10_000 - digits) < 1e-6 else { return nil }
        let minutes = (digits / 100).rounded(.down)
        let seconds = digits - minutes * 100
        guard minutes < 60, seconds < 60 else { return nil }
        let decimal = degrees + minutes / 60 + seconds / 3600
        return value < 0 ? -decimal : decimal
    }

    private func distance(_ point: Coordinate, _ city: CityRecord) -> Double {
        point.distanceKilometres(to: city.coordinate)
    }

    private func distance(_ point: Coordinate, _ other: Coordinate) -> Double {
        point.distanceKilometres(to: other)
    }

    private static func key(_ countryCode: String, _ name: String) -> String {
        countryCode + "|" + name.lowercased()
    }
}
