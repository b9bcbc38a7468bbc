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
        lines.append(row("mean keystrokes until first", number(index.meanKeystrokes), number(baseline.meanKeystrokes), "< naive"))
        lines.append(row("first by 3 letters", percent(index.firstByThreeShare), percent(baseline.firstByThreeShare), "≥ 85 %"))
        lines.append(row("first by 4 letters", percent(index.firstByFourShare), percent(baseline.firstByFourShare), "≥ 97 %"))
        lines.append(row("top 3 by 3 letters", percent(index.topThreeByThreeShare), percent(baseline.topThreeByThreeShare), ""))
        lines.append(row("never first", "\(index.neverFirst.count)", "\(baseline.neverFirst.count)", "0"))
        lines.append(row("3 letters led by a smaller place", "\(index.smallerLeaders.count)", "\(baseline.smallerLeaders.count)", ""))
        lines.append(row("  of them by an airfield", "\(index.airfieldLeaders.count)", "\(baseline.airfieldLeaders.count)", "0"))
        lines.append(row("Hangul states answered empty", "\(index.hangulEmpty.count) of \(index.hangulStates)", "\(baseline.hangulEmpty.count)", "0"))
        lines.append(row("Hangul states, place in top 5", percent(index.hangulTopFiveShare), percent(baseline.hangulTopFiveShare), "≥ 95 %"))
        lines.append(row("initial consonants, place in top 5", percent(index.initialsShare), percent(baseline.initialsShare), "≥ 90 %"))
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
        label.padding(toLength: 38, withPad: " ", startingAt: 0) + pad(index, 14) + pad(naive, 10) + target
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
