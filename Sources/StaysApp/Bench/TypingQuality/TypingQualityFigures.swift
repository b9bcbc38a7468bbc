/// What typing the destination list into one suggester showed, as counts.
struct TypingQualityFigures {
    /// Destinations typed in Latin letters.
    var latinCount = 0
    /// Keystrokes until each place was first, summed (a place never first counts its length plus one).
    var keystrokes = 0
    /// Places first after three letters (or the whole name when shorter).
    var firstByThree = 0
    /// Places first after four letters (or the whole name when shorter).
    var firstByFour = 0
    /// Places among the first three after three letters.
    var topThreeByThree = 0
    /// Places not first after three letters, with what led instead.
    var notFirstByThree: [String] = []
    /// Places not first after four letters, with what led instead.
    var notFirstByFour: [String] = []
    /// Korean names on the list that the index does not hold for the place (not typed).
    var unknownKoreanNames: [String] = []
    /// How many different three- and four-letter starts the list's names have: only one destination per start
    /// can be first, so these bound what any ranking can reach on the list.
    var distinctThreeLetterStarts = 0
    var distinctFourLetterStarts = 0
    /// Places that no prefix of their name put first.
    var neverFirst: [String] = []
    /// Three-letter prefixes led by a smaller place whose name does not begin with them.
    var smallerLeaders: [String] = []
    /// Those of them led by an airfield.
    var airfieldLeaders: [String] = []
    /// Input-method states typed for the Korean names.
    var hangulStates = 0
    /// States answered with nothing.
    var hangulEmpty: [String] = []
    /// Per Korean name, the states from the second key on without the place in the top five.
    var hangulMissed: [String] = []
    /// States from each name's second key on, and those with the place in the top five.
    var hangulStatesFromSecondKey = 0
    var hangulTopFive = 0
    /// How many of those states any ranking could answer with the place in the top five: a state several
    /// destinations pass through holds at most five of them.
    var hangulTopFiveReachable = 0
    /// Initial-consonant queries, those with the place in the top five, and the missed ones.
    var initialsQueries = 0
    var initialsFound = 0
    var initialsMissed: [String] = []

    // MARK: - Shares

    /// Mean keystrokes until first.
    var meanKeystrokes: Double { share(keystrokes, of: latinCount) }
    /// Share of places first by three letters, 0…1.
    var firstByThreeShare: Double { share(firstByThree, of: latinCount) }
    /// Share of places first by four letters, 0…1.
    var firstByFourShare: Double { share(firstByFour, of: latinCount) }
    /// The best share first by three and by four letters that any ranking could reach on the list, 0…1.
    var firstByThreeCeiling: Double { share(distinctThreeLetterStarts, of: latinCount) }
    var firstByFourCeiling: Double { share(distinctFourLetterStarts, of: latinCount) }
    /// Share of places in the top three by three letters, 0…1.
    var topThreeByThreeShare: Double { share(topThreeByThree, of: latinCount) }
    /// Share of Hangul states from the second key on with the place in the top five, 0…1.
    var hangulTopFiveShare: Double { share(hangulTopFive, of: hangulStatesFromSecondKey) }
    /// The best share of those states any ranking could reach on the list, 0…1.
    var hangulTopFiveCeiling: Double { share(hangulTopFiveReachable, of: hangulStatesFromSecondKey) }
    /// Share of initial-consonant queries that found the place in the top five, 0…1.
    var initialsShare: Double { share(initialsFound, of: initialsQueries) }

    private func share(_ part: Int, of whole: Int) -> Double {
        whole == 0 ? 0 : Double(part) / Double(whole)
    }
}
