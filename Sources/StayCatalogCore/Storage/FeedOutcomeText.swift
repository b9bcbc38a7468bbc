import Foundation
import StaysDomain

/// A feed's last outcome and the nights it blocked, as the JSON text both catalogues store.
package enum FeedOutcomeText {
    /// The outcome as JSON.
    package static func text(of outcome: FeedRefreshOutcome) throws -> String {
        String(decoding: try JSONEncoder().encode(outcome), as: UTF8.self)
    }

    /// The outcome in stored JSON, nil for none or for text this version cannot read.
    package static func outcome(in text: String?) -> FeedRefreshOutcome? {
        text.flatMap { try? JSONDecoder().decode(FeedRefreshOutcome.self, from: Data($0.utf8)) }
    }

    /// Spans of nights as JSON.
    package static func text(of spans: [StayDates]) throws -> String {
        String(decoding: try JSONEncoder().encode(spans), as: UTF8.self)
    }

    /// The spans in stored JSON, none for text this version cannot read.
    package static func spans(in text: String) -> [StayDates] {
        (try? JSONDecoder().decode([StayDates].self, from: Data(text.utf8))) ?? []
    }
}
