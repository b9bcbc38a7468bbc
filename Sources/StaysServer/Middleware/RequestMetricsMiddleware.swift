import Hummingbird
import Prometheus

/// Counts requests and records their latency per route in a Prometheus registry (no global metrics system).
struct RequestMetricsMiddleware: RouterMiddleware {
    typealias Context = StaysRequestContext

    /// Latency buckets, from 0.1 ms to 2.5 s.
    static let buckets: [Duration] = [
        .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2),
        .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
        .milliseconds(250), .milliseconds(1000), .milliseconds(2500),
    ]

    let registry: PrometheusCollectorRegistry

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let start = ContinuousClock.now
        let response = try await next(request, context)
        let route = context.endpointPath ?? "NotFound"
        let method = request.method.rawValue
        registry.makeCounter(
            descriptor: .init(metricName: "stays_http_requests", unitName: "total", helpText: "HTTP requests answered"),
            labels: [("method", method), ("route", route), ("status", String(response.status.code))]
        ).increment()
        registry.makeDurationHistogram(
            descriptor: .init(
                metricName: "stays_http_request_duration", unitName: "seconds", helpText: "Time to answer a request"),
            labels: [("method", method), ("route", route)], buckets: Self.buckets
        ).record(ContinuousClock.now - start)
        return response
    }
}
