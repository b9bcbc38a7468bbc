import Foundation
import StaysDomain
import StaysTestSupport
import XCTest

extension CatalogContract {
    // MARK: - Filters

    /// A filtered search lists exactly the stays `StayFilters.admits` passes, in any combination, and its histogram
    /// counts the same stays.
    func filteredSearches() async throws {
        let stays = (1...48).map(Self.variedStay)
        let catalog = try await open(stays.map { CatalogFixture.seeded($0) })
        let combinations: [StayFilters] = [
            .none,
            try StayFilters(roomTypes: [.privateRoom]),
            try StayFilters(roomTypes: [.entirePlace, .sharedRoom], propertyKinds: [.cabin, .villa, .loft]),
            try StayFilters(minimumBedrooms: 3),
            try StayFilters(minimumBedrooms: 2, minimumBeds: 3, minimumBathrooms: 1.5),
            try StayFilters(amenities: [.wifi, .kitchen]),
            try StayFilters(amenities: [.pool, .hotTub, .selfCheckIn]),
            try StayFilters(
                roomTypes: [.entirePlace], propertyKinds: [.apartment, .house], minimumBedrooms: 1, amenities: [.wifi]),
            try StayFilters(minimumBedrooms: 50),
        ]
        for filters in combinations {
            let query = try StayQuery(
                area: .place(id: "geonames:1835848", center: CatalogFixture.seoul, radiusKilometres: 10),
                dates: .fixture("2030-03-01", "2030-03-04"), guests: .fixture(), filters: filters, pageSize: 100,
                today: CatalogFixture.today)
            let expected = Set(stays.filter(filters.admits).map(\.id))
            let page = try await catalog.search(query)
            XCTAssertEqual(Set(page.results.map(\.stay.id)), expected, "\(filters)")
            XCTAssertEqual(page.total, expected.count, "\(filters)")
            let histogram = try await catalog.histogram(query, bucketCount: 5)
            XCTAssertEqual(histogram.total, expected.count, "histogram of \(filters)")
        }
    }

    /// A box search lists the stays inside the box, also when the box crosses the antimeridian.
    func boxSearches() async throws {
        let places: [(StayID, Double, Double)] = [
            ("stay:0000001", -17.8, 179.6), ("stay:0000002", -17.8, -179.6), ("stay:0000003", -17.8, 178.0),
            ("stay:0000004", 37.57, 126.98),
        ]
        let catalog = try await open(
            places.map { id, latitude, longitude in
                CatalogFixture.seeded(.fixture(id: id, coordinate: Coordinate(latitude: latitude, longitude: longitude)))
            })
        let boxes: [(west: Double, south: Double, east: Double, north: Double, expected: Set<StayID>)] = [
            (179.0, -18.5, -179.0, -17.0, ["stay:0000001", "stay:0000002"]),
            (177.0, -18.5, 179.9, -17.0, ["stay:0000001", "stay:0000003"]),
            (126.0, 37.0, 127.5, 38.0, ["stay:0000004"]),
            (-10.0, 0.0, 10.0, 10.0, []),
        ]
        for box in boxes {
            let area = try BoundingBox(
                southWest: Coordinate(latitude: box.south, longitude: box.west),
                northEast: Coordinate(latitude: box.north, longitude: box.east))
            let query = try StayQuery(
                area: .box(area), dates: .fixture("2030-03-01", "2030-03-04"), guests: .fixture(), sort: .distance,
                today: CatalogFixture.today)
            let page = try await catalog.search(query)
            XCTAssertEqual(Set(page.results.map(\.stay.id)), box.expected, "\(box)")
            XCTAssertEqual(page.total, box.expected.count, "\(box)")
        }
    }

    // MARK: - Stays

    /// Stay `number` of a set near central Seoul whose type, kind, rooms and amenities vary with the number.
    private static func variedStay(_ number: Int) -> Stay {
        let amenities = Amenity.allCases.enumerated().filter { (number * 7 + $0.offset * 3) % 5 < 2 }.map(\.element)
        return Stay(
            id: StayID(String(format: "stay:%07d", number)), title: "Varied \(number)",
            propertyKind: PropertyKind.allCases[number % PropertyKind.allCases.count],
            roomType: RoomType.allCases[number % RoomType.allCases.count], maximumGuests: 4, bedrooms: number % 5,
            beds: number % 6, bathrooms: Double(number % 4) / 2, nightlyPrice: Money(minorUnits: 5_000 + number * 250),
            cleaningFee: Money(minorUnits: 1_000), minimumNights: 1, rating: 4.5, reviewCount: number,
            amenities: amenities.map(\.listedName) + ["sauna"], allowsPets: false,
            coordinate: Coordinate(latitude: 37.55 + Double(number) * 0.001, longitude: 126.97),
            placeID: "test:city:Seoul", hostName: "Mina", cancellationPolicy: .flexible)
    }
}
