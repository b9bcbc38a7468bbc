import StaysDomain
import StaysFeatures

/// Draws a stay with the trip's price breakdown and the booking status.
public struct StayDetailScreen: Sendable {
    /// Creates the screen.
    public init() {}

    // MARK: - Drawing

    /// The detail drawn in `size`: nights × nightly + cleaning fee = total, the cancellation policy, then where booking
    /// stands.
    public func drawing(of state: StayDetailViewState, size: TerminalSize) -> StepDrawing {
        let stay = state.stay
        let rating =
            stay.rating.map { "★ \(Double(Int(($0 * 10).rounded())) / 10) (\(stay.reviewCount) reviews)" } ?? "New"
        let lines = [
            ScreenLine(stay.title, style: .bold),
            ScreenLine(
                [
                    Self.counted(stay.maximumGuests, "guest"), Self.counted(stay.bedrooms, "bedroom"),
                    Self.counted(stay.beds, "bed"), rating,
                ].joined(separator: " · "), style: .dim),
            .blank,
            priceLine(state.nightsText, state.nightsTotal, width: size.columns),
            priceLine("Cleaning fee", state.cleaningFee, width: size.columns),
            priceLine("Total", state.total, width: size.columns).adding(.bold),
            ScreenLine(
                "Cancellation: \(stay.cancellationPolicy.rawValue) · \(stay.cancellationPolicy.summary)", style: .dim),
            .blank,
            statusLine(state.status),
        ]
        return StepDrawing(lines: lines, hints: "Enter reserve · Esc back")
    }

    private func priceLine(_ label: String, _ amount: Money, width: Int) -> ScreenLine {
        let value = amount.displayText
        return ScreenLine(label + String(repeating: " ", count: max(2, width - label.count - value.count)) + value)
    }

    private func statusLine(_ status: StayDetailViewState.Status) -> ScreenLine {
        switch status {
        case .ready: ScreenLine("Press Enter to reserve.", style: .dim)
        case .reserving: ScreenLine("Reserving…", style: .dim)
        case .confirmed(let id): ScreenLine("Reserved. Confirmation \(id).", style: .accent)
        case .notAvailable: ScreenLine("Not available: some of these nights are already booked.", style: .accent)
        case .failed(let message): ScreenLine("Could not reserve: \(message)", style: .accent)
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

    /// "1 bed", "2 beds".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
