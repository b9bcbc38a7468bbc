import StayCatalog
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct CountingTests {
    @Test func aNewCatalogueHoldsNoStays() async throws {
        // given
        let fixture = try await CatalogFixture()
        // when
        let count = try await fixture.catalog.stayCount()
        // then
        #expect(count == 0)
    }

    @Test func countIncludesEverySeededStay() async throws {
        // given
        let stays = (1...3).map { CatalogFixture.seeded(.fixture(id: StayID("stay:000000\($0)"))) }
        let fixture = try await CatalogFixture(stays: stays)
        // when
        let count = try await fixture.catalog.stayCount()
        // then
        #expect(count == 3)
    }
}
