import Foundation
import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysWire

/// Requests the tests send often, and readers of their answers.
extension TestClientProtocol {
    /// Sends `json` to `uri` with an optional bearer token and extra headers.
    func send(
        _ method: HTTPRequest.Method, _ uri: String, json: String? = nil, token: String? = nil,
        headers: HTTPFields = [:]
    ) async throws -> TestResponse {
        var fields = headers
        if let token { fields[.authorization] = "Bearer \(token)" }
        if json != nil { fields[.contentType] = "application/json" }
        return try await executeRequest(
            uri: uri, method: method, headers: fields, body: json.map { ByteBuffer(string: $0) })
    }

    /// Creates an account and signs it in; returns the token.
    func signedIn(email: String = "ada@example.com", name: String = "Ada", password: String = "correct horse")
        async throws -> String
    {
        _ = try await send(
            .post, "/api/v1/accounts", json: #"{"email": "\#(email)", "name": "\#(name)", "password": "\#(password)"}"#)
        let response = try await send(
            .post, "/api/v1/sessions", json: #"{"email": "\#(email)", "password": "\#(password)"}"#)
        return try response.decoded(SessionResponse.self).token
    }
}

extension TestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }

    /// The body decoded as a wire type.
    func decoded<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }

    /// The body as a problem.
    var problem: ProblemDetails? { try? decoded(ProblemDetails.self) }
}
