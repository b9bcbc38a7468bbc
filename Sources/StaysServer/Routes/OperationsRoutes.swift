import Hummingbird
import Prometheus

/// `/healthz`, `/metrics` (Prometheus text) and `/openapi.yaml` (the API's contract).
struct OperationsRoutes {
    let registry: PrometheusCollectorRegistry
    let openAPIDocument: String

    /// Registers the routes on `router`.
    func add(to router: Router<StaysRequestContext>) {
        router.get("healthz") { _, _ in WireResponse.text(#"{"status":"ok"}"#) }
        router.get("metrics") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
        }
        router.get("openapi.yaml") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: openAPIDocument)))
        }
    }
}
