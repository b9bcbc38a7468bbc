import Foundation

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
    /// When it was booked; nil for an answer kept from before bookings kept their time.
    public let bookedAt: Date?

    /// Creates a reservation, standing unless `status` says otherwise.
    public init(
        id: String, stayID: StayID, stayTitle: String, dates: StayDates, guestName: String, guests: GuestCounts,
        nightlyPrice: Money, cleaningFee: Money, totalPrice: Money, cancellationPolicy: CancellationPolicy,
        status: ReservationStatus = .confirmed, refund: Money? = nil, bookedAt: Date? = nil
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
        self.bookedAt = bookedAt
    }

    /// What cancelling now would refund: `cancellationPolicy` on `today` where the stay is, the hours since booking
    /// counted to `now` (a booking of unknown time is past any grace period).
    public func refundIfCancelled(on today: CalendarDay, at now: Date) -> Money {
        let hours = bookedAt.map { max(0, now.timeIntervalSince($0)) / 3600 } ?? .infinity
        return cancellationPolicy.refund(of: totalPrice, checkIn: dates.checkIn, today: today, hoursSinceBooking: hours)
    }

    /// The same reservation cancelled on `today` (the day where the stay is), `hoursSinceBooking` after it was
    /// booked, with the refund its `cancellationPolicy` gives.
    public func cancelled(on today: CalendarDay, hoursSinceBooking: Double) -> Reservation {
        let refund = cancellationPolicy.refund(
            of: totalPrice, checkIn: dates.checkIn, today: today, hoursSinceBooking: hoursSinceBooking)
        return Reservation(
            id: id, stayID: stayID, stayTitle: stayTitle, dates: dates, guestName: guestName, guests: guests,
            nightlyPrice: nightlyPrice, cleaningFee: cleaningFee, totalPrice: totalPrice,
            cancellationPolicy: cancellationPolicy, status: .cancelled, refund: refund, bookedAt: bookedAt)
    }
}

extension Reservation {
    // MARK: - Equality

    /// Whether the two say the same booking; `bookedAt` is left out, as each store and the wire keep the booking
    /// time at their own precision (or not at all).
    public static func == (lhs: Reservation, rhs: Reservation) -> Bool {
        lhs.id == rhs.id && lhs.stayID == rhs.stayID && lhs.stayTitle == rhs.stayTitle && lhs.dates == rhs.dates
            && lhs.guestName == rhs.guestName && lhs.guests == rhs.guests && lhs.nightlyPrice == rhs.nightlyPrice
            && lhs.cleaningFee == rhs.cleaningFee && lhs.totalPrice == rhs.totalPrice
            && lhs.cancellationPolicy == rhs.cancellationPolicy && lhs.status == rhs.status && lhs.refund == rhs.refund
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(status)
        hasher.combine(refund)
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
        case cancellationPolicy, status, refund, bookedAt
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
            refund: try container.decodeIfPresent(Money.self, forKey: .refund),
            bookedAt: try container.decodeIfPresent(Date.self, forKey: .bookedAt))
    }
}
