import Testing

@testable import PlaceSearch

@Suite struct SecondChanceCacheTests {
    @Test func anEntryReadSinceTheHandPassedIsSparedAndAnUnreadOneGoes() {
        // given a full cache of three where only "b" was read
        var cache = SecondChanceCache<String, Int>(capacity: 3)
        for (number, key) in ["a", "b", "c"].enumerated() { cache.insert(number, for: key) }
        _ = cache.value(for: "b")
        // when two more come
        cache.insert(3, for: "d")
        cache.insert(4, for: "e")
        // then "a" and "c" went, "b" stayed
        #expect(cache.value(for: "a") == nil)
        #expect(cache.value(for: "c") == nil)
        #expect(cache.value(for: "b") == 1)
        #expect(cache.value(for: "d") == 3)
        #expect(cache.value(for: "e") == 4)
        #expect(cache.count == 3)
    }

    @Test func whenEveryEntryWasReadTheHandClearsThemAndTheOldestGoes() {
        // given
        var cache = SecondChanceCache<String, Int>(capacity: 2)
        cache.insert(0, for: "a")
        cache.insert(1, for: "b")
        _ = cache.value(for: "a")
        _ = cache.value(for: "b")
        // when
        cache.insert(2, for: "c")
        // then
        #expect(cache.value(for: "a") == nil)
        #expect(cache.value(for: "b") == 1)
        #expect(cache.value(for: "c") == 2)
    }

    @Test func insertingAKeptKeyReplacesItsValueInPlace() {
        // given
        var cache = SecondChanceCache<String, Int>(capacity: 2)
        cache.insert(0, for: "a")
        cache.insert(1, for: "b")
        // when
        cache.insert(9, for: "a")
        // then
        #expect(cache.count == 2)
        #expect(cache.value(for: "a") == 9)
        #expect(cache.value(for: "b") == 1)
    }

    @Test func theCountNeverPassesTheCapacity() {
        // given
        var cache = SecondChanceCache<Int, Int>(capacity: 100)
        // when
        for key in 0..<10_000 {
            cache.insert(key, for: key)
            if key % 3 == 0 { _ = cache.value(for: key / 2) }
        }
        // then
        #expect(cache.count == 100)
        #expect(cache.value(for: 9_999) == 9_999)
    }
}
