import HummingbirdTesting
import StaysServer
import Testing

/// The web app's static files: `/` is the page, assets have their types and validators, and nothing outside
/// `Public/web` can be reached.
@Suite struct WebAppMiddlewareTests {
    @Test func theRootIsThePageWithAValidatorAndAStrictPolicy() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { try await $0.send(.get, "/?place=geonames:1&adults=2") }

        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(response.headers[.cacheControl] == "no-cache")
        #expect(response.headers[.eTag]?.hasPrefix("\"") == true)
        #expect(response.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'self'") == true)
        #expect(response.text.contains("<html"))
    }

    @Test func aScriptIsServedAsJavaScriptAndAMatchingTagIsA304() async throws {
        let harness = try await ServerHarness()
        let (first, second) = try await harness.test { client in
            let first = try await client.send(.get, "/web/js/app.js")
            let tag = first.headers[.eTag] ?? "missing"
            return (first, try await client.send(.get, "/web/js/app.js", headers: [.ifNoneMatch: "\"x\", \(tag)"]))
        }

        #expect(first.status == .ok)
        #expect(first.headers[.contentType] == "text/javascript; charset=utf-8")
        #expect(second.status == .notModified)
        #expect(second.body.readableBytes == 0)
    }

    @Test(arguments: [
        "/web/../openapi.yaml", "/web/%2e%2e/openapi.yaml", "/web/", "/web", "/web/js/../../openapi.yaml",
        "/web//js/app.js", "/web/js/missing.js", "/Public/openapi.yaml",
    ])
    func aPathOutsideTheAppsFilesIsNotFound(path: String) async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { try await $0.send(.get, path) }

        #expect(response.status == .notFound)
        #expect(response.headers[.contentType] == "application/problem+json")
    }

    @Test func headAnswersTheHeadersWithoutTheBody() async throws {
        let harness = try await ServerHarness()
        let (get, head) = try await harness.test { client in
            (try await client.send(.get, "/web/app.css"), try await client.send(.head, "/web/app.css"))
        }

        #expect(head.status == .ok)
        #expect(head.headers[.contentType] == "text/css; charset=utf-8")
        #expect(head.headers[.contentLength] == String(get.body.readableBytes))
        #expect(head.headers[.eTag] == get.headers[.eTag])
        #expect(head.body.readableBytes == 0)
    }

    @Test func onlyReadsAreServed() async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { try await $0.send(.post, "/", json: "{}") }

        #expect(response.status != .ok)
        #expect(response.headers[.contentType] == "application/problem+json")
    }
}
