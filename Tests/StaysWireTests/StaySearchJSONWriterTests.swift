import Foundation
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

/// The hand-written stay-list writer writes exactly the bytes of `WireJSON.encoder()`.
@Suite struct StaySearchJSONWriterTests {
    static let texts = [
        "Sunny loft", "", "a/b \"quoted\" \\ back", "tab\there\nnew\rline\u{8}\u{C}", "\u{0}\u{1}\u{1F}\u{7F}",
        "서울 🏖️ é \u{2028}\u{202E}", HostileText.joined,
    ]

    static func encoded(_ response: StaySearchResponse) throws -> String {
        String(decoding: try WireJSON.encoder().encode(response), as: UTF8.self)
    }

    @Test func writesTheEncodersBytesForManyStays() throws {
        var random = SplitMix64(seed: 8)
        let results = (0..<500).map { index in
            let text = Self.texts[index % Self.texts.count]
            let stay = Stay.fixture(
                id: StayID("stay:\(index)"), title: text, nightlyCents: Int(random.next() % 2_000_000),
                cleaningCents: Int(random.next() % 30_000), maximumGuests: 1 + index % 16,
                minimumNights: 1 + index % 7, rating: index % 3 == 0 ? nil : Double(random.next() % 500) / 100,
                reviewCount: index, allowsPets: index % 2 == 0,
                coordinate: Coordinate(
                    latitude: Double(Float(Double(random.next() % 180_000) / 1000 - 90)),
                    longitude: Double(random.next() % 360_000_000) / 1_000_000 - 180),
                placeID: PlaceID("geonames:\(index)"), hostName: Self.texts[(index + 3) % Self.texts.count],
                amenities: Array(Self.texts.prefix(index % 4)))
            let distance: Double? = index % 5 == 0 ? nil : Double(random.next() % 100_000) / 1000
            let plain = StaySearchResult.fixture(stay, nights: 1 + index % 9, distance: distance)
            guard index % 4 != 0, let won = Currency(code: "KRW") else { return plain }
            let converted = CurrencyRates.fixture.converted(
                nightly: stay.nightlyPrice, cleaningFee: stay.cleaningFee,
                total: index % 8 == 1 ? nil : plain.totalPrice, to: won)
            return StaySearchResult(
                stay: stay, totalPrice: plain.totalPrice, distanceKilometres: distance, converted: converted)
        }
        for start in stride(from: 0, to: results.count, by: 20) {
            let page = StayResultsPage(
                total: results.count, results: Array(results[start..<start + 20]),
                nextCursor: start % 40 == 0 ? "c\(start)/\"x\"" : nil)
            let photos = Dictionary(
                uniqueKeysWithValues: page.results.enumerated().filter { $0.offset % 3 == 0 }.map {
                    ($0.element.stay.id, [PhotoID(String(format: "%032x", $0.offset + 1))!])
                })
            let response = StaySearchResponse(page: page, photos: photos)
            #expect(StaySearchJSONWriter().json(response) == (try Self.encoded(response)))
        }
    }

    @Test func writesAnEmptyLastPageAsTheEncoderDoes() throws {
        let response = StaySearchResponse(page: StayResultsPage(total: 0, results: [], nextCursor: nil))
        #expect(StaySearchJSONWriter().json(response) == #"{"nextCursor":null,"stays":[],"total":0}"#)
        #expect(StaySearchJSONWriter().json(response) == (try Self.encoded(response)))
    }

    @Test func writesWholeTinyAndHugeDoublesAsTheEncoderDoes() throws {
        let values = [
            0, -0.0, 1, 120, 1e-7, .leastNonzeroMagnitude, 1e15, 1e16, 1e20, 1.2345678901234568e+20, 0.1, 12_345_678.9,
        ]
        let results = values.map { value in
            StaySearchResult(
                stay: .fixture(rating: value, coordinate: Coordinate(latitude: value, longitude: -value)),
                totalPrice: Money(minorUnits: 100), distanceKilometres: value)
        }
        let response = StaySearchResponse(page: StayResultsPage(total: 1, results: results, nextCursor: nil))
        #expect(StaySearchJSONWriter().json(response) == (try Self.encoded(response)))
    }
}
