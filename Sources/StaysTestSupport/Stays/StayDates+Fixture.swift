import StaysDomain

// MARK: - Fixtures

extension StayDates {
    /// Dates from two `YYYY-MM-DD` texts; traps when check-out is not after check-in.
    public static func fixture(_ checkIn: String, _ checkOut: String) -> StayDates {
        do {
            return try StayDates(checkIn: .fixture(checkIn), checkOut: .fixture(checkOut))
        } catch {
            preconditionFailure("bad StayDates fixture \(checkIn)..\(checkOut): \(error)")
        }
    }
}
