import Foundation
import StaysMessages
import StaysTestSupport
import Testing

@testable import StaysApp

/// The run's language: `--lang`, else `LC_ALL`, `LC_MESSAGES` and `LANG`, else English; and the calendar that goes
/// with it.
@Suite struct LanguageChoiceTests {
    private func language(_ option: String?, _ environment: [String: String] = [:]) -> String {
        LanguageChoice(option: option, environment: environment).catalog(in: .shippedOnce).languageCode
    }

    @Test func theOptionWinsOverTheEnvironmentWhichWinsOverEnglish() {
        #expect(language("ko", ["LANG": "en_US.UTF-8"]) == "ko")
        #expect(language(nil, ["LANG": "ko_KR.UTF-8"]) == "ko")
        #expect(language(nil, ["LANG": "ko_KR.UTF-8", "LC_ALL": "en_GB.UTF-8"]) == "en")
        #expect(language(nil, ["LANG": "C.UTF-8"]) == "en")
        #expect(language(nil) == "en")
    }

    @Test func onlyAnUnknownOptionIsReported() {
        let catalogs = MessageCatalogs.shippedOnce
        #expect(LanguageChoice(option: "xx", environment: [:]).unknownOption(in: catalogs) == "xx")
        #expect(LanguageChoice(option: "", environment: [:]).unknownOption(in: catalogs) == "")
        #expect(LanguageChoice(option: "ko-KR", environment: [:]).unknownOption(in: catalogs) == nil)
        #expect(LanguageChoice(option: nil, environment: ["LANG": "xx_YY"]).unknownOption(in: catalogs) == nil)
        #expect(language("xx") == "en")
    }

    @Test func theCalendarFollowsTheRegionAskedFor() throws {
        for (environment, firstWeekday) in [("en_GB.UTF-8", 2), ("ko_KR.UTF-8", 1), ("en_US.UTF-8", 1)] {
            let root = CompositionRoot(
                placesData: nil, environment: ["LANG": environment], output: TextOutputSpy())
            let calendar = try root.assembler.resolver.required(Calendar.self)
            #expect(calendar.firstWeekday == firstWeekday, "\(environment)")
        }
    }

    @Test func theNoticeIsWrittenOnceOnStandardError() throws {
        let output = TextOutputSpy()
        let root = CompositionRoot(placesData: nil, environment: [:], output: output, language: "tlh")
        #expect(try root.words().languageCode == "en")
        _ = try root.words()
        #expect(output.standardError == "Stays has no messages in “tlh”; it writes in English.\n")
    }
}
