import Hummingbird
import NIOCore
import StaysDomain

/// The context of a request in a signed-in group: the parent's storage, the caller's address and the guest, who is
/// always there; made from a `StaysRequestContext` that `GuestSessionMiddleware` filled in, else a 401 problem.
struct AuthenticatedContext: ChildRequestContext, RemoteAddressRequestContext {
    /// Hummingbird's storage (logger, route, parameters).
    var coreContext: CoreRequestContextStorage
    /// The connected peer, when the transport knows it.
    let remoteAddress: SocketAddress?
    /// The signed-in guest.
    let guest: GuestAccount
    /// The token their session was found by.
    let token: String

    /// The parent's context with its guest, or the 401 problem when the request carries no live session.
    init(context: StaysRequestContext) throws {
        guard let session = context.session else { throw Problem.unauthorized() }
        coreContext = context.coreContext
        remoteAddress = context.remoteAddress
        guest = session.guest
        token = session.token
    }

    /// Bodies are read up to `StaysRequestContext.maximumBodyBytes`, as in the parent.
    var maxUploadSize: Int { StaysRequestContext.maximumBodyBytes }
}

/// A signed-in guest and the token their session was found by.
struct SignedInSession: Sendable {
    /// The guest.
    let guest: GuestAccount
    /// The session's token.
    let token: String
}
