/// Many strings stored back to back as UTF-8, with one offset table: compact and quick to load.
struct StringPool: Sendable, Equatable {
    /// Start of each string; one more entry than there are strings.
    var offsets: [UInt32]
    /// The UTF-8 bytes of all strings.
    var bytes: [UInt8]

    /// An empty pool.
    init() {
        offsets = [0]
        bytes = []
    }

    /// A pool from stored parts.
    init(offsets: [UInt32], bytes: [UInt8]) {
        self.offsets = offsets
        self.bytes = bytes
    }

    /// How many strings the pool holds.
    var count: Int { offsets.count - 1 }

    /// Adds a string; returns its index.
    @discardableResult
    mutating func append<Bytes: Sequence<UInt8>>(_ utf8: Bytes) -> Int {
        bytes.append(contentsOf: utf8)
        offsets.append(UInt32(bytes.count))
        return offsets.count - 2
    }

    /// Adds a string; returns its index.
    @discardableResult
    mutating func append(_ string: String) -> Int {
        append(string.utf8)
    }

    /// The byte range of string `index`.
    @inline(__always)
    func range(_ index: Int) -> Range<Int> {
        Int(offsets[index])..<Int(offsets[index + 1])
    }

    /// The bytes of string `index`.
    func utf8(_ index: Int) -> ArraySlice<UInt8> {
        bytes[range(index)]
    }

    /// String `index` decoded.
    func string(_ index: Int) -> String {
        String(decoding: bytes[range(index)], as: UTF8.self)
    }
}
