import PlaceSearch

/// What an import produced: the source data, and the report of what it corrected on the way.
public struct PlaceImportResult: Sendable {
    /// The places and groups to index.
    public let source: PlaceSourceData
    /// Airports moved because their coordinates were degrees-minutes-seconds digits.
    public let corrections: [AirportCorrection]
    /// How OurAirports' fields were joined to airportsdata's airports (all zero without OurAirports).
    public let airportMerge: AirportMergeSummary
}
