import StaysDomain
import Testing

/// Regressions found by `scripts/fuzz.sh` (target stay-request).
@Suite struct StayRequestParserNameTests {
    @Test(arguments: ["Kim\u{202E}", "\u{2066}Kim\u{2069}", "Kim\u{200B}Lee", "a\u{2028}b", "\u{E000}", "a\tb"])
    func aGuestNameOrStayIdThatCouldSteerATerminalIsRefused(text: String) {
        #expect(throws: StayRequestError.self) { try StayRequestParser().guestName(text) }
        #expect(throws: StayRequestError.self) { try StayRequestParser().stayID(text) }
    }

    @Test func ordinaryNamesInAnyScriptAreAccepted() throws {
        for name in ["Kim Lee", "김민지", "Zoë O'Brien", "محمد", "Ōsaka 大阪"] {
            #expect(try StayRequestParser().guestName(name) == name)
        }
    }
}
