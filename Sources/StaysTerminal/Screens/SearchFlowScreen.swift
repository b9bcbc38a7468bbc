import StaysFeatures

/// The whole search flow as one terminal screen: the draft's summary on top, the step below, key hints
/// at the bottom. Keys become flow events; the flow itself decides what they do.
public struct SearchFlowScreen: TerminalScreen, Sendable {
    /// What the screen draws: the flow's state as last seen.
    public private(set) var viewState: SearchFlowViewState
    private let flow: SearchFlowCoordinator

    /// Creates the screen on a flow, drawing its current state.
    @MainActor
    public init(flow: SearchFlowCoordinator) {
        self.flow = flow
        viewState = flow.viewState
    }

    // MARK: - TerminalScreen

    /// The summary line, the step's lines and its hints on the last row.
    public func frame(size: TerminalSize) -> ScreenFrame {
        Self.frame(of: viewState, size: size)
    }

    /// Hands the key's event to the flow and takes its new state; quits once the flow is over.
    public mutating func handle(_ key: Key) async -> ScreenAction {
        guard let event = Self.event(for: key, in: viewState) else { return .unchanged }
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

    /// The frame for a flow state on a terminal of `size`.
    public static func frame(of viewState: SearchFlowViewState, size: TerminalSize) -> ScreenFrame {
        let stepSize = TerminalSize(columns: size.columns, rows: size.rows - 3)
        let drawing = stepDrawing(of: viewState, size: stepSize)
        let top = [ScreenLine(viewState.summary, style: [.bold, .accent]), .blank]
        let body = Array(drawing.lines.prefix(stepSize.rows))
        let padding = Array(repeating: ScreenLine.blank, count: max(0, stepSize.rows - body.count))
        let cursor = drawing.cursor.map { ScreenCursor(row: $0.row + top.count, column: $0.column) }
        return ScreenFrame(lines: top + body + padding + [ScreenLine(drawing.hints, style: .dim)], cursor: cursor)
    }

    /// The flow event a key stands for on the step on screen, or nil when it does nothing there.
    public static func event(for key: Key, in viewState: SearchFlowViewState) -> FlowEvent? {
        switch viewState.step {
        case .location(let state): LocationStepScreen().event(for: key, in: state)
        case .dates(let state): DatesStepScreen().event(for: key, in: state)
        case .guests(let state): GuestsStepScreen().event(for: key, in: state)
        case .summary: SummaryStepScreen().event(for: key)
        case .price(.ready): PriceStepScreen().event(for: key)
        case .price: key == .escape ? .back : nil
        case .filters(let state): FiltersStepScreen().event(for: key, in: state)
        case .results: StayResultsScreen().event(for: key)
        case .detail: StayDetailScreen().event(for: key)
        case .reserved: ReservedStepScreen().event(for: key)
        case .finished, .cancelled: nil
        }
    }

    private static func stepDrawing(of viewState: SearchFlowViewState, size: TerminalSize) -> StepDrawing {
        switch viewState.step {
        case .location(let state): LocationStepScreen().drawing(of: state, size: size)
        case .dates(let state): DatesStepScreen().drawing(of: state)
        case .guests(let state): GuestsStepScreen().drawing(of: state, size: size)
        case .summary(let draft): SummaryStepScreen().drawing(of: draft, parts: viewState.summaryParts)
        case .price(let state): PriceStepScreen().drawing(of: state, size: size)
        case .filters(let state): FiltersStepScreen().drawing(of: state, size: size)
        case .results(let state): StayResultsScreen().drawing(of: state, size: size)
        case .detail(let state): StayDetailScreen().drawing(of: state, size: size)
        case .reserved(let reservation, let title): ReservedStepScreen().drawing(of: reservation, stayTitle: title)
        case .finished, .cancelled: StepDrawing(lines: [], hints: "")
        }
    }
}
