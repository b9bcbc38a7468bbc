import Foundation
import StaysDomain
import StaysMessages
import StaysWire
@testable import StaysFeatures
import StaysTestSupport
import StaysWire
import Testing

@testable import StaysFeatures

/// The shared rule table through the Swift feature layer; the web modules run the same table.
@Suite struct SharedRuleTests {
    private let table: SharedRuleTable

    init() throws {
        table = try SharedRuleTable.load()
    }

    // MARK: - Published rules

    @Test func theServerPublishesTheTablesRules() throws {
        let published =
            try JSONSerialization.jsonObject(
                with: JSONEncoder().encode(StayRulesResponse(StayRules(largestOccupancy: 13)))) as? NSDictionary
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: SharedRuleTable.url)) as? [String: Any]
        #expect(published == file?["rules"] as? NSDictionary)
    }

    // MARK: - Cases

    @Test func daysAreChoosableExactlyWhereTheTableSays() {
        let configuration = DateSearchConfiguration(calendar: Calendar(identifier: .gregorian))
        for item in table.days {
            let rules = DayAvailabilityRules(
                today: .fixture(item.today), monthCount: configuration.monthCount,
                maximumNights: configuration.maximumNights)
            let selection = item.checkin.map { DateRangeSelection.checkIn(.fixture($0)) } ?? .empty
            let availability = rules.availability(of: .fixture(item.day), given: selection)
            #expect((availability == .selectable) == item.choosable, "\(item.why): \(item.day)")
        }
    }

    @Test func guestsCanBeAddedExactlyWhereTheTableSays() throws {
        for item in table.guests {
            let counts = try GuestCounts(
                adults: item.counts["adults"] ?? 0, children: item.counts["children"] ?? 0,
                infants: item.counts["infants"] ?? 0, pets: item.counts["pets"] ?? 0)
            let controller = GuestSearchController(
                initialCounts: counts, maximumGuests: 13, words: MessageCatalog.shipped()
            ) { _ in }
            let row = controller.viewState.rows.first { $0.kind.rawValue == item.add }
            #expect(row?.canIncrement == item.allowed, "\(item.why)")
        }
    }

    @Test func weeksStartOnTheTablesDay() {
        for item in table.weekStarts {
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = Locale(identifier: item.locale.replacingOccurrences(of: "-", with: "_"))
            let controller = DateSearchController(
                todayProvider: FixedTodayProvider(day: .fixture("2026-11-23")),
                configuration: DateSearchConfiguration(calendar: calendar), words: MessageCatalog.shipped(),
                initialTiming: nil, onFinish: { _ in })
            let sundayFirstIndex = item.firstDay % 7
            #expect(
                controller.viewState.weekdaySymbols.first == calendar.shortStandaloneWeekdaySymbols[sundayFirstIndex],
                "\(item.locale)")
        }
    }

    @Test func priceHandlesAskForTheTablesMinorUnits() throws {
        for item in table.priceBars {
            let buckets = item.buckets.map {
                NightlyPriceHistogram.Bucket(lower: $0[0], upper: $0[1], count: Int($0[2]))
            }
            let currency = try #require(Currency(code: item.currency ?? "USD"))
            let histogram = NightlyPriceHistogram(
                currency: currency.code, total: buckets.reduce(0) { $0 + $1.count }, min: buckets[0].lower,
                max: buckets[buckets.count - 1].upper,
                average: 0, buckets: buckets)
            let spy = CallbackSpy<PriceRange?>()
            let controller = PriceFilterController(histogram: histogram) { spy.record($0) }
            for _ in 0..<item.bars[0] { controller.handle(.moveRight) }
            controller.handle(.switchHandle)
            for _ in item.bars[1]..<(buckets.count - 1) { controller.handle(.moveLeft) }
            controller.handle(.confirm)
            let range = spy.receivedValues.first ?? nil
            #expect(range?.minorUnits(in: currency).minimum == item.minimumCents, "\(item.why)")
            #expect(range?.minorUnits(in: currency).maximum == item.maximumCents, "\(item.why)")
        }
    }
}
