import Foundation

extension StaysAPIClient {
    /// The header that makes a retried `POST` safe.
    static let idempotencyKeyHeader = "Idempotency-Key"

    // MARK: - Sending

    /// Sends a request (a body as `contentType`), retrying safe ones with backoff; returns the last answer and the
    /// URL it came from.
    func exchange(
        _ method: HTTPTransportMethod, path: String, query: [APIQueryItem] = [], body: Data? = nil,
        contentType: String = "application/json", idempotencyKey: String? = nil, language: String? = nil
    ) async throws -> (HTTPTransportResponse, String) {
        let url = baseURL + "/api/v1" + path + APIQueryItem.encoded(query)
        var headers = ["Accept": "application/json, application/problem+json"]
        if let language { headers["Accept-Language"] = language }
        if body != nil { headers["Content-Type"] = contentType }
        if let idempotencyKey { headers[Self.idempotencyKeyHeader] = idempotencyKey }
        if let token = try await tokens.sessionToken() { headers["Authorization"] = "Bearer \(token)" }
        let request = HTTPTransportRequest(method: method, url: url, headers: headers, body: body, timeout: timeout)
        let retryable = method == .get || (method == .post && idempotencyKey != nil)
        var attempt = 1
        while true {
            let canRetry = retryable && attempt < retry.maximumAttempts
            do {
                let response = try await sendOnce(request)
                guard canRetry, RetryPolicy.isRetryable(status: response.status) else { return (response, url) }
            } catch HTTPTransportError.connectionFailed(let reason) {
                guard canRetry else { throw StaysClientError.unreachable(url: baseURL, reason: reason) }
            } catch HTTPTransportError.timedOut {
                throw StaysClientError.timedOut(url: baseURL, after: timeout)
            }
            try await retry.sleep(retry.delay(afterAttempt: attempt))
            attempt += 1
        }
    }

    /// One attempt, given up with `HTTPTransportError.timedOut` after `timeout` even if the transport stalls.
    private func sendOnce(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse {
        let transport = self.transport
        let timeout = self.timeout
        return try await withThrowingTaskGroup(of: HTTPTransportResponse?.self) { group in
            group.addTask { try await transport.send(request) }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let response = first else {
                try Task.checkCancellation()
                throw HTTPTransportError.timedOut
            }
            return response
        }
    }
}
