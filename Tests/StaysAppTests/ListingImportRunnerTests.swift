import Foundation
import StayImport
import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysApp

/// `stays import`: one write of every usable listing, a report of the rest, clear refusals.
@Suite struct ListingImportRunnerTests {
    private static let path = "/data/listings.csv"
    private static let header =
        "id,name,host_name,latitude,longitude,property_type,room_type,accommodates,bathrooms_text,amenities,price"

    private static func runner(
        text: String?, calendar: String? = nil, writer: StaySeedWriterSpy, output: TextOutputSpy
    ) -> ListingImportRunner {
        let place = PlaceWithDistance(place: .fixture(id: "geonames:1835848", countryCode: "KR"), distanceKilometres: 1)
        let files = [path: text, "/data/calendar.csv": calendar].compactMapValues { $0 }
        return ListingImportRunner(
            reader: FileReaderStub(textByPath: files),
            importer: InsideAirbnbImporter(
                places: NearbyPlaceFinderStub(result: [place]),
                currencies: CountryCurrencies(byCountry: ["KR": Currency(code: "KRW")!])),
            writer: writer, today: FixedTodayProvider(day: .fixture("2030-03-01")), output: output)
    }

    @Test func usableListingsAreWrittenOnceAndTheRestReportedByReasonAndLine() async throws {
        let rows =
            [Self.header]
            + (1...7).map { number in
                let price = number.isMultiple(of: 2) ? "" : "\"₩80,000\""
                return "\(number),Hanok \(number),Mina,37.58,126.98,Entire home,Entire home/apt,2,1 bath,[],\(price)"
            }
        let writer = StaySeedWriterSpy()
        let output = TextOutputSpy()

        try await Self.runner(text: rows.joined(separator: "\n"), writer: writer, output: output)
            .importListings(at: Self.path)

        #expect(
            writer.receivedBatches.map { $0.map(\.stay.id.rawValue) } == [
                ["stay:airbnb-1", "stay:airbnb-3", "stay:airbnb-5", "stay:airbnb-7"]
            ])
        #expect(writer.receivedBatches.first?.first?.stay.nightlyPrice == Money(minorUnits: 80_000, currency: "KRW"))
        #expect(
            output.standardOutput
                == "Left out 3 rows:\n  3 with no price (line 3, 5, 7)\nImported 4 listings from listings.csv.\n")
    }

    @Test func aFileThatCannotBeReadOrHoldsNoUsableRowWritesNothing() async throws {
        let writer = StaySeedWriterSpy()
        let output = TextOutputSpy()
        await #expect(throws: StayCommandError.failed("/data/listings.csv cannot be read")) {
            try await Self.runner(text: nil, writer: writer, output: output).importListings(at: Self.path)
        }
        await #expect(throws: StayCommandError.failed("listings.csv line 2: a quoted field is never closed")) {
            try await Self.runner(text: Self.header + "\n1,\"open", writer: writer, output: output)
                .importListings(at: Self.path)
        }
        let priceless = Self.header + "\n1,Hanok,Mina,37.58,126.98,Entire home,Entire home/apt,2,1 bath,[],"
        await #expect(
            throws: StayCommandError.failed("no row of listings.csv could be a stay; nothing was imported")
        ) {
            try await Self.runner(text: priceless, writer: writer, output: output).importListings(at: Self.path)
        }
        #expect(writer.receivedBatches.isEmpty)
    }

    @Test func aCalendarBlocksTheNightsItMarksNotAvailable() async throws {
        let listing = Self.header + "\n1,Hanok,Mina,37.58,126.98,Entire home,Entire home/apt,2,1 bath,[],₩80000"
        let calendar = "listing_id,date,available\n1,2030-03-04,f\n1,2030-03-05,f\n1,2030-03-06,t\n2,2030-03-04,f\n"
        let writer = StaySeedWriterSpy()
        let output = TextOutputSpy()

        try await Self.runner(text: listing, calendar: calendar, writer: writer, output: output)
            .importListings(at: Self.path, calendar: "/data/calendar.csv")

        #expect(writer.receivedBatches.first?.first?.blockedNights == [.fixture("2030-03-04", "2030-03-06")])
        #expect(
            output.standardOutput
                == "Blocked 2 nights of 1 listing from calendar.csv (1 row skipped: past, unreadable or of listings "
                + "not imported).\nImported 1 listing from listings.csv.\n")
    }

    @Test func listingsAlreadyInTheCatalogueAreRefusedAsAWhole() async throws {
        let writer = StaySeedWriterSpy(failure: StayCatalogError.alreadySeeded(path: "s.sqlite", stays: 1))
        let text = Self.header + "\n1,Hanok,Mina,37.58,126.98,Entire home,Entire home/apt,2,1 bath,[],₩80000"
        await #expect(
            throws: StayCommandError.failed(
                "listings of listings.csv are already in the catalogue; nothing was imported")
        ) {
            try await Self.runner(text: text, writer: writer, output: TextOutputSpy()).importListings(at: Self.path)
        }
    }
}
