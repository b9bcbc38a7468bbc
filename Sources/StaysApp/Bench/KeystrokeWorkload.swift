import StaysDomain

/// The queries of the keystroke replay: every prefix of each name as it is typed, plus each name with
/// seeded typing mistakes (one edit from 5 letters, two from 8).
struct KeystrokeWorkload {
    let names: [String]
    let seed: UInt64

    /// All queries, in replay order.
    func queries() -> [String] {
        var generator = SplitMix64(seed: seed)
        var queries: [String] = []
        for name in names {
            let characters = Array(name)
            for length in 1...max(1, characters.count) { queries.append(String(characters.prefix(length))) }
            guard characters.count >= 5, characters.allSatisfy({ $0.isASCII }) else { continue }
            let edits = characters.count >= 8 ? 2 : 1
            queries.append(misspell(characters, edits: edits, using: &generator))
        }
        return queries
    }

    /// The name with `edits` random substitutions, deletions, insertions or swaps after the first letter.
    func misspell(_ name: [Character], edits: Int, using generator: inout SplitMix64) -> String {
        var letters = name
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        for _ in 0..<edits {
            let position = Int.random(in: 1..<(letters.count - 1), using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: letters[position] = alphabet.randomElement(using: &generator)!
            case 1: letters.remove(at: position)
            case 2: letters.insert(alphabet.randomElement(using: &generator)!, at: position)
            default: letters.swapAt(position, position + 1)
            }
        }
        return String(letters)
    }
}
