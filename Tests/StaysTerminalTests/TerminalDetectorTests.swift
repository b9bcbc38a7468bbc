import StaysMessages
import StaysTerminalTestSupport
import StaysTestSupport
import Testing
@testable import StaysTerminal

@Suite struct TerminalDetectorTests {
    private static let cases: [(terminals: Set<Int32>, expected: Bool)] = [
        ([0, 1], true), ([0, 1, 2], true), ([0], false), ([1], false), ([2], false), ([], false),
    ]

    @Test(arguments: cases)
    func interactiveOnlyWhenStdinAndStdoutAreTerminals(terminals: Set<Int32>, expected: Bool) {
        let detector = TerminalDetector(checker: TerminalDeviceCheckStub(terminalDescriptors: terminals))
        #expect(detector.isInteractive == expected)
    }

    @Test(arguments: ["en", "ko"])
    func nonInteractiveMessagePointsToThePlainCommandsInEveryLanguage(language: String) {
        let message = MessageCatalog.shipped(language).text("app.cli.needs-terminal")
        #expect(message.contains("stays places suggest"))
        #expect(message.contains("stays places nearby"))
        #expect(message.contains("stays places search"))
    }
}
