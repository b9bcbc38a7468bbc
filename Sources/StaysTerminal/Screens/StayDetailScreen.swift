import StaysDomain
import StaysFeatures

/// Draws a stay with the trip's price breakdown and the booking status.
public struct StayDetailScreen: Sendable {
    private let words: any Localizing

    /// Creates the screen, written with `words`.
    public init(words: any Localizing) {
        self.words = words
    }

    // MARK: - Drawing

    /// The detail drawn in `size`: nights × nightly + cleaning fee = total, the cancellation policy, then where booking
    /// stands.
    public func drawing(of state: StayDetailViewState, size: TerminalSize) -> StepDrawing {
        let stay = state.stay
        let rating =
            stay.rating.map {
                words.text(
                    "app.detail.rating", count: stay.reviewCount,
                    ["rating": .text(String(Double(Int(($0 * 10).rounded())) / 10))])
            } ?? words.text("app.detail.new")
        let facts = [
            words.text("app.detail.guests", count: stay.maximumGuests),
            words.text("app.detail.bedrooms", count: stay.bedrooms), words.text("app.detail.beds", count: stay.beds),
            rating,
        ]
        let policy = stay.cancellationPolicy.rawValue
        let cancellation = words.text(
            "app.detail.cancellation",
            [
                "policy": .text(words.text("app.cancellation.\(policy)")),
                "summary": .text(words.text("app.cancellation.\(policy).summary")),
            ])
        let lines = [
            ScreenLine(stay.title, style: .bold),
            ScreenLine(facts.joined(separator: " · "), style: .dim),
            .blank,
            priceLine(state.nightsText, state.nightsTotal, width: size.columns),
            priceLine(words.text("app.detail.cleaning-fee"), state.cleaningFee, width: size.columns),
            priceLine(words.text("app.detail.total"), state.total, width: size.columns).adding(.bold),
            ScreenLine(cancellation, style: .dim),
            .blank,
            statusLine(state.status),
        ]
        return StepDrawing(lines: lines, hints: words.hints(["app.hint.reserve", "app.hint.back"]))
    }

    /// A label on the left and its amount on the right edge, measured in terminal columns.
    private func priceLine(_ label: String, _ amount: Money, width: Int) -> ScreenLine {
        let value = amount.displayText
        let used = DisplayWidth.columns(of: label) + DisplayWidth.columns(of: value)
        return ScreenLine(label + String(repeating: " ", count: max(2, width - used)) + value)
    }

    private func statusLine(_ status: StayDetailViewState.Status) -> ScreenLine {
        switch status {
        case .ready: ScreenLine(words.text("app.detail.ready"), style: .dim)
        case .reserving: ScreenLine(words.text("app.detail.reserving"), style: .dim)
        case .confirmed(let id): ScreenLine(words.text("app.detail.confirmed", ["id": .text(id)]), style: .accent)
        case .notAvailable: ScreenLine(words.text("app.detail.not-available"), style: .accent)
        case .failed(let message):
            ScreenLine(words.text("app.detail.failed", ["reason": .text(message)]), style: .accent)
        }
    }

    // MARK: - Keys

    /// The event a key stands for, or nil when it does nothing here.
    public func event(for key: Key) -> FlowEvent? {
        switch key {
        case .enter: .reserve
        case .escape: .back
        default: nil
        }
    }
}
