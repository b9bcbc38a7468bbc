import CurrencyData
import StayCatalogCore
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct LocalPricingTests {
    static let cities = [
        Place.fixture(name: "Seoul", countryCode: "KR", population: 10_000_000),
        Place.fixture(
            name: "Paris", coordinate: .init(latitude: 48.857, longitude: 2.352), countryCode: "FR",
            population: 2_100_000, timeZone: "Europe/Paris"),
        Place.fixture(
            name: "Tokyo", coordinate: .init(latitude: 35.69, longitude: 139.69), countryCode: "JP",
            population: 9_000_000, timeZone: "Asia/Tokyo"),
        Place.fixture(
            name: "Hanoi", coordinate: .init(latitude: 21.02, longitude: 105.84), countryCode: "VN",
            population: 1_400_000, timeZone: "Asia/Bangkok"),
        Place.fixture(
            name: "Chicago", coordinate: .init(latitude: 41.88, longitude: -87.63), countryCode: "US",
            population: 2_700_000, timeZone: "America/Chicago"),
    ]

    static func generator(pricing: LocalPricing, seed: UInt64 = 7) -> StaySeedGenerator {
        StaySeedGenerator(
            count: 500, seed: seed, cities: cities, airports: [], today: .fixture("2030-01-01"), pricing: pricing)
    }

    static func shipped() throws -> LocalPricing {
        LocalPricing(countries: try ShippedCurrencyData.countries(), rates: try ShippedCurrencyData.rates())
    }

    // MARK: - Levels

    @Test func eachStayIsPricedInItsCountrysCurrencyAtARoundLocalStep() throws {
        let generator = Self.generator(pricing: try Self.shipped())
        var seen: [String: Set<String>] = [:]
        for index in 0..<generator.count {
            let stay = generator.seededStay(at: index).stay
            let city = String(stay.title.split(separator: " ").last ?? "")
            seen[city, default: []].insert(stay.nightlyPrice.currency)
            #expect(stay.cleaningFee.currency == stay.nightlyPrice.currency)
            let (nightly, cleaning) = (stay.nightlyPrice.minorUnits, stay.cleaningFee.minorUnits)
            switch stay.nightlyPrice.currency {
            case "KRW": #expect(nightly % 1_000 == 0 && cleaning % 1_000 == 0 && nightly >= 10_000, "\(stay.id)")
            case "JPY": #expect(nightly % 100 == 0 && cleaning % 100 == 0 && nightly >= 1_000, "\(stay.id)")
            case "EUR", "USD": #expect(nightly % 100 == 0 && cleaning % 100 == 0 && nightly >= 100, "\(stay.id)")
            default: Issue.record("unexpected currency \(stay.nightlyPrice.currency)")
            }
        }
        #expect(seen["Seoul"] == ["KRW"])
        #expect(seen["Paris"] == ["EUR"])
        #expect(seen["Tokyo"] == ["JPY"])
        #expect(seen["Hanoi"] == ["USD"], "the dong has no ECB rate: Vietnam keeps US dollars")
        #expect(seen["Chicago"] == ["USD"])
    }

    @Test func aLocalPriceIsTheDollarPriceAtTheShippedRateRounded() throws {
        let pricing = try Self.shipped()
        let local = Self.generator(pricing: pricing)
        let dollars = Self.generator(pricing: .usDollars)
        let rates = try ShippedCurrencyData.rates()
        for index in 0..<local.count {
            let (stay, before) = (local.seededStay(at: index).stay, dollars.seededStay(at: index).stay)
            #expect(before.nightlyPrice.currency == "USD")
            guard let target = Currency(code: stay.nightlyPrice.currency),
                let exact = rates.convert(before.nightlyPrice, to: target)
            else { continue }
            let step = Double(["KRW": 1_000, "JPY": 100, "EUR": 100][stay.nightlyPrice.currency] ?? 1)
            #expect(abs(Double(stay.nightlyPrice.minorUnits - exact.minorUnits)) <= step / 2 + 1, "\(stay.id)")
            #expect(stay.id == before.id && stay.coordinate == before.coordinate && stay.title == before.title)
        }
    }

    @Test func theSameSeedGivesTheSamePricesAndUSDollarStaysAreAsBefore() throws {
        let pricing = try Self.shipped()
        let first = (0..<200).map(Self.generator(pricing: pricing).seededStay(at:))
        let second = (0..<200).map(Self.generator(pricing: pricing).seededStay(at:))
        #expect(first == second)
        let dollars = (0..<200).map(Self.generator(pricing: .usDollars).seededStay(at:))
        for (local, before) in zip(first, dollars) where local.stay.nightlyPrice.currency == "USD" {
            #expect(local == before)
        }
    }

    @Test func aCountryWhoseCurrencyHasNoRateKeepsUSDollars() throws {
        let pricing = try Self.shipped()
        #expect(pricing.currency(ofCountry: "KR").code == "KRW")
        #expect(pricing.currency(ofCountry: "VN") == .usDollar)
        #expect(pricing.currency(ofCountry: "ZZ") == .usDollar)
        #expect(LocalPricing.usDollars.currency(ofCountry: "KR") == .usDollar)
    }
}
