/// A fuzzer's bytes as text fields (split at NUL bytes) and small numbers, so one input drives several parameters.
struct FuzzInput {
    /// The fields, decoded as UTF-8 with invalid bytes repaired.
    let fields: [String]

    /// Splits `size` bytes at `data` into fields.
    init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let bytes = UnsafeBufferPointer(start: data, count: size)
        fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Field `index`, or "" past the end.
    func text(_ index: Int) -> String {
        index < fields.count ? fields[index] : ""
    }

    /// A whole number made from field `index` (its length and first bytes), in a range that includes limits.
    func number(_ index: Int) -> Int {
        let field = text(index).utf8
        return field.reduce(field.count) { ($0 &* 31) &+ Int($1) } % 2_000 - 1_000
    }
}

/// Stops the run with `message` when `condition` is false: the fuzzer records the input as a crash.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
