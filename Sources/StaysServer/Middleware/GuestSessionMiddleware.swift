import Hummingbird
import StaysDomain

/// Resolves the request's session (`Authorization: Bearer TOKEN`, else the session cookie) and puts the signed-in
/// guest in the context; a request without a live session goes on without one, for `AuthenticatedContext` to refuse.
struct GuestSessionMiddleware: RouterMiddleware {
    /// The context it fills in.
    typealias Context = StaysRequestContext

    /// Finds the guest behind a request's token.
    let authenticator: GuestAuthenticator

    /// Looks the session up, then hands the request on; two session cookies are a 400 problem.
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.session = try await authenticator.session(of: request)
        return try await next(request, context)
    }
}
