/// libFuzzer entry: decoding a results cursor. Whatever decodes must encode back to a cursor that decodes the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStayCursor(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let fingerprint = UInt64(truncatingIfNeeded: input.number(1))
    for expected in [fingerprint, 0] {
        guard let cursor = StayCursor(encoded: input.text(0), fingerprint: expected) else { continue }
        require(StayCursor(encoded: cursor.encoded, fingerprint: expected) == cursor, "cursor did not round-trip")
    }
    return 0
}
