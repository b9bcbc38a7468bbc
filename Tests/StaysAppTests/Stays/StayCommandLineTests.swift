import ArgumentParser
import StaysMessages
import Testing

@testable import StaysApp

@Suite struct StayCommandLineTests {
    private static let search = ["search", "--place", "seoul", "--checkin", "2030-06-01", "--checkout", "2030-06-04"]

    private func usageError(_ arguments: [String]) -> (message: String, code: Int32)? {
        do {
            _ = try StaysCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return (StaysCommand.message(for: error), StaysCommand.exitCode(for: error).rawValue)
        }
    }

    private func expectUsage(
        _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = usageError(arguments)
        #expect(error?.code == ExitCode.validationFailure.rawValue, sourceLocation: sourceLocation)
        #expect(error?.message == message, sourceLocation: sourceLocation)
    }

    @Test func validSearchHistogramAndReserveParse() {
        #expect(
            usageError(
                Self.search + [
                    "--adults", "2", "--pets", "--min-price", "50", "--max-price", "200",
                    "--sort", "rating", "--limit", "5", "--cursor", "abc", "--format", "json", "--database",
                    "/tmp/x.sqlite",
                ]) == nil)
        #expect(usageError(["histogram"] + Self.search.dropFirst() + ["--buckets", "30"]) == nil)
        #expect(
            usageError([
                "reserve", "stay:1", "--checkin", "2030-06-01", "--checkout", "2030-06-02",
                "--guest", "Ada Lovelace",
            ]) == nil)
        #expect(usageError(["seed", "--count", "1000", "--seed", "42"]) == nil)
    }

    @Test func checkOutNotAfterCheckInIsAUsageError() {
        expectUsage(
            ["search", "--place", "x", "--checkin", "2030-06-04", "--checkout", "2030-06-04"],
            "check-out (2030-06-04) must come after check-in (2030-06-04)")
        expectUsage(
            ["search", "--place", "x", "--checkin", "2030-06-04", "--checkout", "2030-06-01"],
            "check-out (2030-06-01) must come after check-in (2030-06-04)")
    }

    @Test func malformedDatesAreUsageErrors() {
        expectUsage(
            ["search", "--place", "x", "--checkin", "06/01/2030", "--checkout", "2030-06-04"],
            #"--checkin: expected a date written as YYYY-MM-DD, got "06/01/2030""#)
        expectUsage(
            ["search", "--place", "x", "--checkin", "2030-06-01", "--checkout", "2031-02-29"],
            "--checkout: month 2 of 2031 has no day 29")
        expectUsage(
            ["search", "--place", "x", "--checkin", "", "--checkout", "2030-06-04"],
            "--checkin: a date is required, written as YYYY-MM-DD")
    }

    @Test func badPricesAreUsageErrors() {
        expectUsage(Self.search + ["--min-price=-5"], "prices cannot be negative")
        expectUsage(Self.search + ["--min-price", "300", "--max-price", "100"], "minimum price is above maximum price")
        expectUsage(Self.search + ["--max-price", "nan"], "prices must be numbers, got nan")
        expectUsage(Self.search + ["--max-price", "1e12"], "prices must be at most 1000000000, got 1000000000000.0")
    }

    @Test func badGuestsAreUsageErrors() {
        expectUsage(Self.search + ["--adults", "0"], "at least one adult must come, got --adults 0")
        expectUsage(Self.search + ["--children=-1"], "children must not be negative, got -1")
        expectUsage(Self.search + ["--adults", "40"], "at most 16 adults and children together, got 40")
    }

    @Test func badCursorSortLimitRadiusAndBucketsAreUsageErrors() {
        expectUsage(Self.search + ["--cursor", "has space"], "the cursor is malformed or from another search")
        expectUsage(Self.search + ["--cursor", "x\u{1B}[2J"], "the cursor is malformed or from another search")
        expectUsage(
            Self.search + ["--cursor", String(repeating: "a", count: 600)],
            "the cursor is malformed or from another search")
        expectUsage(
            Self.search + ["--sort", "cheap"],
            #"--sort must be one of recommended, price, rating, distance, got "cheap""#)
        expectUsage(Self.search + ["--limit", "0"], "page size must be between 1 and 100, got 0")
        expectUsage(Self.search + ["--radius", "900"], "radius must be more than 0 and at most 500 km, got 900.0")
        expectUsage(
            ["histogram"] + Self.search.dropFirst() + ["--buckets", "0"], "buckets must be between 1 and 200, got 0")
    }

    @Test func badReservationsAreUsageErrors() {
        let reserve = ["reserve", "stay:1", "--checkin", "2030-06-01", "--checkout", "2030-06-02"]
        expectUsage(reserve + ["--guest", "   "], "guest name must be 1–100 printable characters")
        expectUsage(reserve + ["--guest", "Ada\u{7}"], "guest name must be 1–100 printable characters")
        expectUsage(["cancel", ""], "reservation id must be 1–100 printable characters without spaces")
        expectUsage(["seed", "--count", "0", "--seed", "1"], "count must be between 1 and 50000000, got 0")
    }

    @Test func runtimeUsageErrorsExit64AndRefusalsExit1() async {
        let usage = await #expect(throws: ValidationError.self) {
            try await reportingStayErrors { throw StayCommandError.usage("check-in is in the past") }
        }
        #expect(usage.map { StaysCommand.exitCode(for: $0) } == .validationFailure)
        let refusal = await #expect(throws: StayCommandError.self) {
            try await reportingStayErrors {
                throw StayCommandError(.notAvailable("stay:1"), words: MessageCatalog.shipped())
            }
        }
        #expect(refusal.map { StaysCommand.exitCode(for: $0) } == .failure)
    }
}
