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
        container.register(StaysAPIClient.self) { _ in
            StaysAPIClient(
                baseURL: server.url, transport: transport, tokens: SessionFileToken(file: session, server: server))
        }.inObjectScope(.container)
        container.register(RemotePlaceService.self) { resolver in
            RemotePlaceService(api: resolver.resolve(StaysAPIClient.self)!)
        }
        container.register((any PlaceSuggesting).self) { resolver in resolver.resolve(RemotePlaceService.self)! }
        container.register((any NearbyPlaceFinding).self) { resolver in resolver.resolve(RemotePlaceService.self)! }
        container.register((any PlaceDetailSearching).self) { resolver in resolver.resolve(RemotePlaceService.self)! }
        container.register((any PlaceLookup).self) { resolver in resolver.resolve(RemotePlaceService.self)! }
        container.register((any TimeZonePlaceFinding).self) { resolver in
            let places = resolver.resolve(RemotePlaceService.self)!
            return ServerTimeZonePlaceFinder(suggester: places, lookup: places)
        }
        container.register((any StayCatalogOpening).self) { resolver in
            RemoteStayCatalogOpener(api: resolver.resolve(StaysAPIClient.self)!, server: server)
        }
        container.register(RemoteGuestAccounts.self) { resolver in
            RemoteGuestAccounts(api: resolver.resolve(StaysAPIClient.self)!)
        }
    }
}
