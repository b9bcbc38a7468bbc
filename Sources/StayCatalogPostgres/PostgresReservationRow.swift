import Foundation
import PostgresNIO
import StayCatalogCore
import StaysDomain

/// Decodes a row of `PostgresStayCatalog.reservationSelect`.
enum PostgresReservationRow {
    /// The reservation in the row.
    static func reservation(from row: PostgresRow) throws -> Reservation {
        let cells = row.makeRandomAccess()
        func value<Value: PostgresDecodable>(_ index: Int, _ type: Value.Type = Value.self) throws -> Value {
            try cells[index].decode(Value.self)
        }
        let currency: String = try value(6)
        let guests =
            (try? GuestCounts(adults: try value(8), children: try value(9), infants: try value(10), pets: try value(11)))
            ?? GuestCounts()
        return Reservation(
            id: "res-\(try value(0, Int64.self))", stayID: StayID(try value(1, String.self)), stayTitle: try value(7),
            dates: try StayDates(checkIn: DayNumber.day(try value(2)), checkOut: DayNumber.day(try value(3))),
            guestName: try value(4), guests: guests, nightlyPrice: Money(minorUnits: try value(12), currency: currency),
            cleaningFee: Money(minorUnits: try value(13), currency: currency),
            totalPrice: Money(minorUnits: try value(5), currency: currency),
            cancellationPolicy: StoredReservationState.policy(try value(15)),
            status: StoredReservationState.status(try value(16)),
            refund: StoredReservationState.refund(try value(17), currency: currency),
            bookedAt: Date(timeIntervalSince1970: try value(14, Double.self)))
    }

    /// Where a page ending with the row's reservation ends: its booking time and number.
    static func position(of row: PostgresRow) throws -> ReservationCursor {
        let cells = row.makeRandomAccess()
        return ReservationCursor(createdAt: try cells[14].decode(Double.self), number: try cells[0].decode(Int64.self))
    }
}
