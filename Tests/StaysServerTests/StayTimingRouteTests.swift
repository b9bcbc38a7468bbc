import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

@Suite struct StayTimingRouteTests {
    static let place = "place=geonames:1835848"

    @Test func browsingFlexibleAndExactSearchesAnswerWithTheirDates() async throws {
        let harness = try await ServerHarness()
        let queries = [
            Self.place, "\(Self.place)&checkin=2030-02-01&checkout=2030-02-08&flexDays=3",
            "\(Self.place)&flexible=week&months=2030-02,2030-03", "\(Self.place)&flexible=weekend&months=2030-02",
        ]
        let pages = try await harness.test { client in
            var pages: [StaySearchResponse] = []
            for query in queries {
                pages.append(try await client.send(.get, "/api/v1/stays?\(query)").decoded(StaySearchResponse.self))
            }
            return pages
        }
        #expect(pages.map(\.total) == [2, 2, 2, 2])
        #expect(pages[0].stays.allSatisfy { $0.totalPrice == nil && $0.checkin == nil && $0.checkout == nil })
        #expect(pages[1].stays.allSatisfy { $0.checkin == .fixture("2030-02-01") && $0.totalPrice != nil })
        #expect(
            pages[2].stays.allSatisfy { $0.checkin == .fixture("2030-02-01") && $0.checkout == .fixture("2030-02-08") })
        #expect(
            pages[3].stays.allSatisfy { $0.checkin == .fixture("2030-02-01") && $0.checkout == .fixture("2030-02-03") })
    }

    @Test func badTimingIsRefusedNamingTheParameter() async throws {
        let harness = try await ServerHarness()
        let cases = [
            ("checkin=2030-02-01", "give checkin and checkout together"),
            ("checkin=2030-02-01&checkout=2030-02-03&flexDays=8", "flexDays must be from 1 to 7 days, got 8"),
            ("flexDays=2", "flexDays needs checkin and checkout"),
            ("flexible=fortnight&months=2030-02", "flexible must be one of weekend, week, month"),
            ("flexible=week", "flexible needs 1 to 12 months, got 0"), ("months=2030-02", "months needs flexible"),
            ("flexible=week&months=2030-13", "months must be YYYY-MM"),
            ("flexible=week&months=2030-02,2030-02", "months must name each month once"),
            (
                "flexible=week&months=2030-02&checkin=2030-02-01&checkout=2030-02-03",
                "give checkin and checkout or flexible"
            ),
            ("flexible=month&months=2020-01", StayQueryError.checkInInThePast.description),
        ]
        let answers = try await harness.test { client in
            var answers: [TestResponse] = []
            for (query, _) in cases {
                answers.append(try await client.send(.get, "/api/v1/stays?\(Self.place)&\(query)"))
            }
            return answers
        }
        for (answer, (query, start)) in zip(answers, cases) {
            #expect(answer.status == .badRequest, "\(query)")
            #expect(answer.problem?.detail.hasPrefix(start) == true, "\(query): \(answer.problem?.detail ?? "")")
        }
    }
}
