import Foundation
import PlaceSearch
import PlaceSearchTestSupport
import StaysTestSupport

/// A place index of a few real cities, written for process tests that seed: loading it takes a fraction of the
/// bundled index's time, so a `stays seed` run is cut to its seeding.
enum SmallPlaceIndex {
    /// Writes the index into `folder` and returns its path, to pass as `--places-data`.
    static func write(into folder: TemporaryFolder) throws -> String {
        let path = folder.path("small.stayindex")
        try PlaceIndexBuilder().write(PlaceWorldFixture.sourceData(), to: URL(fileURLWithPath: path))
        return path
    }
}
