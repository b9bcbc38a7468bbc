import Foundation
import StayCatalog
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct PaginationTests {
    /// 25 stays with only 5 distinct prices, so ties must be broken by id.
    static func stays(from first: Int = 1, count: Int = 25) -> [SeededStay] {
        (first..<(first + count)).map { number in
            CatalogFixture.seeded(
                Stay.fixture(
                    id: StayID(String(format: "stay:%07d", number)), nightlyCents: 5_000 + (number % 5) * 1_000))
        }
    }

    // MARK: - Walking pages

    @Test(arguments: StaySort.allCases)
    func walkingEveryPageGivesEachStayOnceInOrder(sort: StaySort) async throws {
        let fixture = try await CatalogFixture(stays: Self.stays())
        let whole = try await fixture.catalog.search(
            CatalogFixture.query("2030-03-01", "2030-03-02", sort: sort, pageSize: 100))
        var walked: [StayID] = []
        var cursor: String?
        repeat {
            let page = try await fixture.catalog.search(
                CatalogFixture.query("2030-03-01", "2030-03-02", sort: sort, pageSize: 7, cursor: cursor))
            #expect(page.total == 25)
            walked += page.results.map(\.stay.id)
            cursor = page.nextCursor
        } while cursor != nil
        #expect(walked == whole.results.map(\.stay.id))
        #expect(Set(walked).count == 25)
    }

    @Test func staysAddedBetweenPagesNeitherDuplicateNorSkipOldOnes() async throws {
        // given the first page of a price-sorted search
        let fixture = try await CatalogFixture(stays: Self.stays())
        let first = try await fixture.catalog.search(
            CatalogFixture.query("2030-03-01", "2030-03-02", sort: .price, pageSize: 10))
        // when cheaper and dearer stays arrive before the next pages are read
        try await fixture.catalog.seed(stays: Self.stays(from: 26, count: 10)) { _, _ in }
        var seen = first.results.map(\.stay.id)
        var cursor = first.nextCursor
        while let next = cursor {
            let page = try await fixture.catalog.search(
                CatalogFixture.query("2030-03-01", "2030-03-02", sort: .price, pageSize: 10, cursor: next))
            seen += page.results.map(\.stay.id)
            cursor = page.nextCursor
        }
        // then every old stay appears exactly once
        let old = Set(Self.stays().map(\.stay.id))
        #expect(seen.filter(old.contains).count == 25)
        #expect(Set(seen).count == seen.count)
    }

    // MARK: - Bad cursors

    @Test(arguments: [
        "", "not base64!", "djF8", Data("v2|0|0|1".utf8).base64EncodedString(), "\u{1B}[2J",
        String(repeating: "QUFB", count: 10_000),
    ])
    func malformedCursorsAreRefused(cursor: String) async throws {
        let fixture = try await CatalogFixture(stays: Self.stays(count: 3))
        await #expect(throws: StayQueryError.malformedCursor) {
            try await fixture.catalog.search(CatalogFixture.query("2030-03-01", "2030-03-02", cursor: cursor))
        }
    }

    @Test func aCursorFromAnotherSearchIsRefused() async throws {
        let fixture = try await CatalogFixture(stays: Self.stays())
        let page = try await fixture.catalog.search(
            CatalogFixture.query("2030-03-01", "2030-03-02", sort: .price, pageSize: 5))
        let cursor = try #require(page.nextCursor)
        await #expect(throws: StayQueryError.malformedCursor) {
            try await fixture.catalog.search(
                CatalogFixture.query("2030-03-01", "2030-03-02", sort: .rating, cursor: cursor))
        }
    }
}
