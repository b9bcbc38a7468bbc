/// A booking of a stay for some nights, with what it costs; a cancelled one is kept, with what was refunded.
public struct Reservation: Hashable, Sendable, Identifiable {
    /// Stable identifier.
    public let id: String
    /// The stay booked.
    public let stayID: StayID
    /// The stay's title when it was listed.
    public let stayTitle: String
    /// The nights.
    public let dates: StayDates
    /// Who booked.
    public let guestName: String
    /// Who comes.
    public let guests: GuestCounts
    /// Price of one night.
    public let nightlyPrice: Money
    /// Charged once per stay.
    public let cleaningFee: Money
    /// What the whole stay costs: nights × nightly price + cleaning fee.
    public let totalPrice: Money
    /// How much a cancellation refunds (the stay's policy).
    public let cancellationPolicy: CancellationPolicy
    /// Whether it stands or was cancelled.
    public let status: ReservationStatus
    /// What cancelling refunded; nil while the reservation stands.
    public let refund: Money?

    /// Creates a reservation, standing unless `status` says otherwise.
    public init(
        id: String, stayID: StayID, stayTitle: String, dates: StayDates, guestName: String, guests: GuestCounts,
        nightlyPrice: Money, cleaningFee: Money, totalPrice: Money, cancellationPolicy: CancellationPolicy,
        status: ReservationStatus = .confirmed, refund: Money? = nil
    ) {
        self.id = id
        self.stayID = stayID
        self.stayTitle = stayTitle
        self.dates = dates
        self.guestName = guestName
        self.guests = guests
        self.nightlyPrice = nightlyPrice
        self.cleaningFee = cleaningFee
        self.totalPrice = totalPrice
        self.cancellationPolicy = cancellationPolicy
        self.status = status
        self.refund = refund
    }

    /// The same reservation cancelled on `today` (the day where the stay is), `hoursSinceBooking` after it was
    /// booked, with the refund its `cancellationPolicy` gives.
    public func cancelled(on today: CalendarDay, hoursSinceBooking: Double) -> Reservation {
        let refund = cancellationPolicy.refund(
            of: totalPrice, checkIn: dates.checkIn, today: today, hoursSinceBooking: hoursSinceBooking)
        return Reservation(
            id: id, stayID: stayID, stayTitle: stayTitle, dates: dates, guestName: guestName, guests: guests,
            nightlyPrice: nightlyPrice, cleaningFee: cleaningFee, totalPrice: totalPrice,
            cancellationPolicy: cancellationPolicy, status: .cancelled, refund: refund)
    }
}

/// Whether a reservation stands.
public enum ReservationStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// Booked; its nights are taken.
    case confirmed
    /// Cancelled by the guest; its nights are free again and it is kept for the guest's list.
    case cancelled
}

extension Reservation: Codable {
    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case id, stayID, stayTitle, dates, guestName, guests, nightlyPrice, cleaningFee, totalPrice
        case cancellationPolicy, status, refund
    }

    /// Decodes a reservation; one stored before policies existed (an idempotency key's answer) reads as a standing
    /// booking under the flexible policy.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            stayID: try container.decode(StayID.self, forKey: .stayID),
            stayTitle: try container.decode(String.self, forKey: .stayTitle),
            dates: try container.decode(StayDates.self, forKey: .dates),
            guestName: try container.decode(String.self, forKey: .guestName),
            guests: try container.decode(GuestCounts.self, forKey: .guests),
            nightlyPrice: try container.decode(Money.self, forKey: .nightlyPrice),
            cleaningFee: try container.decode(Money.self, forKey: .cleaningFee),
            totalPrice: try container.decode(Money.self, forKey: .totalPrice),
            cancellationPolicy: try container.decodeIfPresent(CancellationPolicy.self, forKey: .cancellationPolicy)
                ?? .flexible,
            status: try container.decodeIfPresent(ReservationStatus.self, forKey: .status) ?? .confirmed,
            refund: try container.decodeIfPresent(Money.self, forKey: .refund))
    }
}
