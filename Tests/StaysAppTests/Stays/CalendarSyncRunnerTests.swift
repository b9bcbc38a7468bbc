import Foundation
import StayCatalog
import StaysDomain
import StaysMessages
import StaysTestSupport
import Testing

@testable import StaysApp

/// `stays calendar export|import` on a real SQLite catalogue in a temporary folder, today fixed at 2030-05-01.
@Suite struct CalendarSyncRunnerTests {
    private static let today = CalendarDay.fixture("2030-05-01")
    private static let stamp = Date(timeIntervalSince1970: 1_900_000_000)

    /// A catalogue holding one stay with a booking of 2030-06-10 to 2030-06-12 and a block of 2030-06-01 to 06-03.
    private static func catalogue(in folder: TemporaryFolder) async throws -> SQLiteStayCatalog {
        let catalog = try SQLiteStayCatalog(path: folder.path("stays.sqlite"))
        try await catalog.seed(stays: [
            SeededStay(
                stay: .fixture(id: "stay:0000001"), blockedNights: [.fixture("2030-06-01", "2030-06-03")],
                reservations: [])
        ]) { _, _ in }
        _ = try await catalog.reserve(
            "stay:0000001", dates: .fixture("2030-06-10", "2030-06-12"), guestName: "Kim", guests: .fixture())
        return catalog
    }

    private static func runner(
        _ catalog: SQLiteStayCatalog, files: [String: String] = [:], output: TextOutputSpy,
        writer: TextFileWriterSpy = TextFileWriterSpy()
    ) -> CalendarSyncRunner {
        CalendarSyncRunner(
            unavailability: catalog, blocker: catalog, reader: FileReaderStub(textByPath: files), fileWriter: writer,
            today: FixedTodayProvider(day: today), clock: FixedMomentProvider(moment: stamp), output: output,
            words: MessageCatalog.shipped())
    }

    @Test func exportPrintsTheBookedAndBlockedSpansOfTheComingYear() async throws {
        let folder = try TemporaryFolder()
        let output = TextOutputSpy()

        try await Self.runner(try await Self.catalogue(in: folder), output: output)
            .export("stay:0000001", from: nil, to: nil, into: nil)

        let text = output.standardOutput
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(text.contains("UID:stay:0000001-20300601@stays\r\nDTSTAMP:20300317T174640Z\r\n"))
        #expect(text.contains("DTSTART;VALUE=DATE:20300601\r\nDTEND;VALUE=DATE:20300603\r\nSUMMARY:Not available"))
        #expect(text.contains("DTSTART;VALUE=DATE:20300610\r\nDTEND;VALUE=DATE:20300612\r\nSUMMARY:Reserved"))
        #expect(text.components(separatedBy: "BEGIN:VEVENT").count == 3)
    }

    @Test func exportIntoAFileSaysWhereAndAWindowOutsideTheNightsIsEmpty() async throws {
        let folder = try TemporaryFolder()
        let output = TextOutputSpy()
        let writer = TextFileWriterSpy()
        let runner = Self.runner(try await Self.catalogue(in: folder), output: output, writer: writer)

        try await runner.export(
            "stay:0000001", from: .fixture("2030-06-03"), to: .fixture("2030-06-10"), into: "/x.ics")

        #expect(output.standardOutput == "Wrote 0 events of stay:0000001 to /x.ics.\n")
        #expect(writer.written.first?.path == "/x.ics")
        #expect(writer.written.first?.text.contains("VEVENT") == false)
        await #expect(throws: StayCommandError.usage("--from is too late for a year's export; give --to as well")) {
            try await runner.export("stay:0000001", from: .fixture("9999-06-01"), to: nil, into: nil)
        }
        await #expect(throws: StayCommandError.usage("--to must come after --from")) {
            try await runner.export("stay:0000001", from: .fixture("2030-06-03"), to: .fixture("2030-06-03"), into: nil)
        }
    }

    @Test func importBlocksFreeNightsReportsCollisionsAndRejectionsAndTheBookingStays() async throws {
        let folder = try TemporaryFolder()
        let catalog = try await Self.catalogue(in: folder)
        let output = TextOutputSpy()
        let file = """
            BEGIN:VCALENDAR\r
            BEGIN:VEVENT\r
            UID:airbnb-1\r
            SUMMARY:Airbnb (Not available)\r
            DTSTART;VALUE=DATE:20300609\r
            DTEND;VALUE=DATE:20300611\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:airbnb-2\r
            DTSTART;VALUE=DATE:20300602\r
            DTEND;VALUE=DATE:20300604\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:weekly\r
            DTSTART;VALUE=DATE:20300701\r
            RRULE:FREQ=WEEKLY\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:old\r
            DTSTART;VALUE=DATE:20300428\r
            DTEND;VALUE=DATE:20300502\r
            END:VEVENT\r
            END:VCALENDAR\r

            """

        try await Self.runner(catalog, files: ["/in/airbnb.ics": file], output: output)
            .importCalendar("stay:0000001", from: "/in/airbnb.ics")

        #expect(
            output.standardOutput == """
                Read 4 events from airbnb.ics for stay:0000001.
                Blocked 3 nights; 1 night already blocked.
                1 night held by bookings, left booked:
                  2030-06-10 to 2030-06-11 (1 night): event "airbnb-1" ("Airbnb (Not available)")
                Rejected 1 event:
                  line 13, event "weekly": it repeats (RRULE), which is not supported
                Skipped 3 nights before 2030-05-01 (today) or from 2032-05-01 on (beyond what guests can book).

                """)
        let standing = try await catalog.reservations().filter { $0.status == .confirmed }
        #expect(standing.map(\.dates) == [.fixture("2030-06-10", "2030-06-12")])
        let nights = try await catalog.unavailableNights(
            of: "stay:0000001", from: .fixture("2030-04-01"), to: .fixture("2030-07-01"))
        #expect(
            nights.blocked == [
                .fixture("2030-05-01", "2030-05-02"), .fixture("2030-06-01", "2030-06-04"),
                .fixture("2030-06-09", "2030-06-10"),
            ])
    }

    @Test func aFileThatIsNotACalendarOrCannotBeReadFailsAndBlocksNothing() async throws {
        let folder = try TemporaryFolder()
        let catalog = try await Self.catalogue(in: folder)
        let runner = Self.runner(catalog, files: ["/in/list.csv": "id,name\n"], output: TextOutputSpy())
        await #expect(
            throws: StayCommandError.failed("list.csv: not an iCalendar file: it does not begin with BEGIN:VCALENDAR")
        ) {
            try await runner.importCalendar("stay:0000001", from: "/in/list.csv")
        }
        await #expect(throws: StayCommandError.failed("/in/missing.ics cannot be read")) {
            try await runner.importCalendar("stay:0000001", from: "/in/missing.ics")
        }
        let nights = try await catalog.unavailableNights(
            of: "stay:0000001", from: .fixture("2030-05-01"), to: .fixture("2031-05-01"))
        #expect(nights.blocked == [.fixture("2030-06-01", "2030-06-03")])
    }

    @Test func anUnknownStayFails() async throws {
        let folder = try TemporaryFolder()
        let runner = Self.runner(try await Self.catalogue(in: folder), output: TextOutputSpy())
        let error = await #expect(throws: StayCommandError.self) {
            try await runner.export("stay:0009999", from: nil, to: nil, into: nil)
        }
        #expect(error?.isUsage == false)
    }
}
