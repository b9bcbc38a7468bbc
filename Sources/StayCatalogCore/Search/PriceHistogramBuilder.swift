import StaysDomain

/// Counts nightly prices into bars of one round width (1, 2 or 5 times a power of ten in whole currency units), so
/// every edge a price handle can stop on reads as a round price ("$120", not "$117.38").
package struct PriceHistogramBuilder: Sendable {
    /// The most bars a histogram has; more are clamped to this.
    static let maximumBucketCount = 100

    /// The most bars, already clamped to 1...maximumBucketCount; fewer are drawn when round bars need fewer.
    let bucketCount: Int

    /// Creates a builder; a bucket count below 1 gives 1 bar and above the maximum gives the maximum.
    package init(bucketCount: Int) {
        self.bucketCount = min(max(bucketCount, 1), Self.maximumBucketCount)
    }

    // MARK: - Building

    /// The histogram of the prices, in minor units of `currency`: bars from a multiple of the width below the
    /// cheapest, each holding lower ≤ price < upper, as few as cover the dearest (at most `bucketCount`).
    package func histogram(ofNightlyPrices prices: [Int], in currency: Currency) -> NightlyPriceHistogram {
        guard let lowest = prices.min(), let highest = prices.max() else {
            let empty = (0..<bucketCount).map { _ in NightlyPriceHistogram.Bucket(lower: 0, upper: 0, count: 0) }
            return NightlyPriceHistogram(currency: currency.code, total: 0, min: 0, max: 0, average: 0, buckets: empty)
        }
        let scale = currency.minorUnitsPerMajor
        let (start, width, count) = bars(from: lowest, to: highest, wholeUnit: scale)
        var counts = [Int](repeating: 0, count: count)
        var sum = 0
        for price in prices {
            sum += price
            counts[(price - start) / width] += 1
        }
        let buckets = counts.enumerated().map { slot, count in
            NightlyPriceHistogram.Bucket(
                lower: Double(start + width * slot) / Double(scale),
                upper: Double(start + width * (slot + 1)) / Double(scale), count: count)
        }
        return NightlyPriceHistogram(
            currency: currency.code, total: prices.count, min: Double(lowest) / Double(scale),
            max: Double(highest) / Double(scale), average: Double(sum) / Double(prices.count) / Double(scale),
            buckets: buckets)
    }

    // MARK: - Round bars

    /// The narrowest round width (from one whole unit, `wholeUnit` minor units, up) whose bars, starting at a
    /// multiple of it, cover `lowest...highest` in at most `bucketCount` bars.
    private func bars(from lowest: Int, to highest: Int, wholeUnit: Int) -> (start: Int, width: Int, count: Int) {
        var scale = wholeUnit
        while true {
            for step in [1, 2, 5] {
                let width = step * scale
                let start = lowest / width * width
                let count = (highest - start) / width + 1
                if count <= bucketCount { return (start, width, count) }
            }
            scale *= 10
        }
    }
}
