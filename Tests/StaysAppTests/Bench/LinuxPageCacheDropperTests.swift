import Foundation
import Testing

@testable import StaysApp

@Suite struct LinuxPageCacheDropperTests {
    @Test func writesThreeToTheControlFile() throws {
        let folder = try TemporaryFolder()
        let control = folder.path("drop_caches")
        #expect(FileManager.default.createFile(atPath: control, contents: Data()))
        #expect(LinuxPageCacheDropper(controlFile: control).dropPageCache() == .dropped)
        #expect(try String(contentsOfFile: control, encoding: .utf8) == "3\n")
    }

    @Test func saysWhyWhenTheControlFileCannotBeOpened() throws {
        let folder = try TemporaryFolder()
        let missing = folder.path("missing/drop_caches")
        #expect(
            LinuxPageCacheDropper(controlFile: missing).dropPageCache()
                == .notDropped(reason: "cannot open \(missing): No such file or directory"))
    }
}
