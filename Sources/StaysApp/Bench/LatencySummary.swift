/// Percentiles of a set of measured durations.
struct LatencySummary {
    /// How many samples.
    let count: Int
    /// Median, 95th and 99th percentile and maximum, in microseconds.
    let p50: Double, p95: Double, p99: Double, max: Double

    /// Summarises durations (any order).
    init(_ durations: [Duration]) {
        let micros = durations.map(Self.microseconds).sorted()
        count = micros.count
        func percentile(_ fraction: Double) -> Double {
            micros.isEmpty ? 0 : micros[min(micros.count - 1, Int((Double(micros.count) * fraction).rounded(.down)))]
        }
        p50 = percentile(0.50)
        p95 = percentile(0.95)
        p99 = percentile(0.99)
        max = micros.last ?? 0
    }

    /// A duration in microseconds.
    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    /// One line: "p50 12.3 µs  p95 … (N queries)".
    var line: String {
        func format(_ value: Double) -> String { String(Double(Int(value * 10)) / 10) }
        return
            "p50 \(format(p50)) µs  p95 \(format(p95)) µs  p99 \(format(p99)) µs  max \(format(max)) µs  (\(count) queries)"
    }
}
