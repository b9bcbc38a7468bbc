/// Why one line of a batch could not be answered; its words go into the batch's JSON answer, for programs.
enum BatchLineError: Error, CustomStringConvertible {
    case empty, tooLong, malformed

    var description: String {
        switch self {
        case .empty: "empty line: expected a JSON request such as {\"text\": \"seoul\"}"
        case .tooLong: "line is longer than 64 KiB"
        case .malformed:
            "malformed request: expected {\"text\": String, \"near\"?: {\"latitude\", \"longitude\"}, \"limit\"?: Int}"
        }
    }
}
