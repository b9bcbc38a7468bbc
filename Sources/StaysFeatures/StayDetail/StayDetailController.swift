import StaysDomain
import StaysWire
import Synchronization

/// Shows one stay priced for the trip and books it; tells the parent about a confirmed reservation.
public final class StayDetailController: Sendable {
    private let stay: Stay
    private let dates: StayDates
    private let guests: GuestCounts
    private let guestName: String
    private let reserver: any Reserving
    private let words: any Localizing
    private let status = Mutex(StayDetailViewState.Status.ready)
    private let onReserved: @Sendable (Reservation) -> Void

    /// Creates the screen's controller for `stay` on `dates`, booking as `guestName` through `reserver`, written with
    /// `words`.
    public init(
        stay: Stay, dates: StayDates, guests: GuestCounts, guestName: String, reserver: any Reserving,
        words: any Localizing, onReserved: @escaping @Sendable (Reservation) -> Void
    ) {
        self.words = words
        self.stay = stay
        self.dates = dates
        self.guests = guests
        self.guestName = guestName
        self.reserver = reserver
        self.onReserved = onReserved
    }

    // MARK: - Front end

    /// What to draw now: the price breakdown nights × nightly + cleaning fee = total.
    public var viewState: StayDetailViewState {
        let nights = Money(minorUnits: stay.nightlyPrice.minorUnits * dates.nights, currency: stay.nightlyPrice.currency)
        let total = Money(minorUnits: nights.minorUnits + stay.cleaningFee.minorUnits, currency: nights.currency)
        let nightsText = words.text(
            "app.detail.nights-price",
            [
                "nights": .text(words.text("common.nights", count: dates.nights)),
                "price": .text(stay.nightlyPrice.displayText),
            ])
        return StayDetailViewState(
            stay: stay, nightsText: nightsText, nightsTotal: nights,
            cleaningFee: stay.cleaningFee, total: total, status: status.withLock { $0 })
    }

    /// Books the stay once; a second call while booking or after success does nothing.
    public func reserve() async {
        let started = status.withLock { current in
            switch current {
            case .reserving, .confirmed: return false
            default:
                current = .reserving
                return true
            }
        }
        guard started else { return }
        do {
            let reservation = try await reserver.reserve(stay.id, dates: dates, guestName: guestName, guests: guests)
            status.withLock { $0 = .confirmed(reservation.id) }
            onReserved(reservation)
        } catch StayQueryError.notAvailable {
            status.withLock { $0 = .notAvailable }
        } catch {
            let message = ProblemWording(words: words).describe(error)
            status.withLock { $0 = .failed(message) }
        }
    }
}
