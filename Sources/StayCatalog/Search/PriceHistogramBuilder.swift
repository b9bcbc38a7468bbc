import StaysDomain

/// Counts nightly prices into equal-width bars between the cheapest and the dearest.
package struct PriceHistogramBuilder: Sendable {
    /// The most bars a histogram has; more are clamped to this.
    static let maximumBucketCount = 100

    /// How many bars, already clamped to 1...maximumBucketCount.
    let bucketCount: Int

    /// Creates a builder; a bucket count below 1 gives 1 bar and above the maximum gives the maximum.
    package init(bucketCount: Int) {
        self.bucketCount = min(max(bucketCount, 1), Self.maximumBucketCount)
    }

    // MARK: - Building

    /// The histogram of the prices, in minor units.
    package func histogram(ofNightlyCents prices: [Int]) -> NightlyPriceHistogram {
        guard let lowest = prices.min(), let highest = prices.max() else {
            let empty = (0..<bucketCount).map { _ in NightlyPriceHistogram.Bucket(lower: 0, upper: 0, count: 0) }
            return NightlyPriceHistogram(total: 0, min: 0, max: 0, average: 0, buckets: empty)
        }
        let width = Double(highest - lowest) / Double(bucketCount)
        var counts = [Int](repeating: 0, count: bucketCount)
        var sum = 0
        for price in prices {
            sum += price
            let slot = width == 0 ? 0 : Int(Double(price - lowest) / width)
            counts[min(slot, bucketCount - 1)] += 1
        }
        let buckets = counts.enumerated().map { slot, count in
            NightlyPriceHistogram.Bucket(
                lower: (Double(lowest) + width * Double(slot)) / 100,
                upper: slot == bucketCount - 1
                    ? Double(highest) / 100 : (Double(lowest) + width * Double(slot + 1)) / 100,
                count: count)
        }
        return NightlyPriceHistogram(
            total: prices.count, min: Double(lowest) / 100, max: Double(highest) / 100,
            average: Double(sum) / Double(prices.count) / 100, buckets: buckets)
    }
}
