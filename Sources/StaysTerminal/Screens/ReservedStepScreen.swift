import StaysDomain
import StaysFeatures

/// Draws the confirmation of a booking and turns keys into finishing or going back.
public struct ReservedStepScreen: Sendable {
    /// The fewest columns a label takes, so the values line up.
    static let labelWidth = 8
    private let words: any Localizing

    /// Creates the screen, written with `words`.
    public init(words: any Localizing) {
        self.words = words
    }

    // MARK: - Drawing

    /// The confirmation: the reservation's id, the stay, the nights, the guest and the total.
    public func drawing(of reservation: Reservation, stayTitle: String) -> StepDrawing {
        let nights = words.text("common.nights", count: reservation.dates.nights)
        let dates = "\(reservation.dates.checkIn) → \(reservation.dates.checkOut) (\(nights))"
        let rows = [
            ("app.reserved.stay", stayTitle), ("app.reserved.dates", dates),
            ("app.reserved.guest", reservation.guestName), ("app.reserved.total", reservation.totalPrice.displayText),
            ("app.reserved.number", reservation.id),
        ].map { (words.text($0), $1) }
        let width = max(Self.labelWidth, (rows.map { DisplayWidth.columns(of: $0.0) }.max() ?? 0) + 2)
        let lines =
            [ScreenLine(words.text("app.reserved.heading"), style: [.bold, .accent]), .blank]
            + rows.map { label, value in
                ScreenLine([StyledText(label.rightPadded(to: width), style: .dim), StyledText(value)])
            }
        return StepDrawing(lines: lines, hints: words.hints(["app.hint.done", "app.hint.back"]))
    }

    // MARK: - Keys

    /// The event a key stands for, or nil when it does nothing here.
    public func event(for key: Key) -> FlowEvent? {
        switch key {
        case .enter: .finish
        case .escape: .back
        default: nil
        }
    }
}
