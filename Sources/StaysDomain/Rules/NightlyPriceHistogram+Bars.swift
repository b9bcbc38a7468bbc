extension NightlyPriceHistogram {
    // MARK: - Choosing bars

    /// The price filter that keeps exactly the stays counted in the bars `bars` (indexes into `buckets`), so the
    /// count drawn above the handles is the count listed: a bar holds lower ≤ price < upper, so the upper end stops
    /// one minor unit (a cent, or a won) below the next bar's lower edge. An end reaching the first or last bar is
    /// left open (nil), and the whole histogram gives nil. Indexes outside the buckets are clamped into them.
    public func priceRange(keepingBars bars: ClosedRange<Int>) -> PriceRange? {
        guard !buckets.isEmpty else { return nil }
        let scale = Currency.minorUnitsPerMajor(of: currency)
        let last = buckets.count - 1
        let first = Swift.min(Swift.max(bars.lowerBound, 0), last)
        let final = Swift.min(Swift.max(bars.upperBound, first), last)
        let minimum = first > 0 ? Self.firstMinorUnit(atOrAbove: buckets[first].lower, scale: scale) : nil
        let maximum =
            final < last
            ? Swift.max(Self.firstMinorUnit(atOrAbove: buckets[final].upper, scale: scale) - 1, minimum ?? 0) : nil
        guard minimum != nil || maximum != nil else { return nil }
        let major = { (units: Int?) in units.map { Double($0) / Double(scale) } }
        return try? PriceRange(minimum: major(minimum), maximum: major(maximum))
    }

    /// The smallest whole number of minor units (`scale` of them in a major unit) at or above `price` (in major
    /// units), forgiving the binary rounding of an edge such as 100.1 stored as 100.0999….
    static func firstMinorUnit(atOrAbove price: Double, scale: Int) -> Int {
        Int((price * Double(scale) - 1e-6).rounded(.up))
    }
}
