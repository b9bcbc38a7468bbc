/// What `stays bench stays --scale` measured on one catalogue.
struct ScaleTimings: Sendable {
    /// Where the catalogue is: a SQLite path or a `postgres://` URL.
    let location: String
    /// How many stays it holds.
    let stayCount: Int
    /// Whether the page cache was emptied before it was opened.
    let cache: PageCacheDrop
    /// Opening it read-only.
    let open: Duration
    /// The first search after opening it (first page and exact count).
    let firstSearch: Duration
    /// Every query's first search after that.
    let firstPass: [Duration]
    /// Every query searched again (first page and exact count).
    let search: [Duration]
    /// Every query's 20-bar price histogram.
    let histogram: [Duration]
    /// Every query searched with the bench's three filters.
    let filtered: [Duration]

    /// The timed rounds in the order they are reported, each with its name.
    var rounds: [(name: String, durations: [Duration])] {
        [
            ("Search, first pass", firstPass), ("Search + count, warm", search), ("Histogram, 20 bars", histogram),
            ("Search, 3 filters", filtered),
        ]
    }
}

/// How much slower the largest catalogue answered than the smallest, round by round.
struct ScaleGrowth: Equatable, Sendable {
    /// One round's growth: largest over smallest.
    struct Ratio: Equatable, Sendable {
        /// What was timed.
        let name: String
        /// The largest catalogue's median over the smallest's.
        let p50: Double
        /// The largest catalogue's 99th percentile over the smallest's.
        let p99: Double
    }

    /// The smallest catalogue's stays.
    let fromStays: Int
    /// The largest catalogue's stays.
    let toStays: Int
    /// The first search after opening, largest over smallest.
    let firstSearch: Double
    /// Each timed round's growth, in report order.
    let rounds: [Ratio]

    /// The growth from `smallest` to `largest`; a round the smallest answered in no time grows by 0.
    init(from smallest: ScaleTimings, to largest: ScaleTimings) {
        func ratio(_ larger: Double, _ smaller: Double) -> Double { smaller > 0 ? larger / smaller : 0 }
        fromStays = smallest.stayCount
        toStays = largest.stayCount
        firstSearch = ratio(
            LatencySummary.microseconds(largest.firstSearch), LatencySummary.microseconds(smallest.firstSearch))
        rounds = zip(smallest.rounds, largest.rounds).map { small, large in
            let (from, to) = (LatencySummary(small.durations), LatencySummary(large.durations))
            return Ratio(name: small.name, p50: ratio(to.p50, from.p50), p99: ratio(to.p99, from.p99))
        }
    }
}
