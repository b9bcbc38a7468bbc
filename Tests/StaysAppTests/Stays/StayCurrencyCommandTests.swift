import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysApp

@Suite struct StayCurrencyCommandTests {
    /// A request for Seoul shown in `currency`.
    static func request(currency: String) throws -> StaySearchRequest {
        let plain = try StayRunnerHarness.request()
        return StaySearchRequest(
            area: plain.area, timing: plain.timing, guests: plain.guests, price: nil,
            currency: Currency(code: currency),
            sort: .price, limit: 2, cursor: nil)
    }

    @Test func aDisplayCurrencyAddsEachTotalInItMarkedApproximateWhenConverted() async throws {
        // given a dollar loft converted into won, and a stay already in won
        let loft = Stay.fixture()
        let hanok = Stay.fixture(
            id: "stay:0000002", title: "Hanok", nightlyCents: 150_000, cleaningCents: 20_000, currency: "KRW")
        let converted = ConvertedPrices(
            nightly: Money(minorUnits: 144_000, currency: "KRW"),
            cleaningFee: Money(minorUnits: 36_000, currency: "KRW"),
            total: Money(minorUnits: 468_000, currency: "KRW"))
        let loftResult = StaySearchResult(
            stay: loft, totalPrice: Money(minorUnits: 39_000), distanceKilometres: 1.23, converted: converted)
        let page = StayResultsPage(total: 2, results: [loftResult, .fixture(hanok, nights: 3)], nextCursor: nil)
        let harness = StayRunnerHarness(pages: [page])
        // when the search is shown in won
        try await harness.runner.search(try Self.request(currency: "KRW"), format: .table)
        // then the won column has the converted total with "≈" and the won stay's own total without
        #expect(
            harness.output.standardOutput == """
                ID            TITLE                    NIGHTLY      TOTAL        IN KRW         GUESTS  RATING  DISTANCE
                stay:0000001  Sunny loft by the river  120.00 USD   390.00 USD   ≈ 468,000 KRW  4       4.8     1.2 km
                stay:0000002  Hanok                    150,000 KRW  470,000 KRW  470,000 KRW    4       4.8     1.2 km
                2 of 2 stays.

                """)
        #expect(harness.searcher.receivedQueries.first?.currency?.code == "KRW")
    }

    @Test func aCurrencyTheRatesDoNotConvertIsAUsageError() async throws {
        let harness = StayRunnerHarness()
        await #expect(
            throws: StayCommandError.usage("Prices cannot be shown in that currency. Choose another one.")
        ) {
            try await harness.runner.search(try Self.request(currency: "VND"), format: .table)
        }
    }
}

@Suite struct StayDetailCurrencyCommandTests {
    @Test func aStayShownInAnotherCurrencyAddsItsConvertedPricesAndTheirSource() async throws {
        let harness = StayRunnerHarness(stays: [.fixture()])
        try await harness.runner.stay("stay:0000001", currency: Currency(code: "KRW"))
        #expect(
            harness.output.standardOutput.hasSuffix(
                "In KRW: ≈ 144,000 KRW a night, cleaning fee ≈ 36,000 KRW (the European Central Bank's euro reference "
                    + "rates of 2030-01-01; you pay in the stay's currency)\n"))
        #expect(harness.output.standardOutput.contains("Nightly 120.00 USD, cleaning fee 30.00 USD"))
    }

    @Test func aStayShownInItsOwnCurrencyAddsNothing() async throws {
        let harness = StayRunnerHarness(stays: [.fixture()])
        try await harness.runner.stay("stay:0000001", currency: .usDollar)
        #expect(!harness.output.standardOutput.contains("≈"))
    }
}
