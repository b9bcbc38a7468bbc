import StaysDomain
import Testing

@testable import PlaceImport

/// How OurAirports' fields are joined to airportsdata's airports: points, names, mix-ups, disagreements, additions.
@Suite struct AirportSourceMergerTests {
    private static func airport(
        _ iata: String, _ icao: String, _ name: String, _ latitude: Double, _ longitude: Double
    ) -> AirportRecord {
        AirportRecord(
            iata: iata, icao: icao, name: name, city: "Brussels", countryCode: "BE",
            coordinate: Coordinate(latitude: latitude, longitude: longitude), timeZone: "Europe/Brussels")
    }

    private static func field(
        _ ident: String, _ name: String, _ latitude: Double, _ longitude: Double,
        kind: OurAirportsRecord.Kind = .mediumAirport, iata: String = "", keywords: [String] = []
    ) -> OurAirportsRecord {
        OurAirportsRecord(
            ident: ident, kind: kind, name: name, coordinate: Coordinate(latitude: latitude, longitude: longitude),
            countryCode: "BE", municipality: "Charleroi", gpsCode: ident, iata: iata, keywords: keywords)
    }

    private let merger = AirportSourceMerger()

    @Test func aPairCloseTogetherTakesOurAirportsPointAndOtherNames() {
        let airports = [Self.airport("FRA", "EDDF", "Frankfurt am Main Airport", 50.0264, 8.5431)]
        let fields = [
            Self.field(
                "EDDF", "Frankfurt am Main International Airport", 50.0333, 8.5706,
                keywords: ["Rhein-Main-Flughafen", "military", "RMF"])
        ]

        let merge = merger.merged(airports, with: fields)

        #expect(merge.airports.count == 1)
        #expect(merge.airports[0].coordinate == Coordinate(latitude: 50.0333, longitude: 8.5706))
        #expect(merge.airports[0].otherNames == ["Frankfurt am Main International Airport", "Rhein-Main-Flughafen"])
        #expect(merge.summary == AirportMergeSummary(joined: 1, disagreeing: 0, added: 0))
        #expect(merge.corrections.isEmpty)
    }

    @Test func theTownAFieldServesIsNoNameOfTheFieldAndAFieldWithoutFlightsIsMarked() {
        let airports = [Self.airport("CRL", "EBCI", "Brussels South Charleroi Airport", 50.4592, 4.4538)]
        let fields = [
            Self.field(
                "EBCI", "Brussels South Charleroi Airport", 50.4592, 4.4538, kind: .smallAirport,
                keywords: ["Charleroi", "Gosselies"])
        ]

        let merge = merger.merged(airports, with: fields)

        #expect(merge.airports[0].otherNames == ["Gosselies"])
        #expect(merge.airports[0].isUnscheduledField)
    }

    @Test func aFarPointThatReadsAsDegreesMinutesSecondsIsMovedAndReported() throws {
        let airports = [Self.airport("CRL", "EBCI", "Brussels South Charleroi Airport", 50.2736, 4.271)]
        let fields = [Self.field("EBCI", "Brussels South Charleroi Airport", 50.4592, 4.4538)]

        let merge = merger.merged(airports, with: fields)

        #expect(merge.airports.map(\.coordinate) == [Coordinate(latitude: 50.4592, longitude: 4.4538)])
        let correction = try #require(merge.corrections.first)
        #expect(correction.code == "CRL")
        #expect(correction.city == "OurAirports' point")
        #expect(merge.summary.joined == 1)
    }

    @Test func aFarPointWithNoMixUpKeepsAirportsdatasRecordAndDropsTheOtherRow() {
        let airports = [Self.airport("", "34IN", "Old Glory Field", 41.03179, -85.032664)]
        let fields = [Self.field("34IN", "Windy P Ridge Airport", 40.3403, -85.0180)]

        let merge = merger.merged(airports, with: fields)

        #expect(merge.airports == airports)
        #expect(merge.summary == AirportMergeSummary(joined: 0, disagreeing: 1, added: 0))
    }

