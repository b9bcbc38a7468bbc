import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

@Suite struct CurrencyRouteTests {
    static let week = "place=geonames:1835848&checkin=2030-02-01&checkout=2030-02-08"
    static let loftWeek = #"{"stayId": "stay:0000001", "checkin": "2030-02-01", "checkout": "2030-02-08"}"#

    @Test func theCurrenciesRouteTellsTheRateTablesSourceDayAndCurrencies() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { try await $0.send(.get, "/api/v1/currencies") }
        #expect(response.status == .ok)
        let list = try response.decoded(CurrencyListResponse.self)
        #expect(list.source == "Test rates" && list.date == .fixture("2030-01-01") && list.base == "EUR")
        #expect(list.currencies.map(\.code) == ["BHD", "EUR", "JPY", "KRW", "USD"])
        #expect(list.currencies.first { $0.code == "KRW" }?.digits == 0)
    }

    @Test func aSearchInWonKeepsEachStaysDollarsAndAddsWonMarkedApproximate() async throws {
        let harness = try await ServerHarness()
        let (search, histogram) = try await harness.test { client in
            (
                try await client.send(.get, "/api/v1/stays?\(Self.week)&sort=price&currency=krw&maxPrice=100000"),
                try await client.send(.get, "/api/v1/stays/histogram?\(Self.week)&currency=KRW&buckets=4")
            )
        }
        let page = try search.decoded(StaySearchResponse.self)
        #expect(page.stays.map(\.id) == ["stay:0000002"], "80 dollars is 96,000 won; 120 is 144,000, over budget")
        let cabin = try #require(page.stays.first)
        #expect(cabin.nightlyPrice == 80 && cabin.totalPrice == 590 && cabin.currency == "USD")
        #expect(
            cabin.displayPrice?.currency == "KRW" && cabin.displayPrice?.nightlyPrice == 96_000
                && cabin.displayPrice?.totalPrice == 708_000 && cabin.displayPrice?.approximate == true)
        #expect(search.text.contains(#""displayPrice":{"approximate":true,"cleaningFee":36000,"currency":"KRW","#))
        let bars = try histogram.decoded(NightlyPriceHistogram.self)
        #expect(bars.currency == "KRW" && bars.min == 96_000 && bars.max == 144_000)
    }

    @Test func anUnknownCurrencyIsAClear400WithItsOwnCode() async throws {
        let harness = try await ServerHarness()
        let answers = try await harness.test { client in
            [
                try await client.send(.get, "/api/v1/stays?\(Self.week)&currency=XYZ"),
                try await client.send(.get, "/api/v1/stays/histogram?\(Self.week)&currency=vnd"),
                try await client.send(.get, "/api/v1/stays/stay:0000001?currency=dollars"),
                try await client.send(.get, "/api/v1/reservations?currency=XYZ", token: try await client.signedIn()),
            ]
        }
        for answer in answers {
            #expect(answer.status == .badRequest)
            #expect(answer.headers[.contentType] == "application/problem+json")
            #expect(answer.problem?.code == ProblemCode.unknownCurrency.rawValue)
            #expect(answer.problem?.type == "/problems/unknown-currency")
        }
        #expect(
            answers.first?.problem?.detail == #"currency must be one of BHD, EUR, JPY, KRW, USD, got "XYZ""#)
        #expect(answers.first?.text.contains(#""currencies":["BHD","EUR","JPY","KRW","USD"]"#) == true)
    }

    @Test func aStayAndABookingShowConvertedPricesButTheTotalChargedStaysInDollars() async throws {
        let harness = try await ServerHarness()
        let (detail, booked, listed) = try await harness.test { client in
            let token = try await client.signedIn()
            return (
                try await client.send(.get, "/api/v1/stays/stay:0000001?currency=JPY"),
                try await client.send(.post, "/api/v1/reservations?currency=KRW", json: Self.loftWeek, token: token),
                try await client.send(.get, "/api/v1/reservations?currency=KRW", token: token)
            )
        }
        let stay = try detail.decoded(StayDetailResponse.self)
        #expect(stay.nightlyPrice == 120 && stay.currency == "USD")
        #expect(stay.displayPrice?.nightlyPrice == 15_360 && stay.displayPrice?.currency == "JPY")
        #expect(stay.displayPrice?.totalPrice == nil)
        let reservation = try booked.decoded(ReservationItem.self)
        #expect(reservation.total == 870 && reservation.price.currency == "USD")
        #expect(reservation.displayPrice?.totalPrice == 1_044_000 && reservation.displayPrice?.approximate == true)
        let page = try listed.decoded(ReservationListResponse.self)
        #expect(page.reservations.map(\.displayPrice?.totalPrice) == [1_044_000])
        let stored = try await harness.catalog.reservations()
        #expect(stored.map(\.totalPrice) == [Money(minorUnits: 87_000, currency: "USD")])
    }
}
