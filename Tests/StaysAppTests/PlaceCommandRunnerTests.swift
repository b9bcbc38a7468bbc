import PlaceSearch
import PlaceSearchTestSupport
import StaysDomain
import StaysMessages
import StaysTestSupport
import Testing

@testable import StaysApp

@Suite struct PlaceCommandRunnerTests {
    let output = TextOutputSpy()
    let runner: PlaceCommandRunner

    init() {
        let suggester = IndexedPlaceSuggester(index: PlaceIndexBuilder().build(PlaceWorldFixture.sourceData()))
        runner = PlaceCommandRunner(
            suggester: suggester, nearbyFinder: suggester, detailSearcher: suggester, output: output,
            words: MessageCatalog.shipped())
    }

    @Test func suggestPrintsATable() async throws {
        try await runner.suggest(SuggestionQuery(text: "seoul", limit: 2), format: .table)
        #expect(
            output.standardOutput == """
                TITLE  SUBTITLE               KIND        ID
                Seoul  Seoul, South Korea     city        geonames:1835848
                Seoul  Region in South Korea  region (2)  region:KR-11

                """)
    }

    @Test func suggestPrintsTheJSONShapeScriptsRelyOn() async throws {
        try await runner.suggest(SuggestionQuery(text: "서울", limit: 1), format: .json)
        #expect(
            output.standardOutput == """
                {"suggestions":[{"id":"geonames:1835848","kind":"city","title":"서울","subtitle":"Seoul, South Korea",\
                "coordinate":{"latitude":37.566,"longitude":126.9784},"matchCount":1,\
                "titleHighlights":[{"location":0,"length":2}]}]}

                """)
    }

    @Test func suggestWithNoMatchSaysSo() async throws {
        try await runner.suggest(SuggestionQuery(text: "qqqqqq"), format: .table)
        #expect(output.standardOutput == "No suggestions.\n")
    }

    @Test func batchAnswersEveryLineInOrderAndReportsBadLines() async {
        await runner.batch(lines: [
            #"{"text": "icn", "limit": 1}"#,
            "not json",
            "",
            #"{"text": "seoul", "near": {"latitude": 95, "longitude": 0}}"#,
            #"{"text": "seoul", "limit": 0}"#,
            #"{"text": "   "}"#,
        ])
        #expect(
            output.standardOutput == """
                {"suggestions":[{"id":"airport:ICN","kind":"airport","title":"Incheon International Airport",\
                "subtitle":"ICN · Seoul, South Korea","coordinate":{"latitude":37.4602,"longitude":126.4407},\
                "matchCount":1,"titleHighlights":[]}]}
                {"error":"malformed request: expected {\\"text\\": String, \\"near\\"?: {\\"latitude\\", \\"longitude\\"}, \\"limit\\"?: Int}"}
                {"error":"empty line: expected a JSON request such as {\\"text\\": \\"seoul\\"}"}
                {"error":"latitude must be between -90 and 90, got 95.0"}
                {"error":"limit must be between 1 and 100, got 0"}
                {"suggestions":[]}

                """)
    }

    @Test func nearbyPrintsPlacesWithDistances() async throws {
        try await runner.nearby(NearbyQuery(center: PlaceWorldFixture.seoul, limit: 1), format: .table)
        #expect(
            output.standardOutput == """
                NAME   SUBTITLE            KIND  DISTANCE  ID
                Seoul  Seoul, South Korea  city  0.5 km    geonames:1835848

                """)
    }

    @Test func searchOfAnUnknownGroupFails() async throws {
        await #expect(throws: PlaceQueryError.unknownPlace("group:none")) {
            try await runner.search(PlaceDetailQuery(subject: .group("group:none")), format: .json)
        }
    }
}
