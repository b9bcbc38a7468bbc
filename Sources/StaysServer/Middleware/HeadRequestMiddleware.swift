import Hummingbird

/// Answers `HEAD` with the headers a `GET` would get (its `Content-Length` included) and no body, for every answer:
/// the router's generated `HEAD` routes, the web app's files, problems and unknown paths alike.
struct HeadRequestMiddleware: RouterMiddleware {
    typealias Context = StaysRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let response = try await next(request, context)
        return request.method == .head ? response.createHeadResponse() : response
    }
}
