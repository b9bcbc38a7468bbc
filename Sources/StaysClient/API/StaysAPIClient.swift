import Foundation
import StaysDomain
import StaysWire

/// Talks to a Stays server's `/api/v1`: builds requests, sends them with a timeout and safe retries, and turns the
/// answers into wire values or the same errors the local implementations throw.
public struct StaysAPIClient: Sendable {
    /// The server's root, e.g. `http://127.0.0.1:8080`, without a trailing slash.
    public let baseURL: String
    let transport: any HTTPTransport
    let tokens: any SessionTokenProviding
    let timeout: Duration
    let retry: RetryPolicy

    /// Creates a client; `timeout` bounds each attempt, `retry` paces the safe ones.
    public init(
        baseURL: URL, transport: any HTTPTransport, tokens: any SessionTokenProviding = InMemorySessionToken(),
        timeout: Duration = .seconds(10), retry: RetryPolicy = RetryPolicy()
    ) {
        var root = baseURL.absoluteString
        while root.hasSuffix("/") { root.removeLast() }
        self.baseURL = root
        self.transport = transport
        self.tokens = tokens
        self.timeout = timeout
        self.retry = retry
    }

    // MARK: - Requests

    /// `GET` an answer; retried on connection failures and 502/503/504. `language` (`ko`) is sent as
    /// `Accept-Language`, for answers that name places.
    public func get<Answer: Decodable>(
        _ path: String, query: [APIQueryItem] = [], language: String? = nil, as answer: Answer.Type
    ) async throws -> Answer {
        let (response, url) = try await exchange(.get, path: path, query: query, language: language)
        return try decode(Answer.self, from: response, url: url)
    }

    /// `GET` an operation of the route table with `query`, whose names must be among the operation's (a debug build
    /// stops on any other: `APIOperation` is the one list of query names).
    public func get<Answer: Decodable>(
        _ operation: APIOperation, query: [APIQueryItem] = [], language: String? = nil, as answer: Answer.Type
    ) async throws -> Answer {
        assert(
            query.allSatisfy { operation.queryNames.contains($0.name) },
            "\(operation) sends a query name APIOperation does not list")
        return try await get(operation.apiPath(), query: query, language: language, as: Answer.self)
    }

    /// `GET` an answer, or nil when the server answers 404 with a problem.
    public func getIfFound<Answer: Decodable>(
        _ path: String, language: String? = nil, as answer: Answer.Type
    ) async throws -> Answer? {
        let (response, url) = try await exchange(.get, path: path, query: [], language: language)
        if response.status == 404, (try? JSONDecoder().decode(ProblemDetails.self, from: response.body)) != nil {
            return nil
        }
        return try decode(Answer.self, from: response, url: url)
    }

    /// `POST` a JSON body; retried only when it carries an `Idempotency-Key`.
    public func post<Answer: Decodable>(
        _ path: String, body: some Encodable & Sendable, idempotencyKey: String? = nil, as answer: Answer.Type
    ) async throws -> Answer {
        let data = try WireJSON.encoder().encode(body)
        let (response, url) = try await exchange(.post, path: path, body: data, idempotencyKey: idempotencyKey)
        return try decode(Answer.self, from: response, url: url)
    }

    /// `POST` raw bytes of `contentType` (an image); never retried.
    public func post<Answer: Decodable>(
        _ path: String, bytes: [UInt8], contentType: String, as answer: Answer.Type
    ) async throws -> Answer {
        let (response, url) = try await exchange(.post, path: path, body: Data(bytes), contentType: contentType)
        return try decode(Answer.self, from: response, url: url)
    }

    /// `PUT` a JSON body; never retried.
    public func put<Answer: Decodable>(_ path: String, body: some Encodable & Sendable, as answer: Answer.Type)
        async throws -> Answer
    {
        let data = try WireJSON.encoder().encode(body)
        let (response, url) = try await exchange(.put, path: path, body: data)
        return try decode(Answer.self, from: response, url: url)
    }

    /// `DELETE` a resource; never retried.
    public func delete(_ path: String) async throws {
        let (response, url) = try await exchange(.delete, path: path)
        guard (200..<300).contains(response.status) else { throw failure(for: response, url: url) }
    }

    /// `DELETE` a resource and decode what the server answers with; never retried.
    public func delete<Answer: Decodable>(_ path: String, as answer: Answer.Type) async throws -> Answer {
        let (response, url) = try await exchange(.delete, path: path)
        return try decode(Answer.self, from: response, url: url)
    }

    // MARK: - Answers

    /// The decoded body of a 2xx answer (suggestions by the hand-written reader when it can vouch for them), or the
    /// error a problem answer stands for.
    func decode<Answer: Decodable>(
        _ type: Answer.Type, from response: HTTPTransportResponse, url: String
    ) throws -> Answer {
        guard (200..<300).contains(response.status) else { throw failure(for: response, url: url) }
        if Answer.self == SuggestionsResponse.self,
            let suggestions = SuggestionJSONReader().response(from: response.body) as? Answer
        {
            return suggestions
        }
        do {
            return try JSONDecoder().decode(Answer.self, from: response.body)
        } catch {
            throw StaysClientError.answerNotUnderstood(url: url, status: response.status)
        }
    }

    /// The error a non-2xx answer stands for.
    private func failure(for response: HTTPTransportResponse, url: String) -> any Error {
        guard let problem = try? JSONDecoder().decode(ProblemDetails.self, from: response.body) else {
            return StaysClientError.answerNotUnderstood(url: url, status: response.status)
        }
        return ProblemTranslation.error(for: problem, status: response.status)
    }
}
