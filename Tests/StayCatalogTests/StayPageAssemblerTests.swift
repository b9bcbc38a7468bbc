import StayCatalogCore
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct StayPageAssemblerTests {
    static func candidate(_ number: Int, nightlyCents: Int) -> StayCandidate {
        StayCandidate(
            number: number, coordinate: Coordinate(latitude: 37.57, longitude: 126.98), nightlyCents: nightlyCents,
            cleaningCents: 0, rating: nil, reviewCount: 0)
    }

    static func stay(_ number: Int) -> Stay {
        Stay.fixture(id: StayID("stay:\(number)"))
    }

    // MARK: - Pages

    @Test func aPageShowsTheCheapestStaysAndACursorToTheRest() throws {
        // given three candidates sorted by price, two to a page
        let query = try CatalogFixture.query("2030-03-01", "2030-03-02", sort: .price, pageSize: 2)
        let assembler = try StayPageAssembler(query: query, catalogue: "/tmp/test.sqlite", rates: .none)
        let candidates = [
            Self.candidate(1, nightlyCents: 300), Self.candidate(2, nightlyCents: 100),
            Self.candidate(3, nightlyCents: 200),
        ]
        // when the page is assembled
        var fetched: [[Int]] = []
        let page = try assembler.page(of: candidates) { numbers in
            fetched.append(numbers)
            return Dictionary(uniqueKeysWithValues: numbers.map { ($0, Self.stay($0)) })
        }
        // then only the shown stays are fetched, once, and a cursor leads on
        #expect(fetched == [[2, 3]])
        #expect(page.total == 3)
        #expect(page.results.map(\.stay.id) == ["stay:2", "stay:3"])
        #expect(page.nextCursor != nil)
    }

    // MARK: - A stay that vanishes

    @Test func aShownStayThatCannotBeReadBackIsTheCataloguesFailureNotTheCursors() throws {
        // given a candidate whose stay is gone by the time it is fetched
        let query = try CatalogFixture.query("2030-03-01", "2030-03-02")
        let assembler = try StayPageAssembler(
            query: query, catalogue: "postgres://stays@127.0.0.1:5432/stays", rates: .none)
        // when / then the page fails with the catalogue error naming where the catalogue is
        #expect(
            throws: StayCatalogError.failed(
                path: "postgres://stays@127.0.0.1:5432/stays",
                reason: "a stay the search found could not be read back; try again")
        ) {
            try assembler.page(of: [Self.candidate(7, nightlyCents: 100)]) { _ in [:] }
        }
    }

    @Test func aCursorFromAnotherSearchIsMalformed() throws {
        // given a cursor from a price-sorted search
        let first = try CatalogFixture.query("2030-03-01", "2030-03-02", sort: .price, pageSize: 1)
        let page = try StayPageAssembler(query: first, catalogue: "c", rates: .none).page(
            of: [Self.candidate(1, nightlyCents: 1), Self.candidate(2, nightlyCents: 2)]
        ) { numbers in Dictionary(uniqueKeysWithValues: numbers.map { ($0, Self.stay($0)) }) }
        // when it is used for a rating-sorted search, then it is refused
        let other = try CatalogFixture.query(
            "2030-03-01", "2030-03-02", sort: .rating, pageSize: 1, cursor: page.nextCursor)
        #expect(throws: StayQueryError.malformedCursor) {
            try StayPageAssembler(query: other, catalogue: "c", rates: .none)
        }
    }
}
