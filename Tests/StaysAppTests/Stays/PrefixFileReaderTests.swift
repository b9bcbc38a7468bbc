import Foundation
import Testing

@testable import StaysApp

/// The reader behind `stays calendar import`: a file larger than its limit is read only up to the limit.
@Suite struct PrefixFileReaderTests {
    @Test func aSmallFileIsReadWholeAndALargeOneOnlyUpToTheLimit() throws {
        let folder = try TemporaryFolder()
        let small = URL(fileURLWithPath: folder.path("small.ics"))
        let large = URL(fileURLWithPath: folder.path("large.ics"))
        try Data("BEGIN:VCALENDAR".utf8).write(to: small)
        try Data(repeating: 0x41, count: 5_000).write(to: large)
        let reader = PrefixFileReader(limit: 1_000)

        #expect(try reader.contents(of: small) == Data("BEGIN:VCALENDAR".utf8))
        #expect(try reader.contents(of: large).count == 1_000)
        #expect(throws: (any Error).self) { try reader.contents(of: URL(fileURLWithPath: folder.path("none.ics"))) }
    }
}
