import StaysDomain

/// Makes the controllers of the flow's steps.
public protocol SearchStepMaking: Sendable {
    /// A new Where step.
    @MainActor func makeLocationSearch() -> LocationSearchController
    /// A new When step showing `initialTiming`, reporting the chosen timing (nil when skipped) to `onFinish`.
    func makeDateSearch(initialTiming: StayTiming?, onFinish: @escaping @Sendable (StayTiming?) -> Void)
        -> DateSearchController
    /// A new Who step showing `initialCounts`, reporting the confirmed counts to `onConfirm`.
    func makeGuestSearch(initialCounts: GuestCounts, onConfirm: @escaping @Sendable (GuestCounts) -> Void)
        -> GuestSearchController
}
