import Hummingbird
import StaysDomain
import StaysWire

/// `/api/v1/currencies`: the display currencies a guest may choose (`?currency=` on the stay and reservation routes)
/// and the rate table prices are converted at, with its source and day, so a front end can say where its
/// approximate prices come from.
struct CurrencyRoutes {
    let rates: CurrencyRates

    /// Registers the route under `group`.
    func add(to group: RouterGroup<StaysRequestContext>) {
        group.get("currencies") { _, _ in
            try WireResponse.json(CurrencyListResponse(rates))
        }
    }
}
