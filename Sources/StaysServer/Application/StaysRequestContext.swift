import Foundation
import Hummingbird
import NIOCore

/// The per-request context: Hummingbird's core storage plus the caller's address, for throttling sign-ins.
public struct StaysRequestContext: RequestContext, RemoteAddressRequestContext {
    /// The largest request body read, in bytes; larger ones are answered 413.
    public static let maximumBodyBytes = 64 * 1024

    /// Hummingbird's storage (logger, route, parameters).
    public var coreContext: CoreRequestContextStorage
    /// The connected peer, when the transport knows it.
    public let remoteAddress: SocketAddress?
    /// The signed-in guest's session, once `GuestSessionMiddleware` found one.
    var session: SignedInSession?

    /// Creates a context for a request arriving on `source.channel`.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// Bodies are read up to `maximumBodyBytes`.
    public var maxUploadSize: Int { Self.maximumBodyBytes }
}

extension RemoteAddressRequestContext {
    /// The caller's IP address as text, or "unknown".
    var clientAddress: String {
        remoteAddress?.ipAddress ?? "unknown"
    }
}

extension RequestContext {
    /// The `{id}` path segment, percent-decoded (`geonames%3A42` is `geonames:42`); a malformed escape is a 400.
    func pathIdentifier() throws -> String {
        let raw = try parameters.require("id")
        guard let decoded = raw.removingPercentEncoding else {
            throw Problem.badRequest("the id has a malformed %-escape")
        }
        return decoded
    }
}
