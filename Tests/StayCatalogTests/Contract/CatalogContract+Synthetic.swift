import StaysDomain
import StaysTestSupport
import XCTest

extension CatalogContract {
    // MARK: - Real and synthetic stays

    /// Each stay keeps whether it is synthetic, read back alike by lookup and search.
    func realAndSyntheticStays() async throws {
        let catalog = try await open([
            CatalogFixture.seeded(.fixture(id: "stay:0000001")),
            CatalogFixture.seeded(.fixture(id: "stay:airbnb-53116", isSynthetic: false)),
        ])
        let seeded = try await catalog.stay(withID: "stay:0000001")
        let imported = try await catalog.stay(withID: "stay:airbnb-53116")
        XCTAssertEqual(seeded?.isSynthetic, true)
        XCTAssertEqual(imported?.isSynthetic, false)
        let found = try await catalog.search(CatalogFixture.query("2030-03-01", "2030-03-04")).results
        XCTAssertEqual(
            Dictionary(uniqueKeysWithValues: found.map { ($0.stay.id.rawValue, $0.stay.isSynthetic) }),
            ["stay:0000001": true, "stay:airbnb-53116": false])
    }

    /// Writing listings whose id is already there (an import run twice) is refused as `alreadySeeded`, and none of
    /// the batch is written.
    func writingAListingIdAgainIsRefusedAsAWhole() async throws {
        let catalog = try await open([CatalogFixture.seeded(.fixture(id: "stay:airbnb-1", isSynthetic: false))])
        let batch = [
            CatalogFixture.seeded(.fixture(id: "stay:airbnb-2", isSynthetic: false)),
            CatalogFixture.seeded(.fixture(id: "stay:airbnb-1", isSynthetic: false)),
        ]
        do {
            try await catalog.seed(stays: batch, replacing: false) { _, _ in }
            XCTFail("a listing id already in the catalogue was written again")
        } catch StayCatalogError.alreadySeeded(_, let stays) {
            XCTAssertEqual(stays, 1)
        }
        let count = try await catalog.stayCount()
        XCTAssertEqual(count, 1)
    }
}
