import StaysDomain

/// A 64-bit FNV-1a hash of everything in a query that decides its results, except the page size and cursor, and of
/// the day of the rates its prices are compared at.
package enum QueryFingerprint {
    /// The query's fingerprint; equal queries at rates of the same day give equal fingerprints in every process.
    package static func of(_ query: StayQuery, rates: CurrencyRates) -> UInt64 {
        let price = query.price.map { "\($0.minimum ?? -1)-\($0.maximum ?? -1)" } ?? "any"
        let currency = (query.currency?.code ?? "local") + "@" + rates.date.iso8601
        let text = [
            "\(query.area)", timingText(query.timing),
            "\(query.guests.occupancy)", "\(query.guests.pets)", price, query.sort.rawValue,
            StayFacets.fingerprintText(of: query.filters), currency,
        ].joined(separator: "|")
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The windows as day numbers, and for a flexible search what was asked.
    private static func timingText(_ timing: StayTiming) -> String {
        let windows = timing.windows.map { "\(DayNumber.of($0.checkIn))-\(DayNumber.of($0.checkOut))" }
        guard case .flexible(let flexible) = timing else { return windows.joined(separator: ",") }
        return "\(flexible.shape):" + windows.joined(separator: ",")
    }
}
