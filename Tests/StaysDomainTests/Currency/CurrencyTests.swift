import CurrencyData
import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct CurrencyTests {
    // MARK: - The ISO 4217 table

    @Test func theTableGivesEachCurrencyItsMinorDigitsAndNumber() throws {
        let expected: [(String, Int, Int)] = [
            ("KRW", 410, 0), ("JPY", 392, 0), ("USD", 840, 2), ("EUR", 978, 2), ("BHD", 48, 3), ("KWD", 414, 3),
        ]
        for (code, number, digits) in expected {
            let currency = try #require(Currency(code: code))
            #expect(currency.number == number && currency.minorDigits == digits, "\(code)")
            #expect(Currency(number: number) == currency)
        }
        #expect(Currency(code: "KRW")?.minorUnitsPerMajor == 1)
        #expect(Currency(code: "BHD")?.minorUnitsPerMajor == 1000)
    }

    @Test func onlyCodesTheTableListsAreCurrencies() {
        for text in ["XYZ", "krw", "", "US", "USDX", "XAU", "XTS", "BOV"] {
            #expect(Currency(code: text) == nil, "\(text)")
        }
        #expect(Currency(typed: " krw ")?.code == "KRW")
        #expect(Currency(typed: "ｋｒｗ") == nil)
        #expect(Currency.all.count > 150 && Set(Currency.all.map(\.number)).count == Currency.all.count)
    }

    // MARK: - Money in minor units

    @Test func moneyIsWrittenWithItsCurrencysDigits() {
        #expect(Money(minorUnits: 123_450, currency: "USD").displayText == "1,234.50 USD")
        #expect(Money(minorUnits: 120_000, currency: "KRW").displayText == "120,000 KRW")
        #expect(Money(minorUnits: 17_300, currency: "JPY").displayText == "17,300 JPY")
        #expect(Money(minorUnits: 1_250, currency: "BHD").displayText == "1.250 BHD")
        #expect(Money(minorUnits: 5, currency: "BHD").displayText == "0.005 BHD")
        #expect(Money(minorUnits: -1_005, currency: "EUR").displayText == "-10.05 EUR")
        #expect(Money(minorUnits: 120_000, currency: "KRW").approximateText == "≈ 120,000 KRW")
        #expect(Money(minorUnits: 120_000, currency: "KRW").amount == 120_000)
        #expect(Money(minorUnits: 12_050, currency: "USD").amount == 120.5)
    }

    // MARK: - Rates and conversion

    @Test func ratesConvertThroughTheEuroRoundedToTheTargetsMinorUnit() throws {
        let rates = CurrencyRates.fixture
        let won = try #require(Currency(code: "KRW"))
        let yen = try #require(Currency(code: "JPY"))
        let dinar = try #require(Currency(code: "BHD"))
        #expect(
            rates.convert(Money(minorUnits: 10_000, currency: "USD"), to: won)
                == Money(minorUnits: 120_000, currency: "KRW"))
        #expect(rates.convert(Money(minorUnits: 120_000, currency: "KRW"), to: .usDollar) == Money(minorUnits: 10_000))
        #expect(
            rates.convert(Money(minorUnits: 1_000, currency: "JPY"), to: won)
                == Money(minorUnits: 9_375, currency: "KRW"))
        #expect(rates.convert(Money(minorUnits: 12_345), to: dinar) == Money(minorUnits: 39_504, currency: "BHD"))
        #expect(rates.convert(Money(minorUnits: 1, currency: "KRW"), to: .usDollar) == Money(minorUnits: 0))
        #expect(rates.convert(Money(minorUnits: 999), to: .usDollar) == Money(minorUnits: 999))
        #expect(rates.factor(from: yen, to: yen) == 1)
    }

    @Test func aCurrencyWithoutARateConvertsToNothing() throws {
        let rates = CurrencyRates.fixture
        let dong = try #require(Currency(code: "VND"))
        #expect(rates.convert(Money(minorUnits: 100, currency: "VND"), to: .usDollar) == nil)
        #expect(rates.factor(from: .usDollar, to: dong) == nil)
        #expect(rates.convert(Money(minorUnits: 100, currency: "ZZZ"), to: .usDollar) == nil)
        #expect(!rates.converts(dong) && rates.converts(.usDollar))
    }

    @Test func aDisplayCurrencyIsOneTheRatesConvert() throws {
        let rates = CurrencyRates.fixture
        #expect(try rates.displayCurrency("krw").code == "KRW")
        #expect(rates.currencies.map(\.code) == ["BHD", "EUR", "JPY", "KRW", "USD"])
        #expect(throws: CurrencyError.unknownCurrency("VND", known: ["BHD", "EUR", "JPY", "KRW", "USD"])) {
            try rates.displayCurrency("VND")
        }
        #expect(throws: CurrencyError.self) { try rates.displayCurrency("not a currency at all") }
    }

    @Test func aRateTableRefusesUnknownCodesAndBadRates() {
        let day = CalendarDay.fixture("2030-01-01")
        #expect(throws: CurrencyDataError.unknownCode("ABC")) {
            try CurrencyRates(date: day, source: "x", unitsPerEuro: ["ABC": 1])
        }
        for rate in [0, -1, Double.nan, .infinity] {
            #expect(throws: CurrencyDataError.self) {
                try CurrencyRates(date: day, source: "x", unitsPerEuro: ["USD": rate])
            }
        }
    }

    @Test func convertedPricesAreMadeOnlyForAnotherCurrency() throws {
        let rates = CurrencyRates.fixture
        let won = try #require(Currency(code: "KRW"))
        let converted = rates.converted(
            nightly: Money(minorUnits: 10_000), cleaningFee: Money(minorUnits: 2_500), total: Money(minorUnits: 32_500),
            to: won)
        #expect(
            converted
                == ConvertedPrices(
                    nightly: Money(minorUnits: 120_000, currency: "KRW"),
                    cleaningFee: Money(minorUnits: 30_000, currency: "KRW"),
                    total: Money(minorUnits: 390_000, currency: "KRW")))
        #expect(
            rates.converted(
                nightly: Money(minorUnits: 10_000), cleaningFee: Money(minorUnits: 0), total: nil, to: .usDollar) == nil
        )
        #expect(
            rates.converted(nightly: Money(minorUnits: 10_000), cleaningFee: Money(minorUnits: 0), total: nil, to: nil)
                == nil)
    }

    // MARK: - The shipped files

    @Test func theShippedRatesAreTheECBsDatedTable() throws {
        let rates = try ShippedCurrencyData.rates()
        #expect(rates.source == "European Central Bank euro foreign exchange reference rates")
        #expect(rates.date == .fixture("2026-10-30"))
        #expect(rates.unitsPerEuro["KRW"] == 1491.76 && rates.unitsPerEuro["USD"] == 1.1172)
        #expect(rates.currencies.count == 30)
        let countries = try ShippedCurrencyData.countries()
        #expect(countries.currency(ofCountry: "KR")?.code == "KRW")
        #expect(countries.currency(ofCountry: "JP")?.code == "JPY")
        #expect(countries.currency(ofCountry: "FR")?.code == "EUR")
        #expect(countries.currency(ofCountry: "BG")?.code == "EUR")
        #expect(countries.currency(ofCountry: "VN")?.code == "VND")
    }

    @Test func damagedFilesAreRefusedWithASentence() {
        #expect(throws: CurrencyDataError.self) { try CurrencyRates(json: Data("{}".utf8)) }
        let wrongBase = #"{"source":"s","date":"2030-01-01","base":"USD","unitsPerEuro":{}}"#
        #expect(throws: CurrencyDataError.malformed("the rate table's base must be EUR, got USD")) {
            try CurrencyRates(json: Data(wrongBase.utf8))
        }
        #expect(throws: CurrencyDataError.self) { try CountryCurrencies(tsv: "KR\tKRW\n") }
        #expect(throws: CurrencyDataError.unknownCode("XYZ")) {
            try CountryCurrencies(tsv: "country\tcurrency\nKR\tXYZ\n")
        }
        #expect(throws: CurrencyDataError.self) { try CountryCurrencies(tsv: "country\tcurrency\nKOR\tKRW\n") }
    }
}
