/// Turns raw terminal input bytes into key events; pure, so a reader drives it and tests can too.
///
/// Bytes that end in the middle of a UTF-8 character or an escape sequence are kept until the next
/// `decode(_:)`. A lone ESC cannot be told apart from the start of a sequence, so the reader calls
/// `flush()` when no more bytes arrive within a short timeout: a pending ESC then becomes `.escape`
/// and any other unfinished input is dropped. Unknown sequences and control bytes are ignored.
public struct KeyDecoder: Sendable {
    // MARK: - State

    private var pending: [UInt8] = []
    private var lastByteWasCarriageReturn = false

    /// Whether bytes are waiting for more input (the reader should flush after a timeout).
    public var hasPendingInput: Bool { !pending.isEmpty }

    /// Creates a decoder with nothing pending.
    public init() {}

    // MARK: - Decoding

    /// Decodes the next chunk of input; consecutive printable characters come back as one `.text`.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var text = ""
        var index = pending.startIndex
        while index < pending.endIndex {
            let step = step(for: pending[index...])
            if case .scalar(let scalar, _) = step {
                text.unicodeScalars.append(scalar)
            } else if case .key(let key, _) = step {
                if !text.isEmpty { keys.append(.text(text)) }
                text = ""
                keys.append(key)
            }
            guard let length = step.length else { break }
            index += length
        }
        if !text.isEmpty { keys.append(.text(text)) }
        pending.removeSubrange(..<index)
        return keys
    }

    /// Settles pending input after a timeout: a lone ESC becomes `.escape`, anything else is dropped.
    public mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        return pending == [EscapeSequenceParser.escape] ? [.escape] : []
    }

    // MARK: - Steps

    private mutating func step(for bytes: ArraySlice<UInt8>) -> DecodeStep {
        let byte = bytes[bytes.startIndex]
        let followsCarriageReturn = lastByteWasCarriageReturn
        lastByteWasCarriageReturn = byte == 0x0D
        switch byte {
        case EscapeSequenceParser.escape: return EscapeSequenceParser.parse(bytes)
        case 0x0D: return .key(.enter, length: 1)
        case 0x0A: return followsCarriageReturn ? .skip(length: 1) : .key(.enter, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x03: return .key(.interrupt, length: 1)
        case 0x04: return .key(.endOfInput, length: 1)
        case 0x00..<0x20: return .skip(length: 1)
        case 0x20..<0x7F: return .scalar(Unicode.Scalar(byte), length: 1)
        default: return printable(UTF8ScalarParser.parse(bytes))
        }
    }

    /// Drops decoded scalars that are control characters (C1 controls such as U+0085).
    private func printable(_ step: DecodeStep) -> DecodeStep {
        guard case .scalar(let scalar, let length) = step, scalar.properties.generalCategory == .control else {
            return step
        }
        return .skip(length: length)
    }
}

// MARK: - Step length

extension DecodeStep {
    /// How many bytes the step used, or nil when it must wait for more.
    fileprivate var length: Int? {
        switch self {
        case .key(_, let length), .scalar(_, let length), .skip(let length): length
        case .incomplete: nil
        }
    }
}
