import StaysDomain
import Testing

@Suite struct SplitMix64Tests {
    @Test func matchesTheReferenceSequenceForSeed1234567() {
        // given
        var generator = SplitMix64(seed: 1_234_567)
        // when
        let values = (0..<3).map { _ in generator.next() }
        // then
        #expect(values == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423])
    }

    @Test func theSameSeedGivesTheSameSequence() {
        // given
        var first = SplitMix64(seed: 99)
        var second = SplitMix64(seed: 99)
        // when / then
        #expect((0..<16).map { _ in first.next() } == (0..<16).map { _ in second.next() })
    }

    @Test(arguments: [UInt64.zero, .max])
    func extremeSeedsStillVary(seed: UInt64) {
        // given
        var generator = SplitMix64(seed: seed)
        // when
        let values = Set((0..<16).map { _ in generator.next() })
        // then
        #expect(values.count == 16)
    }
}
