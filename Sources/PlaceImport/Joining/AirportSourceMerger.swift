import Foundation
import StaysDomain

/// Joins OurAirports' fields to airportsdata's airports. A pair sharing a code (ICAO, else IATA in the same
/// country) that lies close together is one airport: it takes OurAirports' aerodrome reference point and its
/// other names. A pair far apart is one airport only when airportsdata's point, read as degrees-minutes-seconds
/// digits, lands on OurAirports' point; otherwise the two sources disagree, airportsdata's record stays as it is
/// and OurAirports' row is left out. Fields only OurAirports lists are added, unless an airport of the same name already lies close by.
struct AirportSourceMerger: Sendable {
    /// Within this distance the two sources agree on where an airport is.
    let agreeKilometres: Double
    /// A degrees-minutes-seconds reading must land within this distance of OurAirports' point.
    let mixUpKilometres: Double

    /// Creates a merger; by default the sources agree within 20 km, and a mix-up must land within 5 km.
    init(agreeKilometres: Double = 20, mixUpKilometres: Double = 5) {
        self.agreeKilometres = agreeKilometres
        self.mixUpKilometres = mixUpKilometres
    }

    // MARK: - Merging

    /// The airports with OurAirports' points and names joined in, followed by the fields only OurAirports lists.
    func merged(_ airports: [AirportRecord], with fields: [OurAirportsRecord]) -> AirportMerge {
        let catalogue = OurAirportsCatalogue(fields)
        var claimed: Set<Int> = []
        var merge = AirportMerge(airports: [], corrections: [], summary: .init())
        for airport in airports {
            guard let index = catalogue.match(for: airport), claimed.insert(index).inserted else {
                merge.airports.append(airport)
                continue
            }
            merge.airports.append(joined(airport, fields[index], catalogue: catalogue, into: &merge))
        }
        let known = KnownAirportNames(merge.airports)
        let takenIATA = Set(airports.map(\.iata).filter { !$0.isEmpty })
        for (index, field) in fields.enumerated() where !claimed.contains(index) {
            guard !known.contains(field.name, near: field.coordinate, within: agreeKilometres) else { continue }
            merge.airports.append(added(field, takenIATA: takenIATA, catalogue: catalogue))
            merge.summary.added += 1
        }
        return merge
    }

    // MARK: - Pairs

    /// The airport with the field's point and names, or unchanged when the sources disagree on where it is.
    private func joined(
        _ airport: AirportRecord, _ field: OurAirportsRecord, catalogue: OurAirportsCatalogue,
        into merge: inout AirportMerge
    ) -> AirportRecord {
        let apart = airport.coordinate.distanceKilometres(to: field.coordinate)
        if apart > agreeKilometres {
            guard let correction = mixUp(of: airport, against: field) else {
                merge.summary.disagreeing += 1
                return airport
            }
            merge.corrections.append(correction)
        }
        merge.summary.joined += 1
        var joined = airport
        joined.coordinate = field.coordinate
        joined.otherNames = catalogue.otherNames(of: field, besides: airport.name)
        joined.isUnscheduledField = field.isUnscheduledField
        return joined
    }

    /// The fix of an airport whose point, read as degrees-minutes-seconds digits, lands on OurAirports' point.
    private func mixUp(of airport: AirportRecord, against field: OurAirportsRecord) -> AirportCorrection? {
        let old = airport.coordinate
        guard let latitude = AirportCoordinateChecker.fromDegreesMinutesSeconds(old.latitude),
            let longitude = AirportCoordinateChecker.fromDegreesMinutesSeconds(old.longitude)
        else { return nil }
        let reading = Coordinate(latitude: latitude, longitude: longitude)
        guard reading.distanceKilometres(to: field.coordinate) <= mixUpKilometres else { return nil }
        return AirportCorrection(
            code: airport.code, name: airport.name, city: "OurAirports' point", from: old, to: field.coordinate,
            kilometresBefore: old.distanceKilometres(to: field.coordinate), kilometresAfter: 0)
    }

    /// A record for a field only OurAirports lists; it keeps its IATA code when no airport of ours has it.
    private func added(
        _ field: OurAirportsRecord, takenIATA: Set<String>, catalogue: OurAirportsCatalogue
    ) -> AirportRecord {
        let iata = field.isMinor || takenIATA.contains(field.iata) ? "" : field.iata
        let looksICAO = field.ident.count == 4 && field.ident.allSatisfy { $0.isASCII && $0.isUppercase }
        return AirportRecord(
            iata: iata, icao: looksICAO ? field.ident : "", name: field.name, city: field.municipality,
            countryCode: field.countryCode, coordinate: field.coordinate, timeZone: "",
            ident: iata.isEmpty ? field.ident : "", otherNames: catalogue.otherNames(of: field, besides: field.name),
            isMinor: field.isMinor, isUnscheduledField: field.isUnscheduledField)
    }
}

// MARK: - Result

/// The merged airports, the points fixed on the way, and how many of each case there were.
struct AirportMerge: Sendable {
    /// airportsdata's airports, joined where OurAirports has them, then the fields only OurAirports lists.
    var airports: [AirportRecord]
    /// Degrees-minutes-seconds mix-ups that OurAirports' point confirmed.
    var corrections: [AirportCorrection]
    /// The counts of the import report.
    var summary: AirportMergeSummary
}
