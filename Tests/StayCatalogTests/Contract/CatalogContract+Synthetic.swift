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
}
