import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

@Suite struct StayFilterRouteTests {
    static let week = "checkin=2030-02-01&checkout=2030-02-08"

    // MARK: - Filters

    @Test func filtersNarrowTheSearchAndTheHistogram() async throws {
        let harness = try await ServerHarness()
        let place = "place=geonames:1835848&\(Self.week)"
        let queries = [
            ("", 2), ("&amenities=wifi,kitchen", 2), ("&amenities=wifi,pool", 0), ("&types=entire_place", 2),
            ("&types=private_room,shared_room", 0), ("&kinds=loft", 2), ("&kinds=cabin,villa", 0), ("&bedrooms=2", 2),
            ("&bedrooms=3", 0), ("&beds=2&bathrooms=1.5", 2), ("&bathrooms=2", 0), ("&types=&kinds=&amenities=", 2),
        ]
        let totals = try await harness.test { client in
            var totals: [(Int, Int)] = []
            for (filters, _) in queries {
                let page = try await client.send(.get, "/api/v1/stays?\(place)\(filters)")
                let bars = try await client.send(.get, "/api/v1/stays/histogram?\(place)\(filters)")
                totals.append(
                    (
                        try page.decoded(StaySearchResponse.self).total,
                        try bars.decoded(NightlyPriceHistogram.self).total
                    ))
            }
            return totals
        }
        for ((filters, expected), (search, histogram)) in zip(queries, totals) {
            #expect(search == expected, "\(filters)")
            #expect(histogram == expected, "histogram \(filters)")
        }
    }

    @Test func badFiltersAreRefusedNamingTheParameter() async throws {
        let harness = try await ServerHarness()
        let place = "place=geonames:1835848&\(Self.week)"
        let queries = [
            "&amenities=wifi,jacuzzi", "&types=whole_house", "&kinds=castle", "&bedrooms=51", "&beds=-1",
            "&bathrooms=1.25", "&bedrooms=1.5", "&amenities=wifi,,kitchen", "&bathrooms=nan",
        ]
        let answers = try await harness.test { client in
            var answers: [TestResponse] = []
            for query in queries { answers.append(try await client.send(.get, "/api/v1/stays?\(place)\(query)")) }
            return answers
        }
        #expect(answers.map(\.status) == Array(repeating: .badRequest, count: queries.count))
        let details = answers.map { $0.problem?.detail ?? "" }
        let starts = [
            "amenities must name some of", "types must name some of", "kinds must name some of",
            "bedrooms must be a whole number from 0 to 50, got 51", "beds must be a whole number from 0 to 50, got -1",
            "bathrooms must be a number in halves from 0 to 50, got 1.25", "bedrooms must be a whole number, got",
            "amenities must be names separated by single commas", "bathrooms must be a decimal number",
        ]
        for (detail, start) in zip(details, starts) { #expect(detail.hasPrefix(start), "\(detail)") }
        #expect(answers[3].problem?.domainError as? StayQueryError == .filterOutOfRange(filter: "bedrooms", value: 51))
    }

    // MARK: - Boxes

    @Test func aBoxSearchesInsideItAndRefusesBadBoxes() async throws {
        let harness = try await ServerHarness()
        let queries = [
            "bbox=126.9,37.5,127.1,37.6&\(Self.week)", "bbox=0,0,10,10&\(Self.week)",
            "bbox=179,-18,-179,-17&\(Self.week)",
        ]
        let bad = [
            ("bbox=1,2,3&\(Self.week)", "bbox must be WEST,SOUTH,EAST,NORTH"),
            ("bbox=1,5,3,4&\(Self.week)", "bbox south must be below north"),
            ("bbox=1,2,190,4&\(Self.week)", "bbox east must be from -180 to 180"),
            ("bbox=1,2,3,4&place=geonames:1835848&\(Self.week)", "give place or bbox, not both"),
            (Self.week, "place or bbox is required"),
            ("bbox=-180,-90,180,90&\(Self.week)", "bbox must span at most 20° of latitude and 30° of longitude"),
            ("bbox=127.1,37.5,126.9,37.6&\(Self.week)", "bbox must span"),
            ("bbox=170,0,-159,10&\(Self.week)", "bbox must span at most 20° of latitude and 30° of longitude"),
        ]
        let (found, refused) = try await harness.test { client in
            var found: [Int] = []
            for query in queries {
                found.append(
                    try await client.send(.get, "/api/v1/stays?\(query)").decoded(StaySearchResponse.self).total)
            }
            var refused: [TestResponse] = []
            for (query, _) in bad { refused.append(try await client.send(.get, "/api/v1/stays?\(query)")) }
            return (found, refused)
        }
        #expect(found == [2, 0, 0])
        for (answer, (_, start)) in zip(refused, bad) {
            #expect(answer.status == .badRequest)
            #expect(answer.problem?.detail.hasPrefix(start) == true, "\(answer.problem?.detail ?? "")")
        }
    }

    // MARK: - Vocabulary

    @Test func theRulesListTheFilterVocabulary() async throws {
        let harness = try await ServerHarness()
        let rules = try await harness.test { try await $0.send(.get, "/api/v1/rules") }.decoded(StayRulesResponse.self)
        #expect(rules.filters.amenities.first == "wifi")
        #expect(rules.filters.amenities.count == Amenity.allCases.count)
        #expect(rules.filters.roomTypes == ["entire_place", "private_room", "shared_room"])
        #expect(rules.filters.largestMinimum == 50)
    }
}
