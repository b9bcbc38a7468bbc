extension PlaceIndexStorage {
    /// One name for each of the `count` most important places the names belong to, most important first (ties
    /// by name number, so a place is represented by its lowest-numbered name: its main name when present).
    func mostImportantDistinctPlaces(_ names: some Sequence<Int32>, count: Int) -> [Int32] {
        var ranked = names.map { name in (importance: placeImportance[Int(nameOwners[Int(name)])], name: name) }
        ranked.sort { $0.importance != $1.importance ? $0.importance > $1.importance : $0.name < $1.name }
        var owners: Set<Int32> = []
        var kept: [Int32] = []
        for (_, name) in ranked where kept.count < count && owners.insert(nameOwners[Int(name)]).inserted {
            kept.append(name)
        }
        return kept
    }
}
