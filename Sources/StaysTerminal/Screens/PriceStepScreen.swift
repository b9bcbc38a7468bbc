import StaysDomain
import StaysFeatures

/// Draws the Price step as a histogram of block characters with two handles, and turns keys into its events.
public struct PriceStepScreen: Sendable {
    /// The block for each bar height 1–8.
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    private let words: any Localizing

    /// Creates the screen, written with `words`.
    public init(words: any Localizing) {
        self.words = words
    }

    // MARK: - Drawing

    /// The step as the flow shows it: waiting, the histogram, or why it could not be loaded.
    public func drawing(of step: PriceStepState, size: TerminalSize) -> StepDrawing {
        switch step {
        case .ready(let state): drawing(of: state, size: size)
        case .loading:
            StepDrawing(
                lines: [heading, .blank, ScreenLine(words.text("app.price.loading"), style: .dim)],
                hints: words.hints(["app.hint.back"]))
        case .failed(let message):
            StepDrawing(
                lines: [
                    heading, .blank,
                    ScreenLine(words.text("app.price.failed", ["reason": .text(message)]), style: .accent),
                ], hints: words.hints(["app.hint.back"]))
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
        let prices = state.rangeText.isEmpty ? words.text("app.price.none") : state.rangeText
        let lines = [
            heading, .blank, ScreenLine(bars), ScreenLine(handles), .blank,
            ScreenLine("\(prices) · \(words.text("common.stays", count: state.countInRange))", style: .accent),
        ]
        let hints = words.hints([
            "app.hint.move-handle", "app.hint.other-handle", "app.hint.show-stays", "app.hint.back", "app.hint.filters",
        ])
        return StepDrawing(lines: lines, hints: hints)
    }

    private var heading: ScreenLine {
        ScreenLine(words.text("app.price.heading"), style: .bold)
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
