import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

@Suite struct AccountRouteTests {
    static let ada = #"{"email": " Ada@Example.com ", "name": "Ada", "password": "correct horse"}"#

    @Test func signingUpAnswers201AndRefusesATakenEmail() async throws {
        let harness = try await ServerHarness()
        let (created, taken) = try await harness.test { client in
            (
                try await client.send(.post, "/api/v1/accounts", json: Self.ada),
                try await client.send(
                    .post, "/api/v1/accounts", json: Self.ada.replacingOccurrences(of: " Ada@", with: "ada@"))
            )
        }
        #expect(created.status == .created)
        #expect(try created.decoded(GuestAccount.self).email == "ada@example.com")
        #expect(!created.text.contains("password"))
        #expect(taken.status == .conflict)
        #expect(taken.problem?.type == "/problems/email-taken")
    }

    @Test func signingUpRefusesMalformedFields() async throws {
        let harness = try await ServerHarness()
        let bodies = [
            #"{"email": "ada", "name": "Ada", "password": "correct horse"}"#,
            #"{"email": "a@b.co", "name": "\u0007", "password": "correct horse"}"#,
            #"{"email": "a@b.co", "name": "Ada", "password": "short"}"#, #"{"email": 3}"#, "not json", "",
        ]
        let answers = try await harness.test { client in
            var answers: [TestResponse] = []
            for body in bodies { answers.append(try await client.send(.post, "/api/v1/accounts", json: body)) }
            return answers
        }
        #expect(answers.allSatisfy { $0.status == .badRequest })
        #expect(
            answers.prefix(3).compactMap(\.problem?.detail) == [
                AccountError.invalidEmail.description, AccountError.invalidName.description,
                AccountError.passwordTooShort(minimum: 8).description,
            ])
        #expect(answers.dropFirst(3).allSatisfy { $0.problem?.type == "/problems/invalid-body" })
    }

    @Test func signingInGivesATokenAndAnHttpOnlyStrictCookie() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { client in
            _ = try await client.send(.post, "/api/v1/accounts", json: Self.ada)
            return try await client.send(
                .post, "/api/v1/sessions", json: #"{"email": "ada@example.com", "password": "correct horse"}"#)
        }
        let session = try response.decoded(SessionResponse.self)
        #expect(response.status == .created)
        #expect(session.token.utf8.count >= 40)
        // Max-Age counts down to the session's expiry (30 days), less the seconds a loaded machine spends hashing
        let cookie = try #require(response.headers[.setCookie])
        let maxAge = try #require(
            cookie.split(separator: "; ").first { $0.hasPrefix("Max-Age=") }.flatMap { Int($0.dropFirst(8)) })
        #expect((2_592_000 - 60...2_592_000).contains(maxAge))
        #expect(cookie == "stays_session=\(session.token); Path=/; Max-Age=\(maxAge); HttpOnly; SameSite=Strict")
    }

    @Test func aWrongPasswordAndAnUnknownEmailAreRefusedAlike() async throws {
        let harness = try await ServerHarness()
        let (wrong, unknown) = try await harness.test { client in
            _ = try await client.send(.post, "/api/v1/accounts", json: Self.ada)
            return (
                try await client.send(
                    .post, "/api/v1/sessions", json: #"{"email": "ada@example.com", "password": "wrong horse"}"#),
                try await client.send(
                    .post, "/api/v1/sessions", json: #"{"email": "bob@example.com", "password": "wrong horse"}"#)
            )
        }
        #expect([wrong.status, unknown.status] == [.unauthorized, .unauthorized])
        #expect(wrong.problem?.detail == unknown.problem?.detail)
    }

    @Test func signingOutEndsTheSessionAndClearsTheCookie() async throws {
        let harness = try await ServerHarness()
        let (signedOut, afterwards) = try await harness.test { client in
            let token = try await client.signedIn()
            return (
                try await client.send(.delete, "/api/v1/sessions/current", token: token),
                try await client.send(.get, "/api/v1/reservations", token: token)
            )
        }
        #expect(signedOut.status == .noContent)
        #expect(signedOut.headers[.setCookie] == "stays_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict")
        #expect(afterwards.status == .unauthorized)
    }

    @Test func expiredForgedAndMissingTokensAreRefused() async throws {
        let clock = AdjustableDate()
        let harness = try await ServerHarness(clock: { clock.now })
        let answers = try await harness.test { client in
            let token = try await client.signedIn()
            let forged = String(token.dropLast()) + (token.hasSuffix("A") ? "B" : "A")
            let missing = try await client.send(.get, "/api/v1/reservations")
            let forgedAnswer = try await client.send(.get, "/api/v1/reservations", token: forged)
            let cookie = try await client.send(
                .get, "/api/v1/reservations", headers: [.cookie: "stays_session=\(token)"])
            clock.advance(by: 31 * 86_400)
            return [missing, forgedAnswer, cookie, try await client.send(.get, "/api/v1/reservations", token: token)]
        }
        #expect(answers.map(\.status.code) == [401, 401, 200, 401])
        #expect(answers[0].headers[.wwwAuthenticate] == "Bearer")
    }

    @Test func aBodyOver64KilobytesIsRefusedAsTooLarge() async throws {
        let harness = try await ServerHarness()
        let huge = #"{"email": "a@b.co", "name": "Ada", "password": ""# + String(repeating: "x", count: 70_000) + #""}"#
        let response = try await harness.test { try await $0.send(.post, "/api/v1/accounts", json: huge) }
        #expect(response.status == .contentTooLarge)
        #expect(response.problem?.type == "/problems/too-large")
    }
}
