import Foundation
import StaysClient
import StaysDomain
import StaysTestSupport
import StaysWire
import Testing

/// Every problem the server answers with comes back as the error the local implementations throw, by its code.
@Suite struct ProblemMappingTests {
    /// One domain error for every `ProblemCode`, with values where the case has them.
    static let domainErrors: [any Error & Sendable] = [
        StayQueryError.checkInInThePast, StayQueryError.datesTooFarAhead, StayQueryError.stayTooLong,
        StayQueryError.noAdults, StayQueryError.pageSizeOutOfRange(101), StayQueryError.radiusOutOfRange(600.5),
        StayQueryError.negativePrice, StayQueryError.swappedPrices, StayQueryError.malformedCursor,
        StayQueryError.unknownStay("stay:9"), StayQueryError.unknownReservation("res-9"),
        StayQueryError.notAvailable("stay:0000001"), StayQueryError.tooManyGuests(maximum: 2),
        StayQueryError.petsNotAllowed, StayQueryError.belowMinimumNights(3), StayQueryError.aboveMaximumNights(30),
        ListingDraftError(field: "beds", requirement: "a whole number from 1 to 50"),
        StayQueryError.invalidGuestName,
        StayQueryError.idempotencyKeyReused, StayQueryError.reservationCancelled("res-9"),
        StayQueryError.priceOutOfRange, StayQueryError.filterOutOfRange(filter: "bathrooms", value: 1.25),
        AccountError.invalidEmail,
        AccountError.invalidName, AccountError.passwordTooShort(minimum: 8), AccountError.passwordTooLong(maximum: 72),
        AccountError.invalidPassword, AccountError.emailTaken, AccountError.wrongCredentials, AccountError.notSignedIn,
        PlaceQueryError.textTooLong(maximum: 200), PlaceQueryError.limitOutOfRange(0, maximum: 100),
        PlaceQueryError.latitudeOutOfRange(91.25), PlaceQueryError.longitudeOutOfRange(-181),
        PlaceQueryError.invalidBoundingBox, PlaceQueryError.unknownPlace("geonames:0"),
        CurrencyError.unknownCurrency("VND", known: ["EUR", "KRW", "USD"]),
        StayRequestError("checkin must be YYYY-MM-DD, got \"soon\""),
    ]

    @Test func theSamplesCoverEveryCode() {
        let codes = Self.domainErrors.compactMap { DomainProblem.members(for: $0)?.code }
        #expect(codes.count == Self.domainErrors.count)
        #expect(Set(codes) == Set(ProblemCode.allCases))
    }

    @Test func everyDomainErrorThrownBehindTheServerComesBackAsItself() async throws {
        // given a served catalogue whose searches throw each domain error in turn
        let harness = try await ClientHarness(staySearcher: FailingStaySearcher(errors: Self.domainErrors))

        // when the client searches once per error
        let caught = try await harness.remote { services in
            var caught: [String] = []
            for _ in Self.domainErrors {
                do {
                    _ = try await services.stays.search(try StaySearchingContractTests.query())
                    caught.append("no error")
                } catch {
                    caught.append(String(reflecting: error))
                }
            }
            return caught
        }

        // then each comes back as the same error, values and type included
        #expect(caught == Self.domainErrors.map { String(reflecting: $0) })
    }

    @Test func theCodeAndValuesAreTopLevelMembers() throws {
        let members = try #require(DomainProblem.members(for: StayQueryError.notAvailable("stay:0000001")))
        let problem = ProblemDetails(
            type: "/problems/not-available", title: "Conflict", status: 409, detail: "words", code: members.code,
            values: members.values)

        let json = String(decoding: try WireJSON.encoder().encode(problem), as: UTF8.self)

        #expect(
            json == #"{"code":"not-available","detail":"words","status":409,"stayId":"stay:0000001","#
                + #""title":"Conflict","type":"/problems/not-available"}"#)
    }

    // MARK: - Problems with no domain error

    /// A problem answer as the server writes it.
    private static func answer(_ status: Int, kind: String, detail: String, extra: String = "") -> String {
        #"{"type":"/problems/\#(kind)","title":"t","status":\#(status),"detail":"\#(detail)"\#(extra)}"#
    }

    static let serverProblems: [(status: Int, body: String)] = [
        (429, answer(429, kind: "too-many-sign-ins", detail: "too many failed sign-ins; try again in 60 s")),
        (500, answer(500, kind: "internal", detail: "the server failed to answer; try again")),
        (413, answer(413, kind: "too-large", detail: "the body is larger than 64 KB")),
        (404, answer(404, kind: "not-found", detail: "no such route or resource")),
        (400, answer(400, kind: "invalid-request", detail: "email or password is wrong")),
        (400, answer(400, kind: "invalid-request", detail: "sign in first", extra: #","code":"from-the-future""#)),
        (409, answer(409, kind: "not-available", detail: "no stay id", extra: #","code":"not-available""#)),
    ]

    @Test(arguments: 0..<serverProblems.count) func aProblemWithoutAKnownCodeIsAServerProblem(_ index: Int) async {
        let (status, body) = Self.serverProblems[index]
        let transport = ScriptedHTTPTransport([
            ScriptedHTTPTransport.answer(status, body, contentType: "application/problem+json")
        ])
        let api = StaysAPIClient(baseURL: URL(string: "http://stays.test")!, transport: transport)

        do {
            try await api.delete("/anything")
            Issue.record("no error thrown")
        } catch {
            let problem = try? JSONDecoder().decode(ProblemDetails.self, from: Data(body.utf8))
            #expect(error as? StaysClientError == .serverProblem(status: status, detail: problem?.detail ?? ""))
        }
    }
}
