import StaysDomain

/// Makes the controllers of the flow's steps.
public protocol SearchStepMaking: Sendable {
    /// A new Where step.
    @MainActor func makeLocationSearch() -> LocationSearchController
    /// A new When step showing `initialDates`, reporting the chosen stay (nil when skipped) to `onFinish`.
    func makeDateSearch(initialDates: StayDates?, onFinish: @escaping @Sendable (StayDates?) -> Void)
        -> DateSearchController
    /// A new Who step showing `initialCounts`, reporting the confirmed counts to `onConfirm`.
    func makeGuestSearch(initialCounts: GuestCounts, onConfirm: @escaping @Sendable (GuestCounts) -> Void)
        -> GuestSearchController
}
