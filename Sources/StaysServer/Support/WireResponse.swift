import Foundation
import Hummingbird
import StaysDomain
import StaysWire

/// Builds JSON answers the one way the command line writes them (sorted keys, slashes unescaped).
enum WireResponse {
    /// A JSON answer of an encodable wire value.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) throws
        -> Response
    {
        text(String(decoding: try WireJSON.encoder().encode(value), as: UTF8.self), status: status, headers: headers)
    }

    /// A JSON answer of text already written as JSON.
    static func text(_ json: String, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        self.json(body: ByteBuffer(string: json), status: status, headers: headers)
    }

    /// A JSON answer of bytes already written as JSON.
    static func json(body: ByteBuffer, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: body))
    }

    /// A problem as `application/problem+json`.
    static func problem(_ problem: Problem) -> Response {
        var fields = problem.headers
        fields[.contentType] = "application/problem+json"
        let body = (try? WireJSON.encoder().encode(problem.details)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Response(
            status: problem.status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// 204 with no body.
    static func noContent(headers: HTTPFields = [:]) -> Response {
        Response(status: .noContent, headers: headers)
    }
}
