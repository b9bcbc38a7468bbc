import StaysDomain

/// Types every destination key by key into one suggester and measures what a person sees: how soon the place is
/// first, which short prefixes another place leads, and how Korean input-method states are answered.
struct TypingQualityMeasure {
    /// The suggestions for typed text.
    let suggest: (String) -> [PlaceSuggestion]
    /// How important a place is, to tell a smaller leader from a bigger one.
    let importance: (PlaceID) -> Float?
    /// Whether the index holds this name for the place: a Korean name it lacks is no test of typing.
    let knowsName: (PlaceID, String) -> Bool

    // MARK: - Measuring

    /// The figures over a destination list.
    func figures(for destinations: [TypingDestination]) -> TypingQualityFigures {
        var figures = TypingQualityFigures()
        let typed = destinations.map { Array($0.typedName) }
        figures.distinctThreeLetterStarts = Set(typed.map { String($0.prefix(3)) }).count
        figures.distinctFourLetterStarts = Set(typed.map { String($0.prefix(4)) }).count
        var typedStates: [String: Int] = [:]
        for destination in destinations {
            measureLatin(destination, into: &figures)
            guard let korean = destination.korean else { continue }
            if knowsName(destination.id, korean) {
                measureHangul(destination, korean: korean, into: &figures)
                for state in HangulKeyboard.states(typing: korean).dropFirst() { typedStates[state, default: 0] += 1 }
            } else {
                figures.unknownKoreanNames.append("\(korean) (\(destination.name))")
            }
        }
        figures.hangulTopFiveReachable = typedStates.values.reduce(0) { $0 + min($1, 5) }
        return figures
    }

    private func measureLatin(_ destination: TypingDestination, into figures: inout TypingQualityFigures) {
        let typed = Array(destination.typedName)
        var firstAt: Int?
        var rankAtThree: Int?
        var rankAtFour: Int?
        for length in 1...typed.count {
            let text = String(typed.prefix(length))
            let answers = suggest(text)
            let rank = answers.firstIndex { $0.id == destination.id }
            let leader = answers.first.map { "\($0.title) (\($0.id))" } ?? "nothing"
            let miss = "\(destination.name): \"\(text)\" → \(leader)"
            if length == min(3, typed.count) {
                rankAtThree = rank
                if rank != 0 { figures.notFirstByThree.append(miss) }
                if length == 3, rank != 0, let first = answers.first {
                    noteLeader(first, for: destination, text, &figures)
                }
            }
            if length == min(4, typed.count) {
                rankAtFour = rank
                if rank != 0 { figures.notFirstByFour.append(miss) }
            }
            if rank == 0, firstAt == nil { firstAt = length }
            if firstAt != nil, length >= 4 { break }
        }
        figures.latinCount += 1
        figures.keystrokes += firstAt ?? (typed.count + 1)
        if firstAt == nil { figures.neverFirst.append(destination.name) }
        if rankAtThree == 0 { figures.firstByThree += 1 }
        if rankAtFour == 0 { figures.firstByFour += 1 }
        if let rankAtThree, rankAtThree < 3 { figures.topThreeByThree += 1 }
    }

    /// Records a three-letter prefix led by a smaller place whose name does not begin with the letters.
    private func noteLeader(
        _ leader: PlaceSuggestion, for destination: TypingDestination, _ text: String,
        _ figures: inout TypingQualityFigures
    ) {
        let leaderName = TypingDestination(id: leader.id, name: leader.title, korean: nil, source: "").typedName
        guard !leaderName.hasPrefix(text), let own = importance(destination.id),
            let other = importance(leader.id), other < own
        else { return }
        let line = "\"\(text)\" → \(leader.title) (\(leader.id)) above \(destination.name)"
        figures.smallerLeaders.append(line)
        if leader.kind == .airport { figures.airfieldLeaders.append(line) }
    }

    private func measureHangul(
        _ destination: TypingDestination, korean: String, into figures: inout TypingQualityFigures
    ) {
        var missed: [String] = []
        for (key, state) in HangulKeyboard.states(typing: korean).enumerated() {
            let answers = suggest(state)
            figures.hangulStates += 1
            if answers.isEmpty { figures.hangulEmpty.append(state) }
            guard key > 0 else { continue }
            figures.hangulStatesFromSecondKey += 1
            if answers.prefix(5).contains(where: { $0.id == destination.id }) {
                figures.hangulTopFive += 1
            } else {
                missed.append(state)
            }
        }
        if !missed.isEmpty {
            figures.hangulMissed.append("\(korean) (\(destination.name)): " + missed.joined(separator: " "))
        }
        let initials = HangulKeyboard.initialConsonants(of: korean)
        guard initials != korean, initials.count >= 2 else { return }
        figures.initialsQueries += 1
        if suggest(initials).prefix(5).contains(where: { $0.id == destination.id }) {
            figures.initialsFound += 1
        } else {
            figures.initialsMissed.append("\(initials) (\(korean))")
        }
    }
}
