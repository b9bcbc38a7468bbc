import Foundation
import StaysAccounts
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct StoredGuestAccountsTests {
    let store = InMemoryAccountStore()

    private func accounts(now: Date = Date(timeIntervalSince1970: 1_000)) -> StoredGuestAccounts {
        StoredGuestAccounts(store: store, hasher: BcryptPasswordHasher(cost: 4), now: { now })
    }

    @Test func signingUpNormalisesTheEmailAndStoresABcryptHashNotThePassword() async throws {
        let account = try await accounts().signUp(email: "  Ada@Example.COM ", name: " Ada ", password: "correct horse")
        #expect(account.email == "ada@example.com")
        #expect(account.name == "Ada")
        let stored = try #require(try await store.credentials(forEmail: "ada@example.com"))
        #expect(stored.passwordHash.hasPrefix("$2"))
        #expect(!stored.passwordHash.contains("correct horse"))
    }

    @Test func signingInStoresOnlyTheTokensHashAndTheTokenFindsTheAccount() async throws {
        let service = accounts()
        _ = try await service.signUp(email: "ada@example.com", name: "Ada", password: "correct horse")
        let session = try await service.signIn(email: "ADA@example.com", password: "correct horse")
        #expect(session.expiresAt == Date(timeIntervalSince1970: 1_000 + 30 * 86_400))
        #expect(await store.receivedTokenHashes == [SessionTokens().hash(session.token)])
        #expect(try await service.account(forToken: session.token)?.name == "Ada")
        try await service.signOut(token: session.token)
        #expect(try await service.account(forToken: session.token) == nil)
    }

    @Test func aTokenStopsWorkingWhenItExpires() async throws {
        _ = try await accounts().signUp(email: "ada@example.com", name: "Ada", password: "correct horse")
        let session = try await accounts().signIn(email: "ada@example.com", password: "correct horse")
        let later = accounts(now: session.expiresAt.addingTimeInterval(1))
        #expect(try await later.account(forToken: session.token) == nil)
    }

    @Test func wrongPasswordsUnknownEmailsAndOverlongPasswordsAreRefusedAlike() async throws {
        let service = accounts()
        _ = try await service.signUp(email: "ada@example.com", name: "Ada", password: "correct horse")
        for (email, password) in [
            ("ada@example.com", "wrong horse"), ("bob@example.com", "correct horse"),
            ("ada@example.com", String(repeating: "x", count: 100)), ("not an email", "correct horse"),
        ] {
            await #expect(throws: AccountError.wrongCredentials) {
                try await service.signIn(email: email, password: password)
            }
        }
    }

    @Test func signUpRulesNameWhatIsWrong() async throws {
        let service = accounts()
        await #expect(throws: AccountError.invalidEmail) {
            try await service.signUp(email: "a@b", name: "A", password: "12345678")
        }
        await #expect(throws: AccountError.invalidName) {
            try await service.signUp(email: "a@b.co", name: "\u{1B}[2J", password: "12345678")
        }
        await #expect(throws: AccountError.passwordTooShort(minimum: 8)) {
            try await service.signUp(email: "a@b.co", name: "A", password: "1234567")
        }
        await #expect(throws: AccountError.passwordTooLong(maximum: 72)) {
            try await service.signUp(email: "a@b.co", name: "A", password: String(repeating: "é", count: 40))
        }
        await #expect(throws: AccountError.invalidPassword) {
            try await service.signUp(email: "a@b.co", name: "A", password: "1234\u{0}5678")
        }
        _ = try await service.signUp(email: "a@b.co", name: "A", password: "12345678")
        await #expect(throws: AccountError.emailTaken) {
            try await service.signUp(email: "A@B.co", name: "B", password: "12345678")
        }
    }
}

@Suite struct SessionTokensTests {
    @Test func tokensCarry256RandomBitsInUrlSafeText() {
        let tokens = SessionTokens(randomBytes: { Array(repeating: 0xFF, count: 32) })
        let token = tokens.make()
        #expect(token == "stays_" + String(repeating: "_", count: 42) + "8")
        #expect(tokens.isWellFormed(token))
        #expect(token.utf8.count == SessionTokens.length)
    }

    @Test func malformedTokensAreRecognisedBeforeAnyLookUp() {
        let tokens = SessionTokens()
        let real = tokens.make()
        #expect(tokens.isWellFormed(real))
        #expect(!tokens.isWellFormed(String(real.dropLast())))
        #expect(!tokens.isWellFormed(String(real.dropLast()) + "!"))
        #expect(!tokens.isWellFormed("bearer " + real))
        #expect(tokens.hash(real).count == 64)
        #expect(tokens.hash(real) != tokens.hash(tokens.make()))
    }

    @Test func aTokenIsStoredUnderItsLowercaseHexSHA256() {
        let tokens = SessionTokens()
        #expect(tokens.hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(tokens.hash("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
