import StaysDomain

/// Seeds a catalogue the way the first start does, timing it, then searches 10 km around every city of 100,000
/// people or more for two adults on an ordinary week and counts the cities that find fewer than 30 stays.
struct SeedCoverageRunner: Sendable {
    /// Stays a big city should find.
    static let wanted = 30
    /// The ordinary week starts this many days after today.
    static let daysAhead = 21
    /// The city the README quotes: Springfield, Illinois.
    static let watchedCity = PlaceID("geonames:4250542")
    /// How many short cities the report names.
    static let namedShortCities = 10

    /// Tells whether the catalogue is empty.
    let counter: any StayCounting
    /// Fills the catalogue.
    let seeder: any StaySeeding
    /// Searches it.
    let searcher: any StaySearching
    /// The cities to search around, read after seeding.
    let bigCities: @Sendable () throws -> [Place]
    /// Shows seeding progress on standard error.
    let progress: ProgressReporter
    /// Measures the seeding.
    let clock: any Clock<Duration>
    /// Today's date, so the week lies ahead.
    let today: any TodayProviding
    /// Where the report goes.
    let output: any TextOutput

    /// Seeds `count` stays from `seed` into the empty catalogue, then reports; fails when a big city falls short.
    func run(count: Int, seed: UInt64) async throws {
        guard try await counter.stayCount() == 0 else {
            throw StayCommandError.usage("bench seed needs an empty catalogue; pass --database with a new file")
        }
        let progress = progress
        let seeding = try await clock.measure {
            try await seeder.seed(count: count, seed: seed) { done, total in progress.report(done: done, total: total) }
        }
        progress.finish()
        output.write("Seeded \(Money.grouped(UInt(count))) stays (seed \(seed)) in \(Self.seconds(seeding)) s\n")
        let checkIn = today.today().adding(days: Self.daysAhead)
        let dates = try StayDates(checkIn: checkIn, checkOut: checkIn.adding(days: 7))
        var found: [(place: Place, total: Int)] = []
        for city in try bigCities() {
            found.append((city, try await searcher.search(query(around: city, dates: dates)).total))
        }
        try report(found.sorted { $0.total < $1.total }, dates: dates)
    }

    // MARK: - Parts

    private func query(around city: Place, dates: StayDates) throws -> StayQuery {
        try StayQuery(
            area: .place(id: city.id, center: city.coordinate, radiusKilometres: 10), dates: dates,
            guests: GuestCounts(adults: 2, children: 0, infants: 0, pets: 0), pageSize: 1, today: today.today())
    }

    private func report(_ found: [(place: Place, total: Int)], dates: StayDates) throws {
        let short = found.filter { $0.total < Self.wanted }
        let median = found.isEmpty ? 0 : found[found.count / 2].total
        output.write(
            "Cities of 100,000+ people: \(Money.grouped(UInt(found.count))); stays free for 2 adults within 10 km, "
                + "\(dates.checkIn.iso8601)–\(dates.checkOut.iso8601): fewest \(found.first?.total ?? 0), "
                + "median \(median)\n")
        if let watched = found.first(where: { $0.place.id == Self.watchedCity }) {
            output.write("\(watched.place.name), \(watched.place.subtitle): \(watched.total)\n")
        }
        output.write("Cities with fewer than \(Self.wanted): \(short.count)\n")
        for city in short.prefix(Self.namedShortCities) {
            output.write("  \(city.place.id)  \(city.place.name), \(city.place.subtitle): \(city.total)\n")
        }
        guard short.isEmpty else { throw StayCommandError.failed("\(short.count) cities fall short") }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(Double(Int((Double(seconds) + Double(attoseconds) / 1e18) * 10)) / 10)
    }
}
