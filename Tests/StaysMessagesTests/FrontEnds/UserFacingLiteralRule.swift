import Foundation

/// Tells a string literal that holds words for people from one that holds none: every word the Swift front ends
/// show must come from the catalogues, so code may only hold keys, parameter names, symbols and the few other things
/// listed here.
enum UserFacingLiteralRule {
    /// Literals that are words but not for people to read in their language.
    static let allowed: Set<String> = [
        "en_US_POSIX",  // the locale dates fall back to
        "USER", "LOGNAME",  // environment variables
        "Guest",  // the name a booking is stored under when the system names nobody
        "%.2f",  // a number format
        "LAT,LON",  // the --near value in the command line's help
        "  [x] ",  // a ticked box
    ]

    /// Code that may precede a literal holding English: the command line's help (like ArgumentParser's own words)
    /// and programmer errors.
    static let englishContexts = [
        "help:", "abstract:", "discussion:", "commandName:", "preconditionFailure(", "fatalError(",
    ]

    // MARK: - Judging

    /// Whether `literal` holds words a person would read: it has a letter and is none of the allowed kinds.
    static func isUserFacing(_ literal: SwiftStringLiteral) -> Bool {
        let text = literal.text
        guard text.contains(where: \.isLetter), text.count > 1, !allowed.contains(text) else { return false }
        if isKey(text) || isOptionName(text) { return false }
        if literal.after == ":", text.wholeMatch(of: /[a-z][A-Za-z0-9]*/) != nil { return false }
        return !englishContexts.contains { literal.before.hasSuffix($0) }
    }

    /// Whether `text` is a catalogue key, possibly with an interpolated part: `app.when.heading`,
    /// `app.amenity.{}`.
    static func isKey(_ text: String) -> Bool {
        text.wholeMatch(of: /(app|common|problem|status)(\.[A-Za-z0-9_{}\-]+)+/) != nil
    }

    /// Whether `text` names a command-line option, e.g. `--near`.
    static func isOptionName(_ text: String) -> Bool {
        text.wholeMatch(of: /--[a-z][a-z\-]*/) != nil
    }
}
