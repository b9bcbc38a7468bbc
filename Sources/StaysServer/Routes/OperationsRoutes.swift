import Hummingbird
import Prometheus
import StaysDomain

/// `/healthz` (liveness: the process answers), `/readyz` (readiness: the catalogue answers too), `/metrics`
/// (Prometheus text) and `/openapi.yaml` (the API's contract).
struct OperationsRoutes {
    let registry: PrometheusCollectorRegistry
    let openAPIDocument: String
    let readiness: (any CatalogReadinessChecking)?

    /// Registers the routes on `router`.
    func add(to router: Router<StaysRequestContext>) {
        router.get("healthz") { _, _ in WireResponse.text(#"{"status":"ok"}"#) }
        router.get("readyz") { _, _ in
            try await readiness?.checkReadiness()
            return WireResponse.text(#"{"status":"ready"}"#)
        }
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
