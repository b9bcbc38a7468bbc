import Testing

@testable import StaysApp

@Suite struct SystemUserNameTests {
    @Test func userComesFirstThenLogName() {
        #expect(SystemUserName(environment: ["USER": "ada", "LOGNAME": "lovelace"]).name == "ada")
        #expect(SystemUserName(environment: ["LOGNAME": "lovelace"]).name == "lovelace")
    }

    @Test(arguments: [
        [:], ["USER": ""], ["USER": "   "], ["USER": "ada\u{1B}[2J"], ["USER": String(repeating: "a", count: 101)],
    ])
    func unusableNamesFallBackToGuest(environment: [String: String]) {
        #expect(SystemUserName(environment: environment).name == SystemUserName.fallback)
    }

    @Test func surroundingSpacesAreTrimmed() {
        #expect(SystemUserName(environment: ["USER": "  ada  "]).name == "ada")
    }
}
