import StaysDomain
import StaysTestSupport
import XCTest

final class StayFiltersTests: XCTestCase {
    // MARK: - Ranges

    func testMinimumsOutsideTheirRangeAreRefusedNamingTheFilter() {
        let cases: [(String, () throws -> StayFilters)] = [
            ("bedrooms", { try StayFilters(minimumBedrooms: -1) }), ("beds", { try StayFilters(minimumBeds: 51) }),
            ("bathrooms", { try StayFilters(minimumBathrooms: 1.25) }),
            ("bathrooms", { try StayFilters(minimumBathrooms: .nan) }),
            ("bathrooms", { try StayFilters(minimumBathrooms: .infinity) }),
        ]
        for (filter, make) in cases {
            XCTAssertThrowsError(try make()) { error in
                guard case .filterOutOfRange(let name, _) = error as? StayQueryError else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(name, filter)
            }
        }
        XCTAssertEqual(
            StayQueryError.filterOutOfRange(filter: "bedrooms", value: 80).description,
            "bedrooms must be a whole number from 0 to 50, got 80")
        XCTAssertEqual(
            StayQueryError.filterOutOfRange(filter: "bathrooms", value: 1.25).description,
            "bathrooms must be a number in halves from 0 to 50, got 1.25")
        XCTAssertNoThrow(try StayFilters(minimumBedrooms: 50, minimumBeds: 0, minimumBathrooms: 49.5))
    }

    // MARK: - Admitting

    func testEveryFilterMustPassAndAnEmptySetAcceptsAll() throws {
        let stay = Stay.fixture(amenities: ["wifi", "kitchen", "hot tub", "sauna"])
        XCTAssertTrue(StayFilters.none.admits(stay))
        XCTAssertTrue(try StayFilters(roomTypes: [.entirePlace, .sharedRoom]).admits(stay))
        XCTAssertFalse(try StayFilters(roomTypes: [.privateRoom]).admits(stay))
        XCTAssertTrue(try StayFilters(propertyKinds: [.loft]).admits(stay))
        XCTAssertFalse(try StayFilters(propertyKinds: [.cabin]).admits(stay))
        XCTAssertTrue(try StayFilters(minimumBedrooms: 2, minimumBeds: 2, minimumBathrooms: 1.5).admits(stay))
        XCTAssertFalse(try StayFilters(minimumBedrooms: 3).admits(stay))
        XCTAssertFalse(try StayFilters(minimumBathrooms: 2).admits(stay))
        XCTAssertTrue(try StayFilters(amenities: [.wifi, .hotTub]).admits(stay))
        XCTAssertFalse(try StayFilters(amenities: [.wifi, .pool]).admits(stay))
    }

    func testCountCountsEachChoice() throws {
        XCTAssertEqual(StayFilters.none.count, 0)
        XCTAssertTrue(StayFilters.none.isEmpty)
        let filters = try StayFilters(
            roomTypes: [.entirePlace], propertyKinds: [.house, .villa], minimumBedrooms: 2, amenities: [.wifi])
        XCTAssertEqual(filters.count, 5)
        XCTAssertFalse(filters.isEmpty)
    }

    // MARK: - Amenity names

    func testEveryAmenityRoundTripsThroughTheWordAStayLists() {
        for amenity in Amenity.allCases {
            XCTAssertEqual(Amenity(listedName: amenity.listedName), amenity)
        }
        XCTAssertNil(Amenity(listedName: "sauna"))
        XCTAssertEqual(Amenity.airConditioning.listedName, "air conditioning")
    }
}
