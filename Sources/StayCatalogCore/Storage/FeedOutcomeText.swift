import Foundation
import StaysDomain

/// A feed's last outcome as the JSON text both catalogues store.
package enum FeedOutcomeText {
    /// The outcome as JSON.
    package static func text(of outcome: FeedRefreshOutcome) throws -> String {
        String(decoding: try JSONEncoder().encode(outcome), as: UTF8.self)
    }

    /// The outcome in stored JSON, nil for none or for text this version cannot read.
    package static func outcome(in text: String?) -> FeedRefreshOutcome? {
        text.flatMap { try? JSONDecoder().decode(FeedRefreshOutcome.self, from: Data($0.utf8)) }
    }
}
