import Logging
import StaysDomain

/// Wraps the server's log handler so that no log line carries a character that could steer a terminal or forge a
/// line: the message, every metadata value (nested ones too) and an attached error pass through
/// `TerminalText.printable` first. Paths, queries, titles and names come from requests and the database, so the
/// server cleans them all in one place rather than at each call.
public struct PrintableLogHandler: LogHandler {
    private var wrapped: any LogHandler

    /// Cleans what is logged, then hands it to `wrapped`.
    public init(wrapping wrapped: any LogHandler) {
        self.wrapped = wrapped
    }

    // MARK: - Logging

    /// Logs the event with its text cleaned.
    public func log(event: LogEvent) {
        var cleaned = event
        cleaned.message = "\(TerminalText.printable(event.message.description))"
        var metadata = event.metadata.map(Self.printable)
        if let error = event.error {
            metadata = (metadata ?? [:]).merging(["error": .string(TerminalText.printable("\(error)"))]) { _, new in new
            }
            cleaned.error = nil
        }
        cleaned.metadata = metadata
        wrapped.log(event: cleaned)
    }

    // MARK: - Settings of the wrapped handler

    /// A value of the handler's own metadata (cleaned when set).
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { wrapped[metadataKey: key] }
        set { wrapped[metadataKey: TerminalText.printable(key)] = newValue.map(Self.printable) }
    }

    /// The handler's own metadata (cleaned when set).
    public var metadata: Logger.Metadata {
        get { wrapped.metadata }
        set { wrapped.metadata = Self.printable(newValue) }
    }

    /// The lowest level logged.
    public var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }

    /// Adds metadata to every line; the wrapped handler merges it.
    public var metadataProvider: Logger.MetadataProvider? {
        get { wrapped.metadataProvider }
        set { wrapped.metadataProvider = newValue }
    }

    // MARK: - Cleaning

    /// Metadata with every key and value cleaned.
    static func printable(_ metadata: Logger.Metadata) -> Logger.Metadata {
        Dictionary(
            metadata.map { (TerminalText.printable($0.key), printable($0.value)) },
            uniquingKeysWith: { first, _ in first })
    }

    /// A value with its text cleaned, nested dictionaries and arrays too; a described value becomes its text.
    static func printable(_ value: Logger.Metadata.Value) -> Logger.Metadata.Value {
        switch value {
        case .string(let text): .string(TerminalText.printable(text))
        case .stringConvertible(let described): .string(TerminalText.printable(described.description))
        case .dictionary(let nested): .dictionary(printable(nested))
        case .array(let values): .array(values.map(printable))
        }
    }
}
