import Logging
import Synchronization

/// A log handler double that records every line it is given, as `level message key=value …` (keys sorted, nested
/// metadata as swift-log describes it), so a test can read what a log would show.
public struct CapturingLogHandler: LogHandler {
    /// The lines logged through every copy of a handler.
    public final class Lines: Sendable {
        private let recorded = Mutex<[String]>([])

        /// Creates an empty record.
        public init() {}

        /// What was logged, oldest first.
        public var all: [String] { recorded.withLock { $0 } }

        fileprivate func append(_ line: String) { recorded.withLock { $0.append(line) } }
    }

    /// Where the lines go.
    public let lines: Lines
    /// The lowest level recorded.
    public var logLevel: Logger.Level = .trace
    /// Metadata added to every line.
    public var metadata: Logger.Metadata = [:]

    /// A handler recording into `lines`.
    public init(lines: Lines) {
        self.lines = lines
    }

    /// A logger whose lines go to `lines`.
    public static func logger(into lines: Lines) -> Logger {
        Logger(label: "stays.tests") { _ in CapturingLogHandler(lines: lines) }
    }

    // MARK: - LogHandler

    /// Records the event as one line.
    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let fields = merged.keys.sorted().map { "\($0)=\(merged[$0].map { "\($0)" } ?? "")" }
        let error = event.error.map { [" error=\($0)"] } ?? []
        lines.append(
            ([event.level.rawValue, event.message.description] + fields).joined(separator: " ") + error.joined())
    }

    /// A value of the handler's metadata.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
}
