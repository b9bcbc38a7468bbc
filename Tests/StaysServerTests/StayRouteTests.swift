import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

@Suite struct StayRouteTests {
    static let week = "place=geonames:1835848&checkin=2030-02-01&checkout=2030-02-08"

    @Test func searchAnswersTheShapeOfTheCommandLinesJSON() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test {
            try await $0.send(.get, "/api/v1/stays?\(Self.week)&adults=2&sort=price")
        }
        let page = try response.decoded(StaySearchResponse.self)
        #expect(page.total == 2)
        #expect(page.stays.map(\.id) == ["stay:0000002", "stay:0000001"])
        #expect(page.stays.map(\.totalPrice) == [590, 870])
        #expect(
            response.text.hasPrefix(
                #"{"nextCursor":null,"stays":[{"allowsPets":false,"amenities":["wifi","kitchen"],"bathrooms":1.5,"#
                    + #""bedrooms":2,"beds":2,"cancellationPolicy":"flexible","checkin":"2030-02-01","#
                    + #""checkout":"2030-02-08","cleaningFee":30,"coordinate""#))
    }

    @Test func searchRefusesBadParametersWithTheCommandLinesWords() async throws {
        let harness = try await ServerHarness()
        let queries = [
            "place=geonames:1835848&checkin=2030-02-01", "\(Self.week)&adults=0", "\(Self.week)&sort=cheap",
            "\(Self.week)&minPrice=0x10", "\(Self.week)&minPrice=50&maxPrice=10", "\(Self.week)&limit=101",
            "place=geonames:1835848&checkin=2029-12-01&checkout=2029-12-03", "\(Self.week)&cursor=%20",
            "place=geonames:1835848&checkin=2030-02-30&checkout=2030-03-01",
        ]
        let answers = try await harness.test { client in
            var answers: [TestResponse] = []
            for query in queries { answers.append(try await client.send(.get, "/api/v1/stays?\(query)")) }
            return answers
        }
        #expect(answers.allSatisfy { $0.status == .badRequest })
        #expect(
            answers.compactMap(\.problem?.detail) == [
                "give checkin and checkout together", "at least one adult must come, got adults 0",
                #"sort must be one of recommended, price, rating, distance, got "cheap""#,
                #"minPrice must be a decimal number, got "0x10""#, StayQueryError.swappedPrices.description,
                StayQueryError.pageSizeOutOfRange(101).description, StayQueryError.checkInInThePast.description,
                StayQueryError.malformedCursor.description,
                "checkin: \(CalendarDayError.dayOutOfRange(30, month: 2, year: 2030))",
            ])
    }

    @Test func anUnknownPlaceIsNotFound() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test {
            try await $0.send(.get, "/api/v1/stays?place=geonames:0&checkin=2030-02-01&checkout=2030-02-08")
        }
        #expect(response.status == .notFound)
        #expect(response.problem?.detail == "no place has the id geonames:0")
        #expect(response.problem?.domainError as? PlaceQueryError == .unknownPlace("geonames:0"))
    }

    @Test func theHistogramCountsTheFreeStays() async throws {
        let harness = try await ServerHarness()
        let (histogram, badBuckets) = try await harness.test { client in
            (
                try await client.send(.get, "/api/v1/stays/histogram?\(Self.week)&buckets=4"),
                try await client.send(.get, "/api/v1/stays/histogram?\(Self.week)&buckets=0")
            )
        }
        let decoded = try histogram.decoded(NightlyPriceHistogram.self)
        #expect(decoded.total == 2)
        #expect(decoded.buckets.map(\.count).reduce(0, +) == 2)
        #expect(badBuckets.problem?.detail == "buckets must be between 1 and 200, got 0")
    }

    @Test func aStayIsShownWholeAndAnUnknownOneIsNotFound() async throws {
        let harness = try await ServerHarness()
        let (known, unknown) = try await harness.test { client in
            (
                try await client.send(.get, "/api/v1/stays/stay:0000002"),
                try await client.send(.get, "/api/v1/stays/stay:9")
            )
        }
        #expect(try known.decoded(StayDetailResponse.self) == StayDetailResponse(ServerHarness.cabin))
        #expect(unknown.status == .notFound)
        #expect(unknown.problem?.detail == StayQueryError.unknownStay("stay:9").description)
    }
}
