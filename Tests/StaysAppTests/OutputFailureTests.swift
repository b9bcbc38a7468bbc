import Foundation
import StaysDomain
import StaysMessages
import StaysTestSupport
import Testing

@testable import StaysApp

@Suite struct OutputFailureTests {
    static let full = OutputFailure(stream: "standard output", reason: "No space left on device")

    // MARK: - Commands whose output fails

    @Test func aBookingWhoseIDCannotBeWrittenFailsSayingTheBookingStands() async throws {
        let reservation = Reservation.fixture(
            id: "res-7", stayID: "stay:0000001", dates: .fixture("2030-06-01", "2030-06-04"), guestName: "Ada",
            totalPrice: Money(minorUnits: 39_000))
        let harness = StayRunnerHarness(
            reserver: ReserverStub(reservation: .success(reservation)), output: TextOutputSpy(failing: Self.full))
        let start = CalendarDay.fixture("2030-06-01")
        let request = ReservationRequest(
            stayID: "stay:0000001", dates: try StayDates(checkIn: start, checkOut: start.adding(days: 3)),
            guestName: "Ada", guests: try GuestCounts(adults: 1, children: 0, infants: 0, pets: 0))

        let error = await #expect(throws: OutputFailure.self) { try await harness.runner.reserve(request) }

        #expect(
            error?.description
                == "could not write to standard output (No space left on device), but the booking res-7 stands")
        #expect(harness.reserver.receivedBookings.count == 1)
    }

    @Test func aBatchStopsAtItsFirstFailedAnswer() async {
        let suggester = PlaceSuggesterSpy(result: [])
        let output = TextOutputSpy(failing: Self.full)
        let runner = PlaceCommandRunner(
            suggester: suggester, nearbyFinder: NearbyPlaceFinderStub(result: []), detailSearcher: PlaceDetailSearcherStub(results: [:]),
            output: output, words: MessageCatalog.shipped())

        await runner.batch(lines: [#"{"text": "seoul"}"#, #"{"text": "paris"}"#, #"{"text": "rome"}"#])

        #expect(suggester.receivedQueries.map(\.text) == ["seoul"])
        #expect(output.failure == Self.full)
    }

    // MARK: - Writing to a descriptor

    @Test func aWriteToAClosedPipeIsRecordedAsAFailureInsteadOfATrap() throws {
        signal(SIGPIPE, SIG_IGN)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let writer = DescriptorWriter(
            descriptor: pipe.fileHandleForWriting.fileDescriptor, stream: "standard output")

        writer.write("res-1\n")
        writer.write("more\n")

        #expect(writer.failure == OutputFailure(stream: "standard output", reason: "Broken pipe"))
    }

    @Test func aLongTextReachesThePipeWhole() async throws {
        let pipe = Pipe()
        let writer = DescriptorWriter(descriptor: pipe.fileHandleForWriting.fileDescriptor, stream: "test")
        let text = String(repeating: "0123456789", count: 5_000)
        let reader = Task.detached { pipe.fileHandleForReading.readDataToEndOfFile() }

        writer.write(text)
        try pipe.fileHandleForWriting.close()

        #expect(writer.failure == nil)
        let received = await reader.value
        #expect(String(decoding: received, as: UTF8.self) == text)
    }
}
