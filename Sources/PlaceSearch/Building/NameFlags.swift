/// What the import learns about each name once, stored as one byte per name so that loading reads it instead of
/// working it out: a weak alternate name (`WeakAlternateNames`) and a main name in another spelling
/// (`MainNameForms`).
enum NameFlags {
    /// The name is an alternate name that weighs less.
    static let weak: UInt8 = 1
    /// The name is its place's main name in another spelling; never weak, as it is the place's own name.
    static let mainForm: UInt8 = 2

    // MARK: - Finding

    /// One byte of flags per name of the built storage.
    static func flags(of storage: PlaceIndexStorage) -> [UInt8] {
        let dictionary = TermDictionary(pool: storage.terms)
        let places = storage.placeDigests()
        var flags = [UInt8](repeating: 0, count: storage.names.count)
        for name in WeakAlternateNames(storage: storage, dictionary: dictionary, places: places).names() {
            flags[Int(name)] |= weak
        }
        for name in MainNameForms(storage: storage, dictionary: dictionary, places: places).names() {
            flags[Int(name)] = mainForm
        }
        return flags
    }
}
