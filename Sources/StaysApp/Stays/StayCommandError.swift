import StaysDomain
import StaysWire

/// Why a stay command stopped; usage errors exit 64, the rest exit 1.
enum StayCommandError: Error, Equatable, CustomStringConvertible {
    /// The input cannot be used as given.
    case usage(String)
    /// The place text stands for several places: the sentence saying so, then the choices, one a line.
    case ambiguousPlace(String, choices: [String])
    /// The catalogue refused or failed.
    case failed(String)

    /// Classifies a catalogue error, written in `words`' language as the catalogue's `problem.<code>` sentence (with
    /// the stay or reservation it is about): bad queries are usage errors, the rest failures.
    init(_ error: StayQueryError, words: any Localizing) {
        let sentence = ProblemWording(words: words).describe(error)
        let message = Self.subject(of: error).map { "\(sentence) (\($0))" } ?? sentence
        switch error {
        case .unknownStay, .unknownReservation, .notAvailable: self = .failed(message)
        default: self = .usage(message)
        }
    }

    /// A message for the user.
    var description: String {
        switch self {
        case .usage(let message), .failed(let message): message
        case .ambiguousPlace(let sentence, let choices):
            ([sentence] + choices.map { "  " + $0 }).joined(separator: "\n")
        }
    }

    /// Whether the user should change the command line.
    var isUsage: Bool {
        switch self {
        case .usage, .ambiguousPlace: true
        case .failed: false
        }
    }

    /// The stay or reservation an error names, for a person to find it again.
    private static func subject(of error: StayQueryError) -> String? {
        switch error {
        case .unknownStay(let id), .notAvailable(let id): id.rawValue
        case .unknownReservation(let id), .reservationCancelled(let id): id
        default: nil
        }
    }
}