    @Test func theIATACodeJoinsAPairOnlyInTheSameCountry() {
        let airports = [Self.airport("CRL", "", "Charleroi Airport", 50.46, 4.45)]
        let abroad = OurAirportsRecord(
            ident: "XX01", kind: .mediumAirport, name: "Another CRL",
            coordinate: Coordinate(latitude: 50.46, longitude: 4.45),
            countryCode: "NL", municipality: "", gpsCode: "", iata: "CRL", keywords: [])

        let merge = merger.merged(airports, with: [abroad])

        #expect(merge.summary == AirportMergeSummary(joined: 0, disagreeing: 0, added: 1))
        #expect(merge.airports.map(\.placeKey) == ["airport:CRL", "airfield:XX01"])
    }

    @Test func fieldsOnlyOurAirportsListsAreAddedUnderTheirOwnKeys() {
        let airports = [Self.airport("BRU", "EBBR", "Brussels Airport", 50.9014, 4.4844)]
        let fields = [
            Self.field("EBBR", "Brussels Airport", 50.9014, 4.4844),
            Self.field("BE-0001", "Brussels Heliport", 50.85, 4.35, kind: .heliport, keywords: ["Heli Brussels"]),
            Self.field("EBXX", "Somewhere Airfield", 50.5, 4.5, kind: .smallAirport, iata: "SMW"),
            Self.field("EBYY", "Code Taken Airfield", 50.6, 4.6, kind: .smallAirport, iata: "BRU"),
        ]

        let merge = merger.merged(airports, with: fields)

        #expect(merge.airports.map(\.placeKey) == [
            "airport:BRU", "airfield:BE-0001", "airport:SMW", "airfield:EBYY",
        ])
        #expect(merge.airports.map(\.isMinor) == [false, true, false, false])
        #expect(merge.airports[1].otherNames.isEmpty)
        #expect(merge.airports[3].icao == "EBYY")
        #expect(merge.summary == AirportMergeSummary(joined: 1, disagreeing: 0, added: 3))
    }

    @Test func aFieldNamedLikeAnAirportCloseByIsNotAddedTwice() {
        let airports = [Self.airport("CRL", "EBCI", "Brussels South Charleroi Airport", 50.4592, 4.4538)]
        let fields = [Self.field("BE-0042", "Brussels South Charleroi Airport", 50.46, 4.45, kind: .closed)]

        let merge = merger.merged(airports, with: fields)

        #expect(merge.airports == airports)
        #expect(merge.summary == AirportMergeSummary(joined: 0, disagreeing: 0, added: 0))
    }

    @Test func aKeywordSeveralFieldsShareNamesNoneOfThem() {
        let fields = [
            Self.field("AA01", "First Field", 50.1, 4.1, kind: .smallAirport, keywords: ["Manhattan", "Old First"]),
            Self.field("AA02", "Second Field", 50.2, 4.2, kind: .smallAirport, keywords: ["Manhattan"]),
        ]

        let merge = merger.merged([], with: fields)

        #expect(merge.airports.map(\.otherNames) == [["Old First"], []])
    }
}

/// What an airport place is called besides its name: the code lists' airports by their town, OurAirports' by
/// their own names only.
@Suite struct AirportPlaceNamesTests {
    private let builder = AirportPlaceBuilder(
        grid: CityGrid(cities: []), join: RegionNameJoin(regionNames: [:], countiesByCityID: [:]),
        cleaner: AlternateNameCleaner(), everydayNames: AirportEverydayNames(metroCodes: []))

    private static func record(_ iata: String, ident: String, name: String, isMinor: Bool = false) -> AirportRecord {
        AirportRecord(
            iata: iata, icao: "", name: name, city: "Makati", countryCode: "PH",
            coordinate: Coordinate(latitude: 14.55, longitude: 121.02), timeZone: "", ident: ident,
            otherNames: ["Makati Med"], isMinor: isMinor)
    }

    @Test func onlyTheCodeListsAirportsAreNamedAfterTheirTown() {
        let places = builder.places(for: [
            Self.record("MKT", ident: "", name: "Makati Airport Terminal"),
            Self.record("", ident: "PH-0001", name: "Makati Medical Center Heliport", isMinor: true),
        ])

        #expect(places.map(\.alternateNames) == [
            ["MKT", "Makati Airport", "Makati Med"], ["Makati Med"],
        ])
        #expect(places.map(\.isMinorAirfield) == [false, true])
        #expect(places.map(\.code) == ["MKT", nil])
    }
}
