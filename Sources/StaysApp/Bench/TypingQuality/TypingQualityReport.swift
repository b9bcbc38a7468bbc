import Foundation

/// The typing-quality table: the index's figures beside the naive baseline's and the targets, and whether the
/// index meets every target.
struct TypingQualityReport {
    let index: TypingQualityFigures
    let baseline: TypingQualityFigures
    let destinations: Int
    let koreanNames: Int

    // MARK: - Targets

    /// The targets the index misses, in words; empty when it meets them all.
    var missedTargets: [String] {
        var missed: [String] = []
        if index.firstByThreeShare < 0.85 { missed.append("first by 3 letters below 85 %") }
        if index.firstByFourShare < 0.97 { missed.append("first by 4 letters below 97 %") }
        if index.meanKeystrokes >= baseline.meanKeystrokes { missed.append("mean keystrokes not below the baseline's") }
        if !index.neverFirst.isEmpty { missed.append("\(index.neverFirst.count) destinations never first") }
        if !index.airfieldLeaders.isEmpty { missed.append("an airfield leads a 3-letter prefix of a bigger place") }
        if !index.hangulEmpty.isEmpty { missed.append("\(index.hangulEmpty.count) Hangul states answered empty") }
        if index.hangulTopFiveShare < 0.95 { missed.append("Hangul states with the place in the top 5 below 95 %") }
        if index.initialsShare < 0.90 { missed.append("initial consonants find the place below 90 %") }
        return missed
    }

    // MARK: - Text

    /// The table and the lists behind its counts.
    var text: String {
        var lines = [
            "Typing quality: \(destinations) destinations typed key by key (\(koreanNames) also in Korean, "
                + "every 2-beolsik input-method state; \(index.unknownKoreanNames.count) Korean names the index lacks "
                + "are left out)",
            row("", "index", "naive", "target"),
        ]
        let (i, b) = (index, baseline)
        let rows: [(String, String, String, String)] = [
            ("mean keystrokes until first", number(i.meanKeystrokes), number(b.meanKeystrokes), "< naive"),
            ("first by 3 letters", percent(i.firstByThreeShare), percent(b.firstByThreeShare), "≥ 85 %"),
            ("first by 4 letters", percent(i.firstByFourShare), percent(b.firstByFourShare), "≥ 97 %"),
            (
                "  best possible on this list",
                percent(i.firstByThreeCeiling) + " / " + percent(i.firstByFourCeiling), "", "by 3 / by 4"
            ),
            ("top 3 by 3 letters", percent(i.topThreeByThreeShare), percent(b.topThreeByThreeShare), ""),
            ("never first", "\(i.neverFirst.count)", "\(b.neverFirst.count)", "0"),
            ("3 letters led by a smaller place", "\(i.smallerLeaders.count)", "\(b.smallerLeaders.count)", ""),
            ("  of them by an airfield", "\(i.airfieldLeaders.count)", "\(b.airfieldLeaders.count)", "0"),
            (
                "Hangul states answered empty", "\(i.hangulEmpty.count) of \(i.hangulStates)",
                "\(b.hangulEmpty.count)", "0"
            ),
            ("Hangul states, place in top 5", percent(i.hangulTopFiveShare), percent(b.hangulTopFiveShare), "≥ 95 %"),
            ("  best possible on this list", percent(i.hangulTopFiveCeiling), "", ""),
            ("initial consonants, place in top 5", percent(i.initialsShare), percent(b.initialsShare), "≥ 90 %"),
        ]
        lines += rows.map { row($0.0, $0.1, $0.2, $0.3) }
        lines += list("never first", index.neverFirst)
        lines += list("not first by 3 letters", index.notFirstByThree)
        lines += list("not first by 4 letters", index.notFirstByFour)
        lines += list("Korean names the index does not hold (not typed)", index.unknownKoreanNames)
        lines += list("3 letters led by a smaller place", index.smallerLeaders)
        lines += list("Hangul states answered empty", index.hangulEmpty)
        lines += list("Hangul states from the second key without the place in the top 5", index.hangulMissed)
        lines += list("initial consonants missed", index.initialsMissed)
        let missed = missedTargets
        lines.append(missed.isEmpty ? "All targets met." : "Targets missed: " + missed.joined(separator: "; "))
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Formatting

    private func row(_ label: String, _ index: String, _ naive: String, _ target: String) -> String {
        label.padding(toLength: 38, withPad: " ", startingAt: 0) + pad(index, 16) + pad(naive, 10) + target
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private func percent(_ share: Double) -> String { String(format: "%.1f %%", share * 100) }

    private func number(_ value: Double) -> String { String(format: "%.2f", value) }

    private func list(_ title: String, _ items: [String]) -> [String] {
        items.isEmpty ? [] : ["\(title) (\(items.count)):"] + items.map { "  \($0)" }
    }
}
