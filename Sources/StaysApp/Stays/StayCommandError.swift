import StaysDomain

/// Why a stay command stopped; usage errors exit 64, the rest exit 1.
enum StayCommandError: Error, Equatable, CustomStringConvertible {
    /// The input cannot be used as given.
    case usage(String)
    /// The place text stands for several places; the lines list the choices.
    case ambiguousPlace(String, choices: [String])
    /// The catalogue refused or failed.
    case failed(String)

    /// Classifies a catalogue error: bad queries are usage errors, the rest failures.
    init(_ error: StayQueryError) {
        switch error {
        case .unknownStay, .unknownReservation, .notAvailable: self = .failed(error.description)
        default: self = .usage(error.description)
        }
    }

    /// A message for the user.
    var description: String {
        switch self {
        case .usage(let message), .failed(let message): message
        case .ambiguousPlace(let text, let choices):
            "\(text.debugDescription) matches several places; pass one of these ids with --place:\n"
                + choices.map { "  " + $0 }.joined(separator: "\n")
        }
    }

    /// Whether the user should change the command line.
    var isUsage: Bool {
        switch self {
        case .usage, .ambiguousPlace: true
        case .failed: false
        }
    }
}
