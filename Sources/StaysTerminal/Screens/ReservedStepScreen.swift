import StaysDomain
import StaysFeatures

/// Draws the confirmation of a booking and turns keys into finishing or going back.
public struct ReservedStepScreen: Sendable {
    /// Creates the screen.
    public init() {}

    // MARK: - Drawing

    /// The confirmation: the reservation's id, the stay, the nights, the guest and the total.
    public func drawing(of reservation: Reservation, stayTitle: String) -> StepDrawing {
        let nights = reservation.dates.nights == 1 ? "1 night" : "\(reservation.dates.nights) nights"
        let dates = "\(reservation.dates.checkIn) → \(reservation.dates.checkOut) (\(nights))"
        let lines = [
            ScreenLine("Reserved!", style: [.bold, .accent]), .blank,
            labelled("Stay", stayTitle),
            labelled("Dates", dates),
            labelled("Guest", reservation.guestName),
            labelled("Total", reservation.totalPrice.displayText),
            labelled("Number", reservation.id),
        ]
        return StepDrawing(lines: lines, hints: "Enter done · Esc back")
    }

    private func labelled(_ label: String, _ value: String) -> ScreenLine {
        ScreenLine([
            StyledText(label.padding(toLength: 8, withPad: " ", startingAt: 0), style: .dim), StyledText(value),
        ])
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
