import Foundation
import StaysClient
import StaysDomain

extension CompositionRoot {
    // MARK: - Remote roots

    /// The runner of `stays login` and `stays logout`, on the server this run was given.
    func accountCommandRunner(environment: [String: String]) throws -> AccountCommandRunner {
        guard let server else {
            throw StayCommandError.usage("signing in needs a server: pass --server URL or set STAYS_SERVER")
        }
        let resolver = assembler.resolver
        return try AccountCommandRunner(
            accounts: resolver.required(RemoteGuestAccounts.self), server: server,
            session: SessionFile(environment: environment, files: PosixPrivateFiles()),
            output: resolver.required((any TextOutput).self))
    }

    /// Stops with `RemoteUseError` when this run is against a server: `task` needs the local files.
    func requireLocal(_ task: String) throws {
        if let server { throw RemoteUseError(server: server, task: task) }
    }
}

extension CompositionRoot {
    /// The place suggester behind the features: the index, or the server.
    func placeSuggester() throws -> any PlaceSuggesting {
        try assembler.resolver.required((any PlaceSuggesting).self)
    }
}
