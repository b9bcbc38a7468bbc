import StaysDomain

/// One line of progress: `[#####.....] 52% 520,000/1,000,000 stays`.
struct ProgressBar: Sendable {
    /// How many cells the bar has.
    let width: Int
    /// What is being counted.
    let unit: String

    /// Creates a bar of `width` cells counting `unit`.
    init(width: Int = 10, unit: String = "stays") {
        self.width = width
        self.unit = unit
    }

    /// The whole percent done, 0–100; an empty job is done.
    func percent(done: Int, total: Int) -> Int {
        guard total > 0 else { return 100 }
        return Int(Double(min(max(done, 0), total)) * 100 / Double(total))
    }

    /// The line for `done` of `total`.
    func render(done: Int, total: Int) -> String {
        let percent = percent(done: done, total: total)
        let filled = percent * width / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let shown = min(max(done, 0), max(total, 0))
        let counts = Money.grouped(UInt(shown)) + "/" + Money.grouped(UInt(max(total, 0)))
        return "[\(bar)] \(percent)% \(counts) \(unit)"
    }
}
