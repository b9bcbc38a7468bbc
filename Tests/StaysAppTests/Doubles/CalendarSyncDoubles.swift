import Foundation
import StaysDomain

@testable import StaysApp

/// Keeps what the runner writes into files.
final class TextFileWriterSpy: TextFileWriting, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [(path: String, text: String)] = []

    /// Every write, in order.
    var written: [(path: String, text: String)] { lock.withLock { files } }

    func write(_ text: String, toFile path: String) throws {
        lock.withLock { files.append((path, text)) }
    }
}

/// A clock stopped at one moment.
struct FixedMomentProvider: MomentProviding {
    let moment: Date

    func now() -> Date { moment }
}

/// Answers every stay with the same nights and keeps the ids and windows asked for.
final class UnavailabilityLoaderSpy: StayUnavailabilityLoading, @unchecked Sendable {
    private let lock = NSLock()
    private let nights: UnavailableNights
    private var asked: [(id: StayID, from: CalendarDay, to: CalendarDay)] = []

    init(nights: UnavailableNights) {
        self.nights = nights
    }

    /// Every request, in order.
    var requests: [(id: StayID, from: CalendarDay, to: CalendarDay)] { lock.withLock { asked } }

    func unavailableNights(of id: StayID, from: CalendarDay, to: CalendarDay) async throws -> UnavailableNights {
        lock.withLock { asked.append((id, from, to)) }
        return nights
    }
}
