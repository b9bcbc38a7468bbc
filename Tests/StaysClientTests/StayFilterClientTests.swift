import StaysClient
import StaysDomain
import StaysTestSupport
import Testing

/// Filters and boxes travel through the HTTP client and answer as the local catalogue does.
@Suite struct StayFilterClientTests {
    /// Totals of searches with each filter and area, in order.
    static func totals(of searcher: any StaySearching) async throws -> [Int] {
        let seoul = ClientHarness.seoul
        let around = StayArea.place(id: seoul.id, center: seoul.coordinate, radiusKilometres: 10)
        let searches: [(StayArea, StayFilters)] = [
            (around, try StayFilters(amenities: [.wifi, .kitchen])), (around, try StayFilters(amenities: [.pool])),
            (around, try StayFilters(roomTypes: [.privateRoom, .sharedRoom])),
            (around, try StayFilters(propertyKinds: [.loft, .cabin], minimumBedrooms: 2, minimumBathrooms: 1.5)),
            (around, try StayFilters(minimumBeds: 3)),
            (.box(try Self.box(west: 126, east: 127.5)), .none), (.box(try Self.box(west: 179, east: -179)), .none),
        ]
        var totals: [Int] = []
        for (area, filters) in searches {
            let query = try StayQuery(
                area: area, dates: .fixture("2030-02-01", "2030-02-03"), guests: .fixture(adults: 2), filters: filters,
                today: ClientHarness.today)
            totals.append(try await searcher.search(query).total)
            #expect(try await searcher.histogram(query, bucketCount: 3).total == totals.last)
        }
        return totals
    }

    /// A box from latitude 37 to 38.
    static func box(west: Double, east: Double) throws -> BoundingBox {
        try BoundingBox(
            southWest: Coordinate(latitude: 37, longitude: west), northEast: Coordinate(latitude: 38, longitude: east))
    }

    @Test func theClientFiltersAndSearchesBoxesExactlyAsTheLocalCatalogue() async throws {
        let harness = try await ClientHarness()

        let local = try await Self.totals(of: harness.local)
        let remote = try await harness.remote { try await Self.totals(of: $0.stays) }

        #expect(local == [2, 0, 0, 2, 0, 2, 0])
        #expect(remote == local)
    }

    /// The results of a browse, a give-or-take and a weekend search: stays, totals and dates.
    static func timedResults(of searcher: any StaySearching) async throws -> [[StaySearchResult]] {
        let seoul = ClientHarness.seoul
        let timings: [StayTiming] = [
            .anyTime, .flexible(.around(.fixture("2030-02-01", "2030-02-03"), days: 2)),
            .flexible(.lengths(.weekend, inMonths: [.fixture("2030-02-01"), .fixture("2030-03-01")])),
        ]
        var pages: [[StaySearchResult]] = []
        for timing in timings {
            let query = try StayQuery(
                area: .place(id: seoul.id, center: seoul.coordinate, radiusKilometres: 10), timing: timing,
                guests: .fixture(adults: 2), sort: .price, today: ClientHarness.today)
            pages.append(try await searcher.search(query).roundingDistances().results)
        }
        return pages
    }

    @Test func theClientBrowsesAndSearchesFlexibleDatesExactlyAsTheLocalCatalogue() async throws {
        let harness = try await ClientHarness()

        let local = try await Self.timedResults(of: harness.local)
        let remote = try await harness.remote { try await Self.timedResults(of: $0.stays) }

        #expect(local.map(\.count) == [2, 2, 2])
        #expect(local[0].allSatisfy { $0.totalPrice == nil && $0.dates == nil })
        #expect(local[2].allSatisfy { $0.dates?.checkIn.weekday == 6 })
        #expect(remote == local)
    }
}
