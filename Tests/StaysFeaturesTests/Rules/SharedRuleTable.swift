import Foundation

/// The shared rule table (`Tests/rules/shared-rules.json`), which the web modules run too
/// (`Tests/web/shared-rules.test.mjs`).
struct SharedRuleTable: Decodable {
    /// A day that can or cannot be chosen next.
    struct DayCase: Decodable {
        let why: String
        let today: String
        let checkin: String?
        let day: String
        let choosable: Bool
    }

    /// Whether one more guest of a kind can be added.
    struct GuestCase: Decodable {
        let why: String
        let counts: [String: Int]
        let add: String
        let allowed: Bool
    }

    /// The first day of a locale's week, ISO numbered (1 = Monday … 7 = Sunday).
    struct WeekStartCase: Decodable {
        let locale: String
        let firstDay: Int
    }

    /// The price filter for a run of bars.
    struct PriceBarCase: Decodable {
        let why: String
        let buckets: [[Double]]
        let bars: [Int]
        /// The bars' ISO 4217 currency; US dollars when absent.
        let currency: String?
        /// The lower end in minor units of the currency (cents, won, fils).
        let minimumCents: Int?
        /// The upper end in minor units of the currency.
        let maximumCents: Int?
    }

    let days: [DayCase]
    let guests: [GuestCase]
    let weekStarts: [WeekStartCase]
    let priceBars: [PriceBarCase]

    /// The file, read from beside the tests.
    static func load() throws -> SharedRuleTable {
        try JSONDecoder().decode(SharedRuleTable.self, from: Data(contentsOf: url))
    }

    /// Where the table lives.
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("rules/shared-rules.json")
}
