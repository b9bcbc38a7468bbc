import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// The answer to a connection beyond `ConnectionLimits.maximumConnections`: 503 problem+json with `Retry-After`,
/// written before the request is read, then the connection is closed.
enum ConnectionRefusal {
    /// Seconds the refused client is asked to wait.
    static let retryAfterSeconds = 5
    /// How long the answer is left to reach the client before the connection closes (closing sooner, with the
    /// request unread, could reset the connection and lose the answer).
    static let linger = Duration.milliseconds(250)

    /// The problem document sent.
    static let body =
        #"{"detail":"the server is holding as many connections as it may; try again in \#(retryAfterSeconds) s","#
        + #""status":503,"title":"Service Unavailable","type":"/problems/too-many-connections"}"#

    // MARK: - Refusing

    /// Writes the answer on `channel`, half-closes it and closes it after `linger`.
    static func refuse(_ channel: NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>) async {
        let bytes = ByteBuffer(string: body)
        let head = HTTPResponse(
            status: .serviceUnavailable,
            headerFields: [
                .contentType: "application/problem+json", .retryAfter: String(retryAfterSeconds),
                .connection: "close", .contentLength: String(bytes.readableBytes),
            ])
        try? await channel.executeThenClose { _, outbound in
            try await outbound.write(.head(head))
            try await outbound.write(.body(bytes))
            try await outbound.write(.end(nil))
            outbound.finish()
            try? await Task.sleep(for: linger)
        }
    }
}
