/// What a map feature shows, in the order a map draws them: land, then lakes, islands in lakes, rivers and borders
/// (also the map file's kind codes, 0 to 4).
public enum MapFeatureKind: String, CaseIterable, Sendable, Hashable {
    /// Land (a filled ring): continents, islands, Antarctica.
    case land
    /// Water inside land (a filled ring): lakes and ponds.
    case lake
    /// Land inside a lake (a filled ring).
    case island
    /// A river (a line).
    case river
    /// A border between countries (a line).
    case border
}
