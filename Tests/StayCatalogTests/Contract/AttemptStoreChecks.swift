import Foundation
import StaysDomain
import XCTest

/// What every `AttemptRecording` catalogue promises, written once for SQLite and PostgreSQL: attempts are decided
/// and recorded one at a time, and two catalogue objects on one database (two server instances) share the count.
enum AttemptStoreChecks {
    static let rule = AttemptRule(freeAttempts: 5, window: 900, firstWait: 1, longestWait: 900)
    static let now = Date(timeIntervalSince1970: 1_900_000_000)

    /// Sixty concurrent attempts, split over two catalogues on one database, let exactly five through.
    static func concurrentAttemptsOverTwoInstancesLetFiveThrough(
        _ first: any AttemptRecording, _ second: any AttemptRecording
    ) async throws {
        let key = AttemptKey(name: "sign-in:198.51.100.7|ada@example.com", rule: rule)
        let through = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<60 {
                let store = index % 2 == 0 ? first : second
                group.addTask { try await store.recordAttempt(under: [key], at: now) == nil ? 1 : 0 }
            }
            return try await group.reduce(0, +)
        }
        XCTAssertEqual(through, 5)
        let wait = try await second.recordAttempt(under: [key], at: now)
        XCTAssertEqual(wait, 1)
    }

    /// A wait ends, doubles after the next attempt, and clearing the key forgets it; other keys are untouched.
    static func waitsEndDoubleAndClear(_ store: any AttemptRecording) async throws {
        let key = AttemptKey(name: "sign-in:203.0.113.9|kim@example.com", rule: rule)
        let other = AttemptKey(name: "sign-in:203.0.113.10|kim@example.com", rule: rule)
        for _ in 0..<5 {
            let refused = try await store.recordAttempt(under: [key], at: now)
            XCTAssertNil(refused)
        }
        let first = try await store.recordAttempt(under: [key], at: now)
        XCTAssertEqual(first, 1)
        let elsewhere = try await store.recordAttempt(under: [other], at: now)
        XCTAssertNil(elsewhere)
        let afterWait = try await store.recordAttempt(under: [key], at: now.addingTimeInterval(1))
        XCTAssertNil(afterWait)
        let doubled = try await store.recordAttempt(under: [key], at: now.addingTimeInterval(1))
        XCTAssertEqual(doubled, 2)
        try await store.clearAttempts(under: key.name)
        let cleared = try await store.recordAttempt(under: [key], at: now.addingTimeInterval(1))
        XCTAssertNil(cleared)
    }
}
