import Foundation
import StaysAccounts
import StaysClient
import StaysDomain
import StaysTestSupport
import Testing

/// Signing up and in, written once and run against the stored accounts and the HTTP client.
@Suite struct AccountContractTests {
    typealias SignUp = @Sendable (_ email: String, _ name: String, _ password: String) async throws -> GuestAccount
    typealias SignIn = @Sendable (_ email: String, _ password: String) async throws -> GuestSession

    // MARK: - The contract

    /// Signs up, then tries a taken email, a short password, a malformed email and a wrong password.
    static func refusals(signUp: SignUp, signIn: SignIn) async throws -> [AccountError?] {
        let account = try await signUp("ada@example.com", "Ada", "correct horse")
        #expect(account.name == "Ada")
        let session = try await signIn("ada@example.com", "correct horse")
        #expect(session.account == account)
        return [
            await refusal { _ = try await signUp("ada@example.com", "Ada", "correct horse") },
            await refusal { _ = try await signUp("bo@example.com", "Bo", "short") },
            await refusal { _ = try await signUp("not an email", "Bo", "correct horse") },
            await refusal { _ = try await signIn("ada@example.com", "wrong horse") },
        ]
    }

    /// The `AccountError` the body throws, or nil; any other error is recorded as a test issue.
    private static func refusal(_ body: () async throws -> Void) async -> AccountError? {
        do {
            try await body()
            return nil
        } catch let error as AccountError {
            return error
        } catch {
            Issue.record("expected an AccountError, got \(error)")
            return nil
        }
    }

    // MARK: - Both implementations

    @Test func theClientRefusesAccountsWithTheSameErrorsAsTheStoredAccounts() async throws {
        let harness = try await ClientHarness()
        let stored = StoredGuestAccounts(
            store: InMemoryAccountStore(), hasher: BcryptPasswordHasher(cost: 4), now: { Date() })

        let local = try await Self.refusals(
            signUp: { try await stored.signUp(email: $0, name: $1, password: $2) },
            signIn: { try await stored.signIn(email: $0, password: $1) })
        let remote = try await harness.remote { services in
            try await Self.refusals(
                signUp: { try await services.accounts.signUp(email: $0, name: $1, password: $2) },
                signIn: { try await services.accounts.signIn(email: $0, password: $1) })
        }

        #expect(local == [.emailTaken, .passwordTooShort(minimum: 8), .invalidEmail, .wrongCredentials])
        #expect(remote == local)
    }

    @Test func afterSigningOutTheSameTokenNoLongerBooks() async throws {
        let harness = try await ClientHarness()

        await #expect(throws: AccountError.notSignedIn) {
            try await harness.remote { services in
                try await services.signedIn(as: "Ada")
                #expect(try await services.stays.reservations() == [])
                try await services.accounts.signOut()
                _ = try await services.stays.reservations()
            }
        }
    }
}
