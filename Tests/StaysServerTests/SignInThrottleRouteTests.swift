import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import StaysDomain
import StaysServer
import StaysTestSupport
import Testing

/// Sign-in and sign-up limits: counted before the password is checked, in the catalogue, per account at an address
/// and per address, with waits that end.
@Suite struct SignInThrottleRouteTests {
    static let ada = #"{"email": "ada@example.com", "name": "Ada", "password": "correct horse"}"#
    static let wrong = #"{"email": "ada@example.com", "password": "wrong horse"}"#
    static let right = #"{"email": "ada@example.com", "password": "correct horse"}"#
    /// A clock that never moves: the one-second wait after the fifth wrong password outlasts any slow machine.
    static let stoppedClock: @Sendable () -> Date = {
        let clock = AdjustableDate()
        return { clock.now }
    }()

    @Test func sixtyConcurrentWrongPasswordsFromOneAddressHaveOnlyFiveChecked() async throws {
        // given an account, on a clock that stands still so a slow machine cannot end the wait mid-test
        let harness = try await ServerHarness(clock: Self.stoppedClock)
        let statuses = try await harness.live { client in
            _ = try await client.send(.post, "/api/v1/accounts", json: Self.ada)
            let port = try #require(client.port)
            // when sixty wrong passwords arrive at once, each on a connection of its own
            return try await withThrowingTaskGroup(of: UInt.self) { group in
                for _ in 0..<60 {
                    group.addTask {
                        try await TestClient.withClient(host: "127.0.0.1", port: port) { connection in
                            let response = try await connection.post(
                                "/api/v1/sessions", headers: [.contentType: "application/json"],
                                body: ByteBuffer(string: Self.wrong))
                            return UInt(response.status.code)
                        }
                    }
                }
                return try await group.reduce(into: [UInt]()) { $0.append($1) }
            }
        }
        // then five were checked (401) and the rest refused unchecked (429)
        #expect(statuses.filter { $0 == 401 }.count == 5)
        #expect(statuses.filter { $0 == 429 }.count == 55)
    }

    @Test func anAttackerAtOneAddressDoesNotLockTheOwnerOutAtAnother() async throws {
        // given an account and a server behind a trusted proxy on loopback, on a clock that stands still
        let harness = try await ServerHarness(clock: Self.stoppedClock)
        let (attacker, owner) = try await harness.live(trustedProxies: ["127.0.0.1"]) { client in
            _ = try await client.send(.post, "/api/v1/accounts", json: Self.ada)
            // when one address guesses until it is refused
            var attacker: [UInt] = []
            for _ in 0..<8 {
                let answer = try await client.send(
                    .post, "/api/v1/sessions", json: Self.wrong, headers: [.forwardedFor: "198.51.100.7"])
                attacker.append(UInt(answer.status.code))
            }
            // and the owner signs in from another
            let owner = try await client.send(
                .post, "/api/v1/sessions", json: Self.right, headers: [.forwardedFor: "203.0.113.9"])
            return (attacker, owner.status)
        }
        // then the attacker waits, and the owner is let in
        #expect(attacker.prefix(5).allSatisfy { $0 == 401 })
        #expect(attacker.suffix(3).allSatisfy { $0 == 429 })
        #expect(owner == .created)
    }

    @Test func xForwardedForFromAnUntrustedPeerIsIgnored() async throws {
        // given a server that trusts no proxy, on a clock that stands still
        let harness = try await ServerHarness(clock: Self.stoppedClock)
        let statuses = try await harness.live { client in
            _ = try await client.send(.post, "/api/v1/accounts", json: Self.ada)
            // when one client writes a new address into every attempt
            var statuses: [UInt] = []
            for index in 0..<8 {
                let answer = try await client.send(
                    .post, "/api/v1/sessions", json: Self.wrong, headers: [.forwardedFor: "192.0.2.\(index)"])
                statuses.append(UInt(answer.status.code))
            }
            return statuses
        }
        // then it is counted by its real address all the same
        #expect(statuses == [401, 401, 401, 401, 401, 429, 429, 429])
    }

    @Test func theWaitDoublesAndEndsAndARightPasswordClearsIt() async throws {
        let clock = AdjustableDate()
        let harness = try await ServerHarness(clock: { clock.now })
        let (waits, later) = try await harness.test { client in
            _ = try await client.send(.post, "/api/v1/accounts", json: Self.ada)
            var waits: [String?] = []
            for _ in 0..<5 { _ = try await client.send(.post, "/api/v1/sessions", json: Self.wrong) }
            waits.append(try await client.send(.post, "/api/v1/sessions", json: Self.right).headers[.retryAfter])
            clock.advance(by: 1)
            _ = try await client.send(.post, "/api/v1/sessions", json: Self.wrong)
            waits.append(try await client.send(.post, "/api/v1/sessions", json: Self.right).headers[.retryAfter])
            clock.advance(by: 2)
            let later = try await client.send(.post, "/api/v1/sessions", json: Self.right)
            return (waits, [later.status, try await client.send(.post, "/api/v1/sessions", json: Self.right).status])
        }
        #expect(waits == ["1", "2"])
        #expect(later == [.created, .created])
    }

    @Test func moreThanTenSignUpsAnHourFromOneAddressAreRefused() async throws {
        let harness = try await ServerHarness()
        let statuses = try await harness.test { client in
            var statuses: [UInt] = []
            for index in 0..<12 {
                let body = #"{"email": "guest\#(index)@example.com", "name": "Guest", "password": "correct horse"}"#
                statuses.append(UInt(try await client.send(.post, "/api/v1/accounts", json: body).status.code))
            }
            return statuses
        }
        #expect(statuses == Array(repeating: 201, count: 10) + [429, 429])
    }
}

extension SignInThrottleRouteTests {
    @Test func theSignUpLimitIsTheDeploymentsToChoose() async throws {
        let harness = try await ServerHarness()
        let server = harness.server.with(ClientPolicy(signUpsPerHour: 2))
        let statuses = try await Application(router: server.router()).test(.router) { client in
            var statuses: [UInt] = []
            for index in 0..<3 {
                let body = #"{"email": "guest\#(index)@example.com", "name": "Guest", "password": "correct horse"}"#
                statuses.append(UInt(try await client.send(.post, "/api/v1/accounts", json: body).status.code))
            }
            return statuses
        }
        #expect(statuses == [201, 201, 429])
    }
}

extension HTTPField.Name {
    /// `X-Forwarded-For`.
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!
}
