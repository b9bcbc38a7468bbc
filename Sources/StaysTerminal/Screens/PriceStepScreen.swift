import StaysFeatures

/// Draws the Price step as a histogram of block characters with two handles, and turns keys into its events.
public struct PriceStepScreen: Sendable {
    /// The block for each bar height 1–8.
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// Creates the screen.
    public init() {}

    // MARK: - Drawing

    /// The step as the flow shows it: waiting, the histogram, or why it could not be loaded.
    public func drawing(of step: PriceStepState, size: TerminalSize) -> StepDrawing {
        switch step {
        case .ready(let state): drawing(of: state, size: size)
        case .loading:
            StepDrawing(
                lines: [
                    ScreenLine("Price per night", style: .bold), .blank, ScreenLine("Loading prices…", style: .dim),
                ], hints: "Esc back")
        case .failed(let message):
            StepDrawing(
                lines: [
                    ScreenLine("Price per night", style: .bold), .blank,
                    ScreenLine("Could not load prices: \(message)", style: .accent),
                ], hints: "Esc back")
        }
    }

    /// The step drawn in `size`: bars inside the range bright, outside dim, handles below.
    public func drawing(of state: PriceFilterViewState, size: TerminalSize) -> StepDrawing {
        let range = state.lowerIndex...state.upperIndex
        let bars = state.barHeights.enumerated().map { index, height in
            StyledText(
                height == 0 ? " " : String(Self.blocks[min(height, 8) - 1]),
                style: range.contains(index) ? .accent : .dim)
        }
        var handles = Array(repeating: StyledText(" "), count: state.barHeights.count)
        if !handles.isEmpty {
            handles[state.lowerIndex] = StyledText("▲", style: state.activeHandle == .lower ? .selected : .plain)
            if state.upperIndex != state.lowerIndex || state.activeHandle == .upper {
                handles[state.upperIndex] = StyledText("▲", style: state.activeHandle == .upper ? .selected : .plain)
            }
        }
        let unit = state.countInRange == 1 ? "stay" : "stays"
        let lines = [
            ScreenLine("Price per night", style: .bold), .blank, ScreenLine(bars), ScreenLine(handles), .blank,
            ScreenLine("\(state.rangeText) · \(state.countInRange) \(unit)", style: .accent),
        ]
        return StepDrawing(
            lines: lines, hints: "←→ move handle · Tab other handle · Enter show stays · Esc back · f filters")
    }

    // MARK: - Keys

    /// The event a key stands for, or nil when it does nothing here.
    public func event(for key: Key) -> FlowEvent? {
        switch key {
        case .left: .price(.moveLeft)
        case .right: .price(.moveRight)
        case .tab: .price(.switchHandle)
        case .text("f"), .text("F"): .showFilters
        case .enter: .price(.confirm)
        case .escape: .back
        default: nil
        }
    }
}
