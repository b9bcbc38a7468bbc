import Foundation
import StaysDomain
import XCTest

/// Expired sessions and day-old idempotency keys are forgotten, in every catalogue: `later` is the same database
/// opened with a clock two days ahead, and `count` counts a table's rows.
enum PurgeChecks {
    static func expiredSessionsAndOldKeysAreForgotten(
        _ catalog: any ContractCatalog, later: any ContractCatalog, count: (String) async throws -> Int
    ) async throws {
        let now = Date()
        let kim = try await catalog.createAccount(
            email: "kim@example.com", name: "Kim", passwordHash: "h", createdAt: now)
        try await catalog.createSession(tokenHash: "old", accountID: kim.id, expiresAt: now.addingTimeInterval(-10))
        try await catalog.createSession(tokenHash: "new", accountID: kim.id, expiresAt: now.addingTimeInterval(600))
        let sessions = try await count("sessions")
        XCTAssertEqual(sessions, 1)
        let june = Booking(stayID: "stay:0000001", dates: .fixture("2030-06-01", "2030-06-03"), guests: .fixture())
        let july = Booking(stayID: "stay:0000001", dates: .fixture("2030-07-01", "2030-07-03"), guests: .fixture())
        _ = try await catalog.reserve(june, for: kim, idempotencyKey: "k1")
        _ = try await later.reserve(july, for: kim, idempotencyKey: "k2")
        let keys = try await count("idempotency_keys")
        XCTAssertEqual(keys, 1)
    }
}
