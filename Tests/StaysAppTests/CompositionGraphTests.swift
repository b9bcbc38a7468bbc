import Foundation
import StaysDomain
import StaysTestSupport
import Swinject
import Testing

@testable import StaysApp

/// Every root a command asks its composition root for can be built, locally and against a server, without running
/// the command; a registration that is missing stops with one sentence naming the type.
@MainActor
@Suite struct CompositionGraphTests {
    // MARK: - Local runs

    @Test func everyRootOfALocalRunIsBuilt() async throws {
        // given the root of a run on the local place index and a catalogue file (the index is not read)
        let folder = try TemporaryFolder()
        let database = folder.path("stays.sqlite")
        let root = CompositionRoot(placesData: nil, environment: [:], output: TextOutputSpy())
        try await root.closing { root in
            let stays = try root.stayCatalog(databasePath: database)
            defer { try? stays.close() }
            // then `stays places|suggest|nearby|search` and `bench places`
            _ = try root.placeCommandRunner()
            // and `stays stays|stay|histogram|reserve|cancel|reservations`
            _ = try root.stayCommandRunner(stays: stays)
            // and `stays serve` and `stays seed`
            _ = try root.firstStartSeeder(stays: stays, progressOnTerminal: false)
            _ = try root.staysServer(stays: stays)
            // and the interactive search, with and without a catalogue, and `bench typing`
            _ = try root.searchFlowFactory(stays: stays, rules: StayRules())
            _ = try root.searchFlowFactory()
            _ = try root.placeSuggester()
            // and `bench stays` and `bench seed`
            _ = try root.stayBenchRunner(databasePath: database)
            _ = try root.seedCoverageRunner(databasePath: database, progressOnTerminal: false)
            // and a PostgreSQL catalogue's opener (not opened)
            _ = try root.stayCatalogOpener(databasePath: "postgres://stays@127.0.0.1:1/stays")
        }
    }

    // MARK: - Runs against a server

    @Test func everyRootOfARunAgainstAServerIsBuilt() async throws {
        // given the root of a run against a server (nothing is asked of it)
        let server = try RemoteServer.parsed("http://127.0.0.1:1", source: "--server")
        let root = CompositionRoot(placesData: nil, environment: [:], output: TextOutputSpy(), server: server)
        try await root.closing { root in
            let stays = try root.stayCatalog(databasePath: "unused")
            // then the place commands, the stay commands, the interactive search, `bench typing` and `login`
            _ = try root.placeCommandRunner()
            _ = try root.stayCommandRunner(stays: stays)
            _ = try root.searchFlowFactory(stays: stays, rules: StayRules())
            _ = try root.searchFlowFactory()
            _ = try root.placeSuggester()
            _ = try root.accountCommandRunner(environment: [:])
        }
    }

    // MARK: - A graph that cannot be built

    @Test func aMissingRegistrationStopsWithOneSentenceNamingTheType() throws {
        // given a runner registered without the place protocols it needs
        let container = Container()
        CommandAssembly(output: TextOutputSpy()).assemble(container: container)
        // when it is resolved
        // then it stops with one sentence naming the first missing type
        let error = #expect(throws: CompositionError.self) { try container.required(PlaceCommandRunner.self) }
        #expect(error?.description == "this build cannot run: nothing is registered for PlaceSuggesting")
    }
}
