/// How an import joined OurAirports' fields to airportsdata's airports.
public struct AirportMergeSummary: Hashable, Sendable {
    /// Airports both sources list at about the same point (or at a mixed-up one), now with OurAirports' point.
    public var joined = 0
    /// Airports the two sources place far apart with no mix-up to explain it: airportsdata's record is kept.
    public var disagreeing = 0
    /// Fields only OurAirports lists.
    public var added = 0

    /// One line of the import report.
    public var line: String {
        "OurAirports: joined \(joined) airports, added \(added) fields, kept \(disagreeing) where the sources "
            + "disagree on the point"
    }
}
