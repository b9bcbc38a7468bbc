import StaysDomain

/// Hears what the booking part of the flow did that its parent must act on.
@MainActor
public protocol StayBookingCoordinatorDelegate: AnyObject {
    /// The step on screen changed (also when an answer arrived later).
    func bookingDidChange(_ booking: StayBookingCoordinator)
    /// The user went back from the Price step.
    func bookingDidGoBack(_ booking: StayBookingCoordinator)
    /// The user accepted the confirmation of `reservation`.
    func booking(_ booking: StayBookingCoordinator, didFinishWith reservation: Reservation)
}
