import Foundation
import Synchronization
import Testing

/// The `stays` executable SwiftPM builds beside the test bundle, run as a separate process.
enum BuiltStays {
    /// What a finished run printed and how it ended.
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    /// The executable's location.
    static var executable: URL {
        let bundle = Bundle.main.bundleURL
        let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return folder.appendingPathComponent("stays")
    }

    /// Runs `stays` with `arguments` to the end; standard output goes to `/dev/full` when `toFullDevice`;
    /// `environment` is added to this process's, and `input` is written to standard input. The waiting happens on a
    /// thread of its own, so a long run never holds one of the few threads every other test's tasks share.
    static func run(
        _ arguments: [String], toFullDevice: Bool = false, environment: [String: String] = [:], input: String = ""
    ) async throws -> Result {
        let process = try process(arguments)
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Swift.Result {
                        try runBlocking(
                            process, toFullDevice: toFullDevice, environment: environment, input: input)
                    })
            }
        }
    }

    private static func runBlocking(
        _ process: Process, toFullDevice: Bool, environment: [String: String], input: String
    ) throws -> Result {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        let standardInput = Pipe()
        process.standardInput = standardInput
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = toFullDevice ? try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full")) : output
        process.standardError = error
        try process.run()
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let written = toFullDevice ? Data() : output.fileHandleForReading.readDataToEndOfFile()
        let complaint = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: written, as: UTF8.self),
            error: String(decoding: complaint, as: UTF8.self))
    }

    /// Starts `stays` with `arguments` and returns while it runs.
    static func start(_ arguments: [String]) throws -> RunningStays {
        let process = try process(arguments)
        let error = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        return RunningStays(process: process, error: error.fileHandleForReading)
    }

    /// Starts `stays` with `arguments`, its standard output and error captured.
    static func launch(_ arguments: [String]) throws -> LaunchedStays {
        let process = try process(arguments)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return LaunchedStays(process: process, output: output, error: error)
    }

    private static func process(_ arguments: [String]) throws -> Process {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "missing \(executable.path)")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        return process
    }
}

/// A `stays` process started by `BuiltStays.launch`, its output read at the end.
struct LaunchedStays {
    let process: Process
    let output: Pipe
    let error: Pipe

    /// How a launched process ended: what it printed (trimmed) and whether it exited on its own with status 0.
    struct Ending {
        let printed: String
        let complaint: String
        let succeeded: Bool
        let timedOut: Bool
    }

    /// Waits up to `seconds` for the process to end, killing it with SIGKILL after that.
    func finish(within seconds: Double = 60) async throws -> Ending {
        let deadline = Date().addingTimeInterval(seconds)
        var timedOut = false
        while process.isRunning {
            guard Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                timedOut = true
                break
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Ending(
            printed: printed.trimmingCharacters(in: .whitespacesAndNewlines), complaint: complaint,
            succeeded: process.terminationReason == .exit && process.terminationStatus == 0, timedOut: timedOut)
    }
}

/// A `stays` process still running, with its standard error read line by line.
struct RunningStays {
    let process: Process
    let error: FileHandle
    private let buffer = Buffer()

    /// The first line of standard error holding `text`, waiting up to `seconds` for it; a line split across reads
    /// is joined first, and what arrived last is looked at before the wait ends.
    func errorLine(containing text: String, seconds: Double = 120) async throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let line = buffer.firstLine(containing: text) { return line }
            guard Date() < deadline else { break }
            let chunk = error.availableData
            guard !chunk.isEmpty else { break }
            buffer.append(chunk)
        }
        throw BuiltStaysError.missingLine(text)
    }

    /// Everything standard error printed after the lines already read, up to the process's end.
    func remainingError() -> String {
        String(decoding: error.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Standard error read so far.
    private final class Buffer: Sendable {
        private let text = Mutex<[UInt8]>([])

        func append(_ chunk: Data) {
            text.withLock { $0 += chunk }
        }

        func firstLine(containing wanted: String) -> String? {
            text.withLock { bytes in
                String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
                    .first { $0.contains(wanted) }
            }
        }
    }
}

/// Why a process test could not go on.
enum BuiltStaysError: Error {
    case missingLine(String)
}
