import PlaceSearch

/// Builds the groups of airports behind IATA metropolitan codes such as LON and NYC.
struct AirportGroupBuilder: Sendable {
    /// A code needs at least this many existing member airports to become a group.
    let minimumMembers: Int

    /// Creates a builder; by default a group needs two airports, since one airport is its own suggestion.
    init(minimumMembers: Int = 2) {
        self.minimumMembers = minimumMembers
    }

    // MARK: - Building

    /// One group per metropolitan code with enough existing airports, in the order codes first appear.
    func groups(from records: [MetroCodeRecord], existingAirportKeys: Set<String>) -> [SourceGroup] {
        var codes: [String] = []
        var recordsByCode: [String: [MetroCodeRecord]] = [:]
        for record in records {
            if recordsByCode[record.cityCode] == nil { codes.append(record.cityCode) }
            recordsByCode[record.cityCode, default: []].append(record)
        }
        return codes.compactMap { code in group(code: code, records: recordsByCode[code] ?? [], existingAirportKeys) }
    }

    /// The group of one code, or nil when too few of its airports exist.
    private func group(code: String, records: [MetroCodeRecord], _ existingAirportKeys: Set<String>) -> SourceGroup? {
        var memberKeys: [String] = []
        for record in records {
            let key = AirportRecord.placeKey(iata: record.airportCode)
            if existingAirportKeys.contains(key), !memberKeys.contains(key) { memberKeys.append(key) }
        }
        guard memberKeys.count >= minimumMembers else { return nil }
        let cityName = records.first { !$0.cityName.isEmpty }?.cityName ?? code
        return SourceGroup(
            key: "group:airports:\(code)",
            name: "\(cityName) airports",
            alternateNames: AlternateNameCleaner().cleaned(
                [code, "Airports \(cityName)", "All airports \(cityName)"], mainName: "\(cityName) airports"
            ),
            memberKeys: memberKeys
        )
    }
}
