import StayCatalog
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct AvailabilityTests {
    // MARK: - Nights

    @Test func aStayEndingOnCheckInDayDoesNotBlockTheNextGuest() async throws {
        // given a stay booked up to the 10th and blocked from the 15th
        let fixture = try await CatalogFixture(stays: [
            CatalogFixture.seeded(
                .fixture(), blocked: [.fixture("2030-03-15", "2030-03-17")],
                booked: [.fixture("2030-03-05", "2030-03-10")])
        ])
        // when searching the nights in between, and ones touching each end
        let between = try await fixture.catalog.search(CatalogFixture.query("2030-03-10", "2030-03-15"))
        let lastBookedNight = try await fixture.catalog.search(CatalogFixture.query("2030-03-09", "2030-03-12"))
        let firstBlockedNight = try await fixture.catalog.search(CatalogFixture.query("2030-03-12", "2030-03-16"))
        let lastBlockedNight = try await fixture.catalog.search(CatalogFixture.query("2030-03-16", "2030-03-18"))
        let afterBlock = try await fixture.catalog.search(CatalogFixture.query("2030-03-17", "2030-03-18"))
        // then only the nights clear of both are free
        #expect(between.total == 1)
        #expect(lastBookedNight.total == 0)
        #expect(firstBlockedNight.total == 0)
        #expect(lastBlockedNight.total == 0)
        #expect(afterBlock.total == 1)
    }

    @Test func minimumNightsAreEnforcedInSearch() async throws {
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture(minimumNights: 3))])
        #expect(try await fixture.catalog.search(CatalogFixture.query("2030-03-01", "2030-03-03")).total == 0)
        #expect(try await fixture.catalog.search(CatalogFixture.query("2030-03-01", "2030-03-04")).total == 1)
    }

    // MARK: - Guests

    @Test func infantsDoNotCountButChildrenDo() async throws {
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture(maximumGuests: 3))])
        let withInfants = try CatalogFixture.query("2030-03-01", "2030-03-02", guests: .fixture(adults: 3, infants: 2))
        let withChild = try CatalogFixture.query("2030-03-01", "2030-03-02", guests: .fixture(adults: 3, children: 1))
        #expect(try await fixture.catalog.search(withInfants).total == 1)
        #expect(try await fixture.catalog.search(withChild).total == 0)
    }

    @Test func petsOnlyFindStaysThatAllowThem() async throws {
        let fixture = try await CatalogFixture(stays: [
            CatalogFixture.seeded(.fixture(id: "stay:0000001", allowsPets: false)),
            CatalogFixture.seeded(.fixture(id: "stay:0000002", allowsPets: true)),
        ])
        let page = try await fixture.catalog.search(
            CatalogFixture.query("2030-03-01", "2030-03-02", guests: .fixture(pets: 1)))
        #expect(page.results.map(\.stay.id) == ["stay:0000002"])
    }

    // MARK: - Area

    @Test func staysOutsideTheRadiusAreLeftOutAndDistancesAreReported() async throws {
        let near = Coordinate(latitude: 37.60, longitude: 126.9784)
        let far = Coordinate(latitude: 37.70, longitude: 126.9784)
        let fixture = try await CatalogFixture(stays: [
            CatalogFixture.seeded(.fixture(id: "stay:0000001", coordinate: near)),
            CatalogFixture.seeded(.fixture(id: "stay:0000002", coordinate: far)),
        ])
        let page = try await fixture.catalog.search(CatalogFixture.query("2030-03-01", "2030-03-02", radius: 10))
        #expect(page.results.map(\.stay.id) == ["stay:0000001"])
        let distance = try #require(page.results.first?.distanceKilometres)
        #expect(abs(distance - CatalogFixture.seoul.distanceKilometres(to: near)) < 0.001)
    }
}
