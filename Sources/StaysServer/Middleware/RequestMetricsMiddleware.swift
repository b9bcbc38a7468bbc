import Hummingbird
import Prometheus
import Synchronization

/// Counts requests and records their latency per route in a Prometheus registry (no global metrics system).
struct RequestMetricsMiddleware: RouterMiddleware {
    typealias Context = StaysRequestContext

    /// Latency buckets, from 0.1 ms to 2.5 s.
    static let buckets: [Duration] = [
        .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2),
        .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
        .milliseconds(250), .milliseconds(1000), .milliseconds(2500),
    ]

    let meters: RouteMeters

    /// Records into `registry`.
    init(registry: PrometheusCollectorRegistry) {
        meters = RouteMeters(registry: registry)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let start = ContinuousClock.now
        let response = try await next(request, context)
        let route = context.endpointPath ?? "NotFound"
        let method = request.method.rawValue
        meters.counter(method: method, route: route, status: Int(response.status.code)).increment()
        meters.histogram(method: method, route: route).record(ContinuousClock.now - start)
        return response
    }
}

/// The registry's counters and histograms per route, made once each and then looked up without building names.
final class RouteMeters: Sendable {
    private struct Key: Hashable {
        let method: String
        let route: String
        let status: Int
    }

    private let registry: PrometheusCollectorRegistry
    private let counters = Mutex<[Key: Counter]>([:])
    private let histograms = Mutex<[Key: DurationHistogram]>([:])

    /// Makes meters in `registry`.
    init(registry: PrometheusCollectorRegistry) {
        self.registry = registry
    }

    /// `stays_http_requests_total{method, route, status}`.
    func counter(method: String, route: String, status: Int) -> Counter {
        let key = Key(method: method, route: route, status: status)
        if let counter = counters.withLock({ $0[key] }) { return counter }
        let counter = registry.makeCounter(
            descriptor: .init(metricName: "stays_http_requests", unitName: "total", helpText: "HTTP requests answered"),
            labels: [("method", method), ("route", route), ("status", String(status))])
        counters.withLock { $0[key] = counter }
        return counter
    }

    /// `stays_http_request_duration_seconds{method, route}`.
    func histogram(method: String, route: String) -> DurationHistogram {
        let key = Key(method: method, route: route, status: 0)
        if let histogram = histograms.withLock({ $0[key] }) { return histogram }
        let histogram = registry.makeDurationHistogram(
            descriptor: .init(
                metricName: "stays_http_request_duration", unitName: "seconds", helpText: "Time to answer a request"),
            labels: [("method", method), ("route", route)], buckets: RequestMetricsMiddleware.buckets)
        histograms.withLock { $0[key] = histogram }
        return histogram
    }
}
