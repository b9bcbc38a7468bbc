import Foundation
import StaysClient
import StaysDomain
import Swinject

/// Registers a Stays server behind the domain's place and stay protocols, in place of the place index and the
/// catalogue file: the features and commands get the same protocols and never learn the difference.
struct RemoteAssembly: Assembly {
    /// The server.
    let server: RemoteServer
    /// Where `stays login` kept the session.
    let session: SessionFile
    /// The HTTP adapter.
    let transport: any HTTPTransport

    func assemble(container: Container) {
        let server = server
        let session = session
        let transport = transport
        container.provide(StaysAPIClient.self) { _ in
            StaysAPIClient(
                baseURL: server.url, transport: transport, tokens: SessionFileToken(file: session, server: server))
        }.inObjectScope(.container)
        container.provide(RemotePlaceService.self) { resolver in
            try RemotePlaceService(api: resolver.required(StaysAPIClient.self))
        }
        container.provide((any PlaceSuggesting).self) { resolver in try resolver.required(RemotePlaceService.self) }
        container.provide((any NearbyPlaceFinding).self) { resolver in try resolver.required(RemotePlaceService.self) }
        container.provide((any PlaceDetailSearching).self) { resolver in
            try resolver.required(RemotePlaceService.self)
        }
        container.provide((any PlaceLookup).self) { resolver in try resolver.required(RemotePlaceService.self) }
        container.provide((any TimeZonePlaceFinding).self) { resolver in
            let places = try resolver.required(RemotePlaceService.self)
            return ServerTimeZonePlaceFinder(suggester: places, lookup: places)
        }
        container.provide((any StayCatalogOpening).self) { resolver in
            try RemoteStayCatalogOpener(api: resolver.required(StaysAPIClient.self), server: server)
        }
        container.provide(RemoteGuestAccounts.self) { resolver in
            try RemoteGuestAccounts(api: resolver.required(StaysAPIClient.self))
        }
    }
}
