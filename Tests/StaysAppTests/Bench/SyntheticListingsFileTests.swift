import StayImport
import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysApp

/// The bench's made-up listings file: the same bytes for a seed, read by the importer like a real file, every row
/// a stay except those written without a price.
@Suite struct SyntheticListingsFileTests {
    @Test func aSeedGivesTheSameFileAndAnotherSeedAnother() {
        let file = SyntheticListingsFile(rows: 50, seed: 7).bytes()
        #expect(file == SyntheticListingsFile(rows: 50, seed: 7).bytes())
        #expect(file != SyntheticListingsFile(rows: 50, seed: 8).bytes())
    }

    @Test func everyRowIsAStayOrHasNoPrice() async throws {
        let place = PlaceWithDistance(place: .fixture(countryCode: "NL"), distanceKilometres: 1)
        let importer = InsideAirbnbImporter(
            places: NearbyPlaceFinderStub(result: [place]),
            currencies: CountryCurrencies(byCountry: ["NL": Currency(code: "EUR")!]))

        let batch = try await importer.listings(in: SyntheticListingsFile(rows: 400, seed: 7).bytes(), file: "s.csv")

        #expect(batch.stays.count + batch.rejections.count == 400)
        #expect(Set(batch.rejections.map(\.reason)) == [.noPrice])
        #expect(batch.stays.allSatisfy { $0.stay.title.hasPrefix("Synthetic sample ") && !$0.stay.isSynthetic })
        #expect(Set(batch.stays.map(\.stay.bathrooms)) == [0.5, 1, 1.5, 2])
        #expect(batch.stays.contains { $0.stay.rating != nil && $0.stay.amenities.count >= 4 })
    }
}
