import Hummingbird
import StaysDomain
import StaysWire

/// `/api/v1/rules`: the rules every front end applies (longest stay, horizon, guests, suggestion count, where to
/// start), so the web app never keeps its own copy.
struct RulesRoutes {
    let rules: CachedStayRules

    /// Registers the route under `group`.
    func add(to group: RouterGroup<StaysRequestContext>) {
        group.get("rules") { _, _ in
            try WireResponse.json(StayRulesResponse(try await rules.rules()))
        }
    }
}
