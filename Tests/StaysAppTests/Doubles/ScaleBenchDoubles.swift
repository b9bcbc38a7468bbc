import StaysDomain
import StaysTestSupport
import Synchronization

@testable import StaysApp

/// What the scale bench's doubles were asked, in order: "drop" for each page-cache drop, "open PATH" and
/// "close PATH" for each catalogue.
final class ScaleBenchEvents: Sendable {
    private let events = Mutex<[String]>([])

    /// Every event so far.
    var all: [String] { events.withLock { $0 } }

    /// Records `event`.
    func record(_ event: String) { events.withLock { $0.append(event) } }
}

/// Answers page-cache drops with the outcome set up, recording each.
struct PageCacheDropperSpy: PageCacheDropping {
    /// The outcome of every drop.
    let outcome: PageCacheDrop
    /// Where the drops are recorded.
    let events: ScaleBenchEvents

    func dropPageCache() -> PageCacheDrop {
        events.record("drop")
        return outcome
    }
}

/// Opens the catalogues set up (a stay count and a searcher per location); any other location fails the test.
struct ScaleCatalogOpenerStub: ScaleCatalogOpening {
    /// Each location's stay count and searcher.
    let catalogs: [String: (stays: Int, searcher: StaySearcherSpy)]
    /// Where openings and closings are recorded.
    let events: ScaleBenchEvents

    func openForReading(_ location: String) throws -> ScaleBenchCatalog {
        guard let catalog = catalogs[location] else { throw TestDoubleError.unexpectedCall("open \(location)") }
        events.record("open \(location)")
        return ScaleBenchCatalog(
            searcher: catalog.searcher, counter: StayCounterStub(count: catalog.stays),
            close: { [events] in events.record("close \(location)") })
    }
}
