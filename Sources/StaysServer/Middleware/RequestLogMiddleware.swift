import Hummingbird
import Logging

/// Logs one structured line per request (method, route, path, status, milliseconds); never bodies or headers,
/// so passwords and tokens stay out of the log. Above `info` it costs nothing: no clock is read.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = StaysRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard context.logger.logLevel <= .info else { return try await next(request, context) }
        let start = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - start
        context.logger.info(
            "request",
            metadata: [
                "method": "\(request.method.rawValue)", "path": "\(request.uri.path)",
                "route": "\(context.endpointPath ?? "none")", "status": "\(response.status.code)",
                "ms": "\((elapsed / .microseconds(1)).rounded() / 1000)",
            ])
        return response
    }
}
