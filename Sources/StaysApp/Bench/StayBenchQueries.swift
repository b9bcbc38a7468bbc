import StaysDomain

/// The seeded random stay queries every stay benchmark times, and the variants it derives from them.
struct StayBenchQueries: Sendable {
    /// Centres the queries search around: large cities on several continents.
    static let centres: [(PlaceID, Coordinate)] = [
        ("geonames:5128581", Coordinate(latitude: 40.7143, longitude: -74.006)),
        ("geonames:2988507", Coordinate(latitude: 48.8534, longitude: 2.3488)),
        ("geonames:1850147", Coordinate(latitude: 35.6895, longitude: 139.6917)),
        ("geonames:1835848", Coordinate(latitude: 37.566, longitude: 126.9784)),
        ("geonames:2643743", Coordinate(latitude: 51.5085, longitude: -0.1257)),
        ("geonames:3448439", Coordinate(latitude: -23.5475, longitude: -46.6361)),
    ]

    /// The filters of the filtered round: three, as a family would set them.
    static let threeFilters: StayFilters = {
        do {
            return try StayFilters(roomTypes: [.entirePlace], minimumBedrooms: 2, amenities: [.wifi])
        } catch {
            preconditionFailure("the bench's filters are in range: \(error)")
        }
    }()

    /// The day the queries are planned from, so they lie ahead.
    let today: CalendarDay

    // MARK: - Queries

    /// `count` queries drawn from `seed`: a centre, check-in within 300 days, 1–7 nights, 1–4 adults and a sort,
    /// searching `radiusKilometres` around the centre.
    func queries(count: Int, seed: UInt64, radiusKilometres: Double) throws -> [StayQuery] {
        var random = SplitMix64(seed: seed)
        return try (0..<count).map { _ in try query(random: &random, radius: radiusKilometres) }
    }

    /// `query` with its area, timing or filters replaced by the ones given.
    func variant(
        of query: StayQuery, area: StayArea? = nil, timing: StayTiming? = nil, filters: StayFilters? = nil
    ) throws -> StayQuery {
        try StayQuery(
            area: area ?? query.area, timing: timing ?? query.timing, guests: query.guests, price: query.price,
            filters: filters ?? query.filters, sort: query.sort, pageSize: query.pageSize, today: today)
    }

    // MARK: - Parts

    private func query(random: inout SplitMix64, radius: Double) throws -> StayQuery {
        let (id, centre) = Self.centres[Int(random.next() % UInt64(Self.centres.count))]
        let start = today.adding(days: Int(random.next() % 300) + 1)
        let dates = try StayDates(checkIn: start, checkOut: start.adding(days: Int(random.next() % 7) + 1))
        let guests = try GuestCounts(adults: Int(random.next() % 4) + 1, children: 0, infants: 0, pets: 0)
        let sort = StaySort.allCases[Int(random.next() % UInt64(StaySort.allCases.count))]
        return try StayQuery(
            area: .place(id: id, center: centre, radiusKilometres: radius), dates: dates, guests: guests, sort: sort,
            today: today)
    }
}
