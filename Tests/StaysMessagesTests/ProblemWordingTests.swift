import StaysDomain
import StaysMessages
import StaysWire
import Testing

/// A domain error reads as the catalogue's sentence for its code, with its values, in the person's language.
@Suite struct ProblemWordingTests {
    let catalogs: MessageCatalogs

    init() throws {
        catalogs = try MessageCatalogs.shipped()
    }

    private func wording(_ language: String) throws -> ProblemWording {
        ProblemWording(words: try #require(catalogs.catalogs[language]))
    }

    @Test func valuesAreFilledInAndFilterNamesTranslated() throws {
        #expect(
            try wording("ko").sentence(for: StayQueryError.belowMinimumNights(3)) == "이 숙소는 최소 3박부터 예약할 수 있습니다.")
        #expect(
            try wording("ko").sentence(for: StayQueryError.aboveMaximumNights(30)) == "이 숙소는 최대 30박까지 예약할 수 있습니다.")
        #expect(
            try wording("en").sentence(for: StayQueryError.tooManyGuests(maximum: 1_000))
                == "This stay takes at most 1,000 guests.")
        let filter = StayQueryError.filterOutOfRange(filter: "bedrooms", value: 99)
        #expect(try wording("ko").sentence(for: filter) == "침실 수가 너무 많습니다. 필터에서 더 작은 수를 선택하세요.")
        #expect(try wording("ko").sentence(for: AccountError.notSignedIn) == "예약하고 여행을 보려면 로그인하세요.")
    }

    @Test func anErrorOutsideTheDomainKeepsItsOwnWords() throws {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "the disk is full" }
        }
        #expect(try wording("ko").sentence(for: Broken()) == nil)
        #expect(try wording("ko").describe(Broken()) == "the disk is full")
    }
}
