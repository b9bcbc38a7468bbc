import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysServer
import StaysTestSupport
import Testing

/// Writes a browser may be tricked into sending are refused: cookie-authenticated writes, sign-ins and sign-ups
/// must be JSON from this site; session answers are never cached; the cookie is `Secure` behind HTTPS.
@Suite struct CrossSiteRouteTests {
    static let booking = #"{"stayId": "stay:0000001", "checkin": "2030-03-01", "checkout": "2030-03-04"}"#
    static let ada = #"{"email": "ada@example.com", "name": "Ada", "password": "correct horse"}"#
    static let adaSignIn = #"{"email": "ada@example.com", "password": "correct horse"}"#

    /// Sends `body` with exactly `headers` (no content type added).
    private static func raw(
        _ client: any TestClientProtocol, _ method: HTTPRequest.Method, _ uri: String, body: String?,
        headers: HTTPFields
    ) async throws -> TestResponse {
        try await client.executeRequest(
            uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
    }

    @Test func aCookieOnlyBookingFromAnotherSiteIsRefusedAsTextOrJSON() async throws {
        let harness = try await ServerHarness()
        let (plain, foreign, fetchSite, own, bearer) = try await harness.test { client in
            let cookie = "stays_session=\(try await client.signedIn())"
            let token = String(cookie.dropFirst("stays_session=".count))
            return (
                try await Self.raw(
                    client, .post, "/api/v1/reservations", body: Self.booking,
                    headers: [.cookie: cookie, .contentType: "text/plain", .origin: "https://evil.example"]),
                try await Self.raw(
                    client, .post, "/api/v1/reservations", body: Self.booking,
                    headers: [.cookie: cookie, .contentType: "application/json", .origin: "https://evil.example"]),
                try await Self.raw(
                    client, .delete, "/api/v1/reservations/res-1", body: nil,
                    headers: [.cookie: cookie, .secFetchSite: "cross-site"]),
                try await Self.raw(
                    client, .post, "/api/v1/reservations", body: Self.booking,
                    headers: [.cookie: cookie, .contentType: "application/json", .secFetchSite: "same-origin"]),
                try await Self.raw(
                    client, .get, "/api/v1/reservations", body: nil,
                    headers: [.authorization: "Bearer \(token)", .origin: "https://evil.example"])
            )
        }
        #expect(plain.status == .unsupportedMediaType)
        #expect(foreign.status == .forbidden)
        #expect(foreign.problem?.type == "/problems/cross-site-request")
        #expect(fetchSite.status == .forbidden)
        #expect(own.status == .created)
        #expect(bearer.status == .ok)
    }

    @Test func aSignInFromAnotherSiteIsRefusedAndOneFromThisSiteIsNeverCached() async throws {
        let harness = try await ServerHarness()
        let (form, foreign, own) = try await harness.test { client in
            _ = try await client.send(.post, "/api/v1/accounts", json: Self.ada)
            return (
                try await Self.raw(
                    client, .post, "/api/v1/sessions", body: "email=ada%40example.com&password=correct+horse",
                    headers: [.contentType: "application/x-www-form-urlencoded"]),
                try await Self.raw(
                    client, .post, "/api/v1/sessions", body: Self.adaSignIn,
                    headers: [.contentType: "application/json", .secFetchSite: "cross-site"]),
                try await Self.raw(
                    client, .post, "/api/v1/sessions", body: Self.adaSignIn,
                    headers: [.contentType: "application/json", .secFetchSite: "same-origin"])
            )
        }
        #expect(form.status == .unsupportedMediaType)
        #expect(foreign.status == .forbidden)
        #expect(own.status == .created)
        #expect(own.headers[.cacheControl] == "no-store")
        #expect(own.headers[.setCookie]?.hasSuffix("SameSite=Strict") == true)
    }

    @Test func theCookieIsSecureWhenAskedOrWhenATrustedProxyForwardsHTTPS() async throws {
        let harness = try await ServerHarness()
        let forwarded = try await harness.live(trustedProxies: ["127.0.0.1"]) { client in
            _ = try await client.send(.post, "/api/v1/accounts", json: Self.ada)
            return try await client.send(
                .post, "/api/v1/sessions", json: Self.adaSignIn, headers: [.xForwardedProto: "https"])
        }
        let untrusted = try await harness.live { client in
            try await client.send(.post, "/api/v1/sessions", json: Self.adaSignIn, headers: [.xForwardedProto: "https"])
        }
        let always = try await Application(router: harness.server.securingCookies(always: true).router())
            .test(.router) { client in try await client.send(.post, "/api/v1/sessions", json: Self.adaSignIn) }
        #expect(forwarded.headers[.setCookie]?.hasSuffix("; Secure") == true)
        #expect(untrusted.headers[.setCookie]?.contains("Secure") == false)
        #expect(always.headers[.setCookie]?.hasSuffix("; Secure") == true)
    }

    @Test func twoSessionCookiesAreRefused() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { client in
            let token = try await client.signedIn()
            return try await client.send(
                .get, "/api/v1/reservations",
                headers: [.cookie: "stays_session=planted-by-a-sibling-domain; stays_session=\(token)"])
        }
        #expect(response.status == .badRequest)
        #expect(response.problem?.type == "/problems/duplicate-session-cookie")
    }
}

extension HTTPField.Name {
    /// `Sec-Fetch-Site`.
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
    /// `X-Forwarded-Proto`.
    static let xForwardedProto = HTTPField.Name("X-Forwarded-Proto")!
}
