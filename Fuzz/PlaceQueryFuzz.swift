/// The folder is built once: its table takes a few milliseconds.
private let folder = TextFolder()

/// libFuzzer entry: folding typed place queries into tokens, and the bounded edit distance between them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlaceQuery(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let first = folder.fold(input.text(0))
    let second = folder.fold(input.text(1))
    for token in first.tokens {
        require(!token.contains(TextFolder.phraseSeparator), "a folded token holds the phrase separator")
        require(EditDistance.bounded(token, token[...], limit: 0) == 0, "a token differs from itself")
        for other in second.tokens.prefix(4) {
            let limit = TypoTolerance().allowedEdits(forLetterCount: TypoTolerance.letterCount(of: token))
            let distance = EditDistance.bounded(token, other[...], limit: limit)
            require(distance == EditDistance.bounded(other, token[...], limit: limit), "edit distance is not symmetric")
        }
    }
    return 0
}
