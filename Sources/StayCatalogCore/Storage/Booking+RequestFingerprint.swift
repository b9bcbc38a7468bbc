import StaysDomain

extension Booking {
    /// What makes two bookings the same request, in every catalogue: stay, nights and guests.
    package var requestFingerprint: String {
        "\(stayID.rawValue)|\(dates.checkIn)|\(dates.checkOut)|"
            + "\(guests.adults),\(guests.children),\(guests.infants),\(guests.pets)"
    }
}
