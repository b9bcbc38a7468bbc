import StaysDomain

/// Finds a time zone's place on a server, which has no time-zone lookup: the zone's city part ("Asia/Seoul" →
/// "Seoul", "America/Los_Angeles" → "Los Angeles") is suggested and the top city or airport taken.
struct ServerTimeZonePlaceFinder: TimeZonePlaceFinding {
    /// Suggests places on the server.
    let suggester: any PlaceSuggesting
    /// Looks the suggestion's place up.
    let lookup: any PlaceLookup

    /// The zone's city, or nil when the zone names none the server knows.
    func mostPopulousPlace(inTimeZone identifier: String) async throws -> Place? {
        guard let city = identifier.split(separator: "/").last, identifier.contains("/") else { return nil }
        let text = city.replacingOccurrences(of: "_", with: " ")
        guard let query = try? SuggestionQuery(text: text, limit: 1),
            let top = try await suggester.suggestions(for: query).first, [.city, .airport].contains(top.kind)
        else { return nil }
        return try await lookup.place(withID: top.id)
    }
}
