import HTTPTypes
import Hummingbird

/// Refuses writes a browser may have been tricked into sending: a write that rides on the session cookie (no
/// `Authorization` header), and every sign-in or sign-up (they set the cookie), must send JSON (a form or
/// `text/plain` body needs no preflight, so another site can send one) and come from this site: `Sec-Fetch-Site`
/// `same-origin` or `none` when the browser sends it, else an `Origin` naming this host. Clients without a browser
/// send neither header and are let through; bearer-token writes are never ambient and are let through too.
struct CrossSiteWriteMiddleware: RouterMiddleware {
    typealias Context = StaysRequestContext

    /// Proxies whose `X-Forwarded-Host` names the host the browser saw.
    let forwarded: ClientAddress

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        if needsCheck(request) {
            try checkJSON(request)
            try checkSameSite(request, context: context)
        }
        return try await next(request, context)
    }

    // MARK: - Checks

    private func needsCheck(_ request: Request) -> Bool {
        guard [.post, .put, .patch, .delete].contains(request.method), request.uri.path.hasPrefix("/api/") else {
            return false
        }
        let setsSession =
            request.method == .post && ["/api/v1/sessions", "/api/v1/accounts"].contains(request.uri.path)
        let ridesOnCookie =
            request.headers[.authorization] == nil && request.cookies[GuestAuthenticator.cookieName] != nil
        return setsSession || ridesOnCookie
    }

    private func checkJSON(_ request: Request) throws {
        guard request.method != .delete else { return }
        let mediaType = request.headers[.contentType]?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        let isPhoto = request.method == .post && request.uri.path.hasSuffix("/photos")
        guard mediaType == "application/json" || (isPhoto && Self.imageTypes.contains(mediaType ?? "")) else {
            throw Problem(
                status: .unsupportedMediaType, kind: "unsupported-media-type",
                detail: "send the body as Content-Type: application/json")
        }
    }

    /// The types a photo upload may be sent as (no HTML form can send them, so they need no other check).
    static let imageTypes: Set<String> = ["image/jpeg", "image/png", "image/webp"]

    private func checkSameSite(_ request: Request, context: Context) throws {
        if let site = request.headers[.secFetchSite]?.lowercased() {
            guard site == "same-origin" || site == "none" else { throw Self.crossSite }
            return
        }
        guard let origin = request.headers[.origin] else { return }
        let authority = origin.split(separator: "://", maxSplits: 1).last.map(String.init)?.lowercased()
        guard let host = forwarded.host(of: request, context: context)?.lowercased(), authority == host else {
            throw Self.crossSite
        }
    }

    private static let crossSite = Problem(
        status: .forbidden, kind: "cross-site-request",
        detail: "this write must come from the Stays site itself (or carry a bearer token)")
}

extension HTTPField.Name {
    /// `Sec-Fetch-Site`.
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
    /// `X-Forwarded-Host`.
    static let xForwardedHost = HTTPField.Name("X-Forwarded-Host")!
    /// `X-Forwarded-Proto`.
    static let xForwardedProto = HTTPField.Name("X-Forwarded-Proto")!
}
