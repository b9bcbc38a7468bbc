import ArgumentParser
import Testing

@testable import StaysApp

@Suite struct CommandLineValidationTests {
    private func usageError(_ arguments: [String]) -> (message: String, code: Int32)? {
        do {
            _ = try StaysCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return (StaysCommand.message(for: error), StaysCommand.exitCode(for: error).rawValue)
        }
    }

    @Test func latitudeOutOfRangeIsAUsageError() throws {
        let error = try #require(usageError(["places", "suggest", "x", "--near", "91,0"]))
        #expect(error.code == ExitCode.validationFailure.rawValue)
        #expect(error.message.contains("--near"))
    }

    @Test func malformedCoordinateIsAUsageError() throws {
        let error = try #require(usageError(["places", "nearby", "--near", "seoul"]))
        #expect(error.code == ExitCode.validationFailure.rawValue)
    }

    @Test func negativeAndHugeLimitsAreUsageErrors() throws {
        let negative = try #require(usageError(["places", "suggest", "x", "--limit=-1"]))
        #expect(negative.message == "limit must be between 1 and 100, got -1")
        let huge = try #require(usageError(["places", "suggest", "x", "--limit", "99999999999999999999"]))
        #expect(huge.code == ExitCode.validationFailure.rawValue)
    }

    @Test func overlongTextIsAUsageError() throws {
        let error = try #require(usageError(["places", "suggest", String(repeating: "a", count: 500)]))
        #expect(error.message == "text is too long: at most 200 characters")
    }

    @Test func suggestNeedsTextOrBatchButNotBoth() throws {
        #expect(
            try #require(usageError(["places", "suggest"])).message
                == "give the TEXT to suggest places for, or --batch")
        #expect(
            try #require(usageError(["places", "suggest", "x", "--batch"])).message
                == "give either TEXT or --batch, not both")
    }

    @Test func searchNeedsTextOrGroup() throws {
        #expect(try #require(usageError(["places", "search"])).message == "give either TEXT or --group ID")
    }

    @Test func validArgumentsParse() {
        #expect(
            usageError(["places", "suggest", "seoul", "--near", "37.5, 127", "--limit", "3", "--format", "json"]) == nil
        )
    }

    @Test func negativeCoordinatesFollowNearAsTheirOwnWord() {
        #expect(usageError(["places", "nearby", "--near", "-33.8,151.2"]) == nil)
        #expect(usageError(["places", "suggest", "sydney", "--near", "-33.8,-151.2"]) == nil)
    }

    @Test func hexCoordinatesAreRefused() throws {
        #expect(try #require(usageError(["places", "nearby", "--near", "0x10,3"])).message.contains("--near"))
    }

    @Test func benchStaysScaleNamesTheCataloguesItselfAndTakesSeveral() throws {
        #expect(usageError(["bench", "stays", "--scale", "a.sqlite", "--scale", "postgres://u@h:5432/d"]) == nil)
        let mixed = try #require(usageError(["bench", "stays", "--scale", "a.sqlite", "--database", "b.sqlite"]))
        #expect(mixed.message == "--scale names the catalogues: leave out --database and --catalog")
        #expect(mixed.code == ExitCode.validationFailure.rawValue)
    }
}
