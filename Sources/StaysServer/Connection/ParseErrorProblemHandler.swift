import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Gives Hummingbird's own answer to a request it cannot parse (a bare `400` with no body, written before any
/// route runs) the same `application/problem+json` body every other error has.
final class ParseErrorProblemHandler: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// The problem document sent.
    static let body =
        #"{"detail":"the request is not well-formed HTTP/1.1","status":400,"title":"Bad Request","#
        + #""type":"/problems/malformed-request"}"#

    private var fillingBody = false

    // MARK: - ChannelOutboundHandler

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head) where Self.isBareParseError(head):
            let bytes = ByteBuffer(string: Self.body)
            head.headerFields[.contentType] = "application/problem+json"
            head.headerFields[.contentLength] = String(bytes.readableBytes)
            fillingBody = true
            context.write(wrapOutboundOut(.head(head)), promise: promise)
            context.write(wrapOutboundOut(.body(bytes)), promise: nil)
        case .end where fillingBody:
            fillingBody = false
            context.write(data, promise: promise)
        default:
            context.write(data, promise: promise)
        }
    }

    /// Hummingbird's answer to a parse error: 400, `Connection: close`, `Content-Length: 0`, no content type.
    private static func isBareParseError(_ head: HTTPResponse) -> Bool {
        head.status == .badRequest && head.headerFields[.contentLength] == "0"
            && head.headerFields[.contentType] == nil && head.headerFields[.connection] == "close"
    }
}
