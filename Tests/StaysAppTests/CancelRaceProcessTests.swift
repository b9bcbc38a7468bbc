import Foundation
import StayCatalog
import StaysDomain
import Testing

/// `stays cancel` and `stays reserve` on the same nights of one stay, run at the same time from two processes.
@Suite(.serialized) struct CancelRaceProcessTests {
    /// The seed of the random stays, orders and gaps; a failure names it and its round, so the run can be repeated.
    static let randomSeed: UInt64 = 1313
    /// How many races are run.
    static let rounds = 8

    // MARK: - Racing

    @Test func cancelRacingReserveOnTheSameNightsEndsInOneOfTheTwoSerialOrders() async throws {
        // given a small catalogue
        let folder = try TemporaryFolder("stays-race")
        let database = folder.path("race.sqlite")
        #expect(try await BuiltStays.run(["seed", "--count", "20", "--seed", "5", "--database", database]).status == 0)
        var generator = SplitMix64(seed: Self.randomSeed)
        for round in 0..<Self.rounds {
            let context = "round \(round) of random seed \(Self.randomSeed)"
            // given a reservation of seven nights of one stay
            let stay = StayID(String(format: "stay:%07d", 1 + Int(generator.next() % 5)))
            let checkIn = Self.day(400 + 8 * round)
            let checkOut = Self.day(407 + 8 * round)
            let reserve = [
                "reserve", stay.rawValue, "--checkin", checkIn, "--checkout", checkOut, "--guest", "Race",
                "--database", database,
            ]
            let first = try await BuiltStays.run(reserve)
            try #require(first.status == 0, "\(context): \(first.error)")
            let earlier = first.output.trimmingCharacters(in: .whitespacesAndNewlines)
            // when it is cancelled while the same nights are booked again, in a random order with a random gap
            let cancelFirst = generator.next() % 2 == 0
            let gap = Duration.milliseconds(Int(generator.next() % 30))
            let cancel = ["cancel", earlier, "--database", database]
            let leader = try BuiltStays.launch(cancelFirst ? cancel : reserve)
            try await Task.sleep(for: gap)
            let follower = try BuiltStays.launch(cancelFirst ? reserve : cancel)
            let (cancelling, booking) = cancelFirst ? (leader, follower) : (follower, leader)
            let cancelled = try await cancelling.finish(within: 30)
            let booked = try await booking.finish(within: 30)
            // then the cancel succeeds, and the nights are either free or held by the new booking alone
            #expect(!cancelled.timedOut && !booked.timedOut, "\(context): a process did not end in 30 s")
            #expect(
                cancelled.succeeded && cancelled.printed.hasPrefix("Cancelled \(earlier): refund "),
                "\(context): \(cancelled.complaint)")
            let catalog = try SQLiteStayCatalog(path: database, access: .reading)
            let dates = try StayDates(checkIn: CalendarDay(iso8601: checkIn), checkOut: CalendarDay(iso8601: checkOut))
            let holding = try await catalog.reservations().filter {
                $0.stayID == stay && $0.dates.overlaps(dates) && $0.status == .confirmed
            }
            if booked.succeeded {
                // cancel, then reserve: the new booking alone holds the nights
                #expect(holding.map(\.id) == [booked.printed], "\(context)")
                #expect(booked.printed != earlier, "\(context)")
            } else {
                // reserve (refused: the nights were still taken), then cancel: the nights are free
                #expect(booked.complaint.contains("Those nights were just booked"), "\(context): \(booked.complaint)")
                #expect(holding.isEmpty, "\(context): \(holding.map(\.id))")
            }
            #expect(try await catalog.integrityProblems().isEmpty, "\(context)")
        }
        // and no night is ever booked twice
        let catalog = try SQLiteStayCatalog(path: database, access: .reading)
        #expect(CatalogChecks.nightsBookedTwice(try await catalog.reservations()).isEmpty)
    }

    // MARK: - Days

    /// The day `offset` days from today, `YYYY-MM-DD`.
    private static func day(_ offset: Int) -> String {
        Date(timeIntervalSinceNow: Double(offset) * 86_400).formatted(.iso8601.year().month().day())
    }
}
