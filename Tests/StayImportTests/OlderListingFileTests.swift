import StaysDomain
import StaysTestSupport
import Testing

@testable import StayImport

/// Files of older years: other columns in another order, a cleaning fee, numeric bathrooms, ratings out of 100,
/// blank room counts; and names with control characters.
@Suite struct OlderListingFileTests {
    private static let header =
        "id,name,host_name,room_type,property_type,latitude,longitude,accommodates,bathrooms,bedrooms,beds,amenities,"
        + "price,cleaning_fee,minimum_nights,number_of_reviews,review_scores_rating"

    private static func batch(_ rows: [String]) async throws -> ListingImportBatch {
        let place = PlaceWithDistance(place: .fixture(id: "geonames:5128581", countryCode: "US"), distanceKilometres: 2)
        let importer = InsideAirbnbImporter(
            places: NearbyPlaceFinderStub(result: [place]),
            currencies: CountryCurrencies(byCountry: ["US": Currency(code: "USD")!]))
        return try await importer.listings(
            in: Array(([Self.header] + rows).joined(separator: "\n").utf8), file: "l.csv")
    }

    @Test func anOlderRowKeepsItsCleaningFeeAndGetsRoomCountsWhenBlank() async throws {
        let batch = try await Self.batch([
            "2539,\"Cozy\u{7} room\u{1B}[31m in\tBrooklyn\",John\u{0},Shared room,Shared room in loft,"
                + "40.64749,-73.97237,2,1.5,,,\"[\"\"TV\"\", \"\"Wireless Internet\"\"]\",$149.00,\"$1,025.50\",1,9,93"
        ])
        #expect(batch.rejections == [])
        let stay = try #require(batch.stays.first?.stay)
        #expect(stay.title == "Cozy room [31m in Brooklyn")
        #expect(stay.hostName == "John")
        #expect(stay.roomType == .sharedRoom)
        #expect(stay.propertyKind == .loft)
        #expect((stay.bedrooms, stay.beds, stay.bathrooms) == (0, 1, 1.5))
        #expect(stay.nightlyPrice == Money(minorUnits: 14_900, currency: "USD"))
        #expect(stay.cleaningFee == Money(minorUnits: 102_550, currency: "USD"))
        #expect(stay.rating == 4.65)
        #expect(stay.amenities == ["tv", "wifi"])
        #expect(!stay.allowsPets)
        #expect(stay.cancellationPolicy == .moderate)
    }

    @Test func anEntirePlaceWithoutRoomCountsHasOneBedroomAndOneBed() async throws {
        let batch = try await Self.batch([
            "7,Flat,Ann,Entire home/apt,Entire condo,40.7,-73.9,4,,,,[],$90.00,,2,0,"
        ])
        let stay = try #require(batch.stays.first?.stay)
        #expect((stay.bedrooms, stay.beds, stay.bathrooms, stay.rating, stay.minimumNights) == (1, 1, 1, nil, 2))
    }

    @Test func positionsOutOfRangeAndMissingGuestCountsAreRejected() async throws {
        let batch = try await Self.batch([
            "1,A,Ann,Private room,Room,40.7,-181.0,2,1,1,1,[],$90.00,,1,0,",
            "2,B,Ann,Private room,Room,,-73.9,2,1,1,1,[],$90.00,,1,0,",
            "3,C,Ann,Private room,Room,40.7,-73.9,,1,1,1,[],$90.00,,1,0,",
            "4,D,Ann,Private room,Room,40.7,-73.9,2,1,1,1,[],$0.00,,1,0,",
            "5,E,Ann,Private room,Room,40.7,-73.9,2,1,1,1,[],$90.00,,366,0,",
        ])
        #expect(batch.stays.isEmpty)
        #expect(
            batch.rejections == [
                ListingRejection(line: 2, reason: .badCoordinate), ListingRejection(line: 3, reason: .badCoordinate),
                ListingRejection(line: 4, reason: .noGuests), ListingRejection(line: 5, reason: .noPrice),
                ListingRejection(line: 6, reason: .tooLongMinimum),
            ])
    }
}
