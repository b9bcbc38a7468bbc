import CurrencyData
import StayCatalogCore
import StaysDomain
import Swinject

/// Registers the shipped currency data: the euro reference rates (display currencies and conversions), each
/// country's currency and the pricing of seeded stays in it. Read once, when first asked for; a damaged file stops
/// the command with the sentence `CurrencyDataError` gives.
struct CurrencyAssembly: Assembly {
    func assemble(container: Container) {
        container.provide(CurrencyRates.self) { _ in
            try ShippedCurrencyData.rates()
        }.inObjectScope(.container)
        container.provide(CountryCurrencies.self) { _ in
            try ShippedCurrencyData.countries()
        }.inObjectScope(.container)
        container.provide(LocalPricing.self) { resolver in
            LocalPricing(
                countries: try resolver.required(CountryCurrencies.self),
                rates: try resolver.required(CurrencyRates.self))
        }.inObjectScope(.container)
    }
}
