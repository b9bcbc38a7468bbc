import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@testable import StayImport

/// A listings file, plain or gzip, becomes real stays placed and priced, and its unusable rows are rejected.
@Suite struct InsideAirbnbImporterTests {
    private static let amsterdam = PlaceWithDistance(
        place: .fixture(id: "geonames:2759794", name: "Amsterdam", countryCode: "NL"), distanceKilometres: 3)

    private static func importer(places: [PlaceWithDistance] = [amsterdam]) -> InsideAirbnbImporter {
        InsideAirbnbImporter(
            places: NearbyPlaceFinderStub(result: places),
            currencies: CountryCurrencies(byCountry: ["NL": Currency(code: "EUR")!]))
    }

    @Test func rowsBecomeRealStaysAndARowWithoutAPriceIsRejectedByLine() async throws {
        let batch = try await Self.importer().listings(in: Array(ListingFiles.amsterdam.utf8), file: "listings.csv")

        #expect(batch.rejections == [ListingRejection(line: 4, reason: .noPrice)])
        let stays = batch.stays.map(\.stay)
        #expect(stays.map(\.id) == ["stay:airbnb-2818", "stay:airbnb-27886"])
        let garden = try #require(stays.first)
        #expect(garden.title == "Quiet Garden View Room & Super Fast Wi-Fi")
        #expect(garden.nightlyPrice == Money(minorUnits: 120_000, currency: "EUR"))
        #expect(garden.bathrooms == 1.5)
        #expect(garden.amenities == ["wifi", "kitchen", "pets allowed"])
        #expect(garden.allowsPets)
        #expect(garden.placeID == "geonames:2759794")
        #expect(!garden.isSynthetic)
        #expect(stays[1].propertyKind == .villa)
        #expect(stays[1].rating == 4.9)
    }

    @Test func aGzipFileReadsLikeThePlainOne() async throws {
        let plain = try await Self.importer().listings(in: Array(ListingFiles.amsterdam.utf8), file: "l.csv")
        let gzip = try await Self.importer().listings(
            in: [UInt8](try ListingFiles.gzipped(ListingFiles.amsterdam)), file: "l.csv.gz")

        #expect(gzip.stays == plain.stays)
        #expect(gzip.rejections == plain.rejections)
    }

    @Test func aBrokenGzipAFileWithoutAPriceColumnAndAShortRowStopTheImport() async throws {
        await #expect(throws: ListingImportError.brokenGzip(file: "l.csv.gz")) {
            try await Self.importer().listings(in: [0x1F, 0x8B, 8, 0, 1, 2, 3], file: "l.csv.gz")
        }
        await #expect(throws: ListingImportError.missingColumn(file: "l.csv", column: "price")) {
            try await Self.importer().listings(
                in: Array("id,name,latitude,longitude,room_type,accommodates\n".utf8), file: "l.csv")
        }
        await #expect(throws: ListingImportError.fieldCount(file: "l.csv", line: 2, expected: 20, found: 3)) {
            try await Self.importer().listings(in: Array((ListingFiles.header + "\n1,2,3\n").utf8), file: "l.csv")
        }
        await #expect(throws: ListingImportError.empty(file: "l.csv")) {
            try await Self.importer().listings(in: [], file: "l.csv")
        }
    }

    @Test func repeatedIdsBadPositionsAndPlacesWithoutACurrencyAreRejected() async throws {
        let rows = [
            ListingFiles.header,
            "1,u,A,,h,52.3,4.9,Entire loft,Entire home/apt,2,,1 bath,1,1,[],$90.00,1,30,0,",
            "1,u,B,,h,52.3,4.9,Entire loft,Entire home/apt,2,,1 bath,1,1,[],$90.00,1,30,0,",
            "2,u,C,,h,95.0,4.9,Entire loft,Entire home/apt,2,,1 bath,1,1,[],$90.00,1,30,0,",
            "3,u,D,,h,52.3,4.9,Entire loft,Tent,2,,1 bath,1,1,[],$90.00,1,30,0,",
            "4,u,E,,h,52.3,4.9,Entire loft,Entire home/apt,0,,1 bath,1,1,[],$90.00,1,30,0,",
            "5,u,F,,h,52.3,4.9,Entire loft,Entire home/apt,2,,1 bath,1,1,[],$90.00,400,800,0,",
            "6,u,G,,h,52.3,4.9,Entire loft,Entire home/apt,2,,1 bath,1,1,[],\"$99,999,999,999,999,999,999\",1,30,0,",
            "x7,u,H,,h,52.3,4.9,Entire loft,Entire home/apt,2,,1 bath,1,1,[],$90.00,1,30,0,",
        ].joined(separator: "\n")
        let batch = try await Self.importer().listings(in: Array(rows.utf8), file: "l.csv")
        #expect(batch.stays.map(\.stay.id) == ["stay:airbnb-1"])
        #expect(
            batch.rejections.map(\.reason) == [
                .repeatedID, .badCoordinate, .unknownRoomType, .noGuests, .tooLongMinimum, .priceTooHigh, .noID,
            ])

        let abroad = PlaceWithDistance(place: .fixture(countryCode: "AQ"), distanceKilometres: 1)
        let elsewhere = try await Self.importer(places: [abroad]).listings(in: Array(rows.utf8), file: "l.csv")
        #expect(elsewhere.stays.isEmpty)
        #expect(elsewhere.rejections.first == ListingRejection(line: 2, reason: .noCurrency))
    }
}
