import StaysDomain

/// Reads Inside Airbnb's public `listings.csv` (plain or gzip) into real stays: each row that can be a stay gets
/// the popular place nearest to it and its country's currency; the others are rejected with a reason.
public struct InsideAirbnbImporter: Sendable {
    /// The most bytes a listings file may hold once inflated.
    public static let maximumBytes = 4_000_000_000

    /// Finds the place each listing belongs to.
    let places: any NearbyPlaceFinding
    /// Each country's currency.
    let currencies: CountryCurrencies

    /// An importer resolving places through `places` and currencies through `currencies`.
    public init(places: any NearbyPlaceFinding, currencies: CountryCurrencies) {
        self.places = places
        self.currencies = currencies
    }

    // MARK: - Importing

    /// The stays and rejections of a listings file's bytes; throws `ListingImportError` for a file that is not a
    /// readable listings file.
    public func listings(in bytes: [UInt8], file: String) async throws -> ListingImportBatch {
        var reader = CSVRecordReader(
            source: try FileChunks(bytes, file: file, maximumBytes: Self.maximumBytes), file: file)
        guard let header = try reader.next() else { throw ListingImportError.empty(file: file) }
        let columns = try ListingColumns(header: header.fields, file: file)
        var batch = ListingImportBatch()
        var seen: Set<String> = []
        while let record = try reader.next() {
            guard record.fields != [""] else { continue }
            guard record.fields.count == columns.count else {
                throw ListingImportError.fieldCount(
                    file: file, line: record.line, expected: columns.count, found: record.fields.count)
            }
            switch ListingRow.read(record.fields, line: record.line, columns: columns) {
            case .failure(let rejection): batch.rejections.append(rejection)
            case .success(let row) where !seen.insert(row.id).inserted:
                batch.rejections.append(ListingRejection(line: row.line, reason: .repeatedID))
            case .success(let row):
                switch try await stay(for: row) {
                case .success(let stay): batch.stays.append(SeededStay(stay: stay, blockedNights: [], reservations: []))
                case .failure(let rejection): batch.rejections.append(rejection)
                }
            }
        }
        return batch
    }

    /// The stay of a row, placed and priced, or why it cannot be.
    private func stay(for row: ListingRow) async throws -> Result<Stay, ListingRejection> {
        let nearby = try await places.nearbyPlaces(for: NearbyQuery(center: row.coordinate, limit: 1))
        guard let place = nearby.first?.place else {
            return .failure(ListingRejection(line: row.line, reason: .noPlace))
        }
        guard let currency = currencies.currency(ofCountry: place.countryCode) else {
            return .failure(ListingRejection(line: row.line, reason: .noCurrency))
        }
        let minor = { (major: Double) in Int((major * Double(currency.minorUnitsPerMajor)).rounded()) }
        return .success(
            Stay(
                id: StayID("stay:airbnb-\(row.id)"), title: row.title, propertyKind: row.propertyKind,
                roomType: row.roomType, maximumGuests: row.guests, bedrooms: row.bedrooms, beds: row.beds,
                bathrooms: row.bathrooms, nightlyPrice: Money(minorUnits: minor(row.nightly), currency: currency.code),
                cleaningFee: Money(minorUnits: minor(row.cleaning), currency: currency.code),
                minimumNights: row.minimumNights, rating: row.rating, reviewCount: row.reviewCount,
                amenities: row.amenities.map(\.listedName),
                allowsPets: row.amenities.contains(.petsAllowed), coordinate: row.coordinate, placeID: place.id,
                hostName: row.hostName, cancellationPolicy: .moderate, isSynthetic: false))
    }
}

/// What a listings file gave: the stays to write and the rows left out.
public struct ListingImportBatch: Sendable {
    /// The stays, in file order.
    public var stays: [SeededStay] = []
    /// The rows left out, in file order.
    public var rejections: [ListingRejection] = []
}
