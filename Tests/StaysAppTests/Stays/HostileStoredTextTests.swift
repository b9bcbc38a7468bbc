import StaysDomain
import StaysMessages
import StaysTestSupport
import Testing

@testable import StaysApp

@Suite struct HostileStoredTextTests {
    private let formatter = StayTableFormatter(words: MessageCatalog.shipped())

    // MARK: - Tables of stored text

    @Test func aStayPrintsItsHostileTitleHostAndAmenitiesInert() {
        expectInert(formatter.stay(HostileText.stay))
    }

    @Test func aSearchPagePrintsHostileTitlesInert() {
        let page = StayResultsPage(total: 1, results: [.fixture(HostileText.stay)], nextCursor: nil)
        expectInert(formatter.page(page))
    }

    @Test func reservationsPrintHostileGuestNamesInert() throws {
        let reservation = Reservation.fixture(
            id: "res-1", stayID: "stay:0000001", dates: .fixture("2030-06-01", "2030-06-04"),
            guestName: HostileText.joined, totalPrice: Money(minorUnits: 39_000), stayTitle: HostileText.joined)
        expectInert(formatter.reservations([reservation]))
    }

    private func expectInert(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(HostileText.steering(in: text) == nil, sourceLocation: sourceLocation)
        #expect(!text.contains("a\nb"), sourceLocation: sourceLocation)
        #expect(text.contains("\u{FFFD}[2J"), sourceLocation: sourceLocation)
    }
}
