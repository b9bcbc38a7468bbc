import Foundation
import StaysMessages
import Swinject

/// Registers the message catalogues: those in the folder `STAYS_MESSAGES` names, else the shipped ones; a file
/// that fails to parse stops whatever needs them before it starts, with one sentence naming it.
struct MessagesAssembly: Assembly {
    /// A folder of `<language>.json` catalogues replacing the shipped ones, if given.
    let folder: URL?

    /// Reads the folder from `environment`.
    init(environment: [String: String]) {
        folder = environment["STAYS_MESSAGES"].map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    func assemble(container: Container) {
        let assembly = self
        container.provide(MessageCatalogs.self) { _ in try assembly.catalogs() }.inObjectScope(.container)
    }

    /// The catalogues of the folder, else the shipped ones.
    func catalogs() throws -> MessageCatalogs {
        if let folder { return try MessageCatalogs(folder: folder) }
        return try MessageCatalogs.shipped()
    }
}
