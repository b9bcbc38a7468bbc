import StaysDomain
import StaysFeatures

/// The whole search flow as one terminal screen: the draft's summary on top, the step below, key hints
/// at the bottom. Keys become flow events; the flow itself decides what they do. The screen's own words (prompts,
/// headings, key hints) come from `words`, the flow's from its controllers.
public struct SearchFlowScreen: TerminalScreen, Sendable {
    /// What the screen draws: the flow's state as last seen.
    public private(set) var viewState: SearchFlowViewState
    private let flow: SearchFlowCoordinator
    private let words: any Localizing

    /// Creates the screen on a flow, drawing its current state with the words of `words`.
    @MainActor
    public init(flow: SearchFlowCoordinator, words: any Localizing) {
        self.flow = flow
        self.words = words
        viewState = flow.viewState
    }

    // MARK: - TerminalScreen

    /// The summary line, the step's lines and its hints on the last row.
    public func frame(size: TerminalSize) -> ScreenFrame {
        Self.frame(of: viewState, size: size, words: words)
    }

    /// Hands the key's event to the flow and takes its new state; quits once the flow is over.
    public mutating func handle(_ key: Key) async -> ScreenAction {
        guard let event = Self.event(for: key, in: viewState, words: words) else { return .unchanged }
        let flow = flow
        let next = await MainActor.run {
            flow.handle(event)
            return flow.viewState
        }
        return take(next)
    }

    /// Takes the flow's state when it changed without a key.
    public mutating func refresh() async -> ScreenAction {
        let flow = flow
        return take(await MainActor.run { flow.viewState })
    }

    private mutating func take(_ next: SearchFlowViewState) -> ScreenAction {
        guard next != viewState else { return .unchanged }
        viewState = next
        return next.isOver ? .quit : .redraw
    }

    // MARK: - Drawing and keys

    /// The frame for a flow state on a terminal of `size`, written with `words`.
    public static func frame(of viewState: SearchFlowViewState, size: TerminalSize, words: any Localizing)
        -> ScreenFrame
    {
        let stepSize = TerminalSize(columns: size.columns, rows: size.rows - 3)
        let drawing = stepDrawing(of: viewState, size: stepSize, words: words)
        let top = [ScreenLine(viewState.summary, style: [.bold, .accent]), .blank]
        let body = Array(drawing.lines.prefix(stepSize.rows))
        let padding = Array(repeating: ScreenLine.blank, count: max(0, stepSize.rows - body.count))
        let cursor = drawing.cursor.map { ScreenCursor(row: $0.row + top.count, column: $0.column) }
        return ScreenFrame(lines: top + body + padding + [ScreenLine(drawing.hints, style: .dim)], cursor: cursor)
    }

    /// The flow event a key stands for on the step on screen, or nil when it does nothing there.
    public static func event(for key: Key, in viewState: SearchFlowViewState, words: any Localizing) -> FlowEvent? {
        switch viewState.step {
        case .location(let state): LocationStepScreen(words: words).event(for: key, in: state)
        case .dates(let state): DatesStepScreen(words: words).event(for: key, in: state)
        case .guests(let state): GuestsStepScreen(words: words).event(for: key, in: state)
        case .summary: SummaryStepScreen(words: words).event(for: key)
        case .price(.ready): PriceStepScreen(words: words).event(for: key)
        case .price: key == .escape ? .back : nil
        case .filters(let state): FiltersStepScreen(words: words).event(for: key, in: state)
        case .results: StayResultsScreen(words: words).event(for: key)
        case .detail: StayDetailScreen(words: words).event(for: key)
        case .reserved: ReservedStepScreen(words: words).event(for: key)
        case .finished, .cancelled: nil
        }
    }

    private static func stepDrawing(of viewState: SearchFlowViewState, size: TerminalSize, words: any Localizing)
        -> StepDrawing
    {
        switch viewState.step {
        case .location(let state): LocationStepScreen(words: words).drawing(of: state, size: size)
        case .dates(let state): DatesStepScreen(words: words).drawing(of: state)
        case .guests(let state): GuestsStepScreen(words: words).drawing(of: state, size: size)
        case .summary(let draft): SummaryStepScreen(words: words).drawing(of: draft, parts: viewState.summaryParts)
        case .price(let state): PriceStepScreen(words: words).drawing(of: state, size: size)
        case .filters(let state): FiltersStepScreen(words: words).drawing(of: state, size: size)
        case .results(let state): StayResultsScreen(words: words).drawing(of: state, size: size)
        case .detail(let state): StayDetailScreen(words: words).drawing(of: state, size: size)
        case .reserved(let reservation, let title):
            ReservedStepScreen(words: words).drawing(of: reservation, stayTitle: title)
        case .finished, .cancelled: StepDrawing(lines: [], hints: "")
        }
    }
}
