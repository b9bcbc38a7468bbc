import ArgumentParser
import Foundation
import Logging
import StaysServer
import StaysTerminal

/// `stays serve [--host 127.0.0.1] [--port 8080] [--database PATH]`: the HTTP API until SIGINT or SIGTERM.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve the Stays API over HTTP (stops cleanly on Ctrl-C or SIGTERM).")

    @Option(help: "Address to listen on.") var host = "127.0.0.1"
    @Option(help: "Port to listen on (0 picks a free one).") var port = 8080
    @Option(help: "trace, debug, info, notice, warning, error or critical.") var logLevel = "info"
    @Option(
        help: "The stay catalogue (default: $XDG_DATA_HOME/stays/stays.sqlite or ~/.local/share/stays/stays.sqlite).")
    var database: String?
    @Option(
        help: "The catalogue: postgres://USER@HOST:PORT/DB or a SQLite path (default: $STAYS_CATALOG, else --database)."
    )
    var catalog: String?
    @Option(
        help: """
            Connections served at once; more are answered 503 (default 4096, lowered to fit the open-file limit).
            """)
    var maxConnections: Int?
    @Option(
        name: .customLong("trusted-proxy"),
        help: "A proxy (IP address) whose X-Forwarded-For names the client; repeat for several.")
    var trustedProxies: [String] = []
    @Flag(help: "Mark the session cookie Secure always (it is Secure anyway when a trusted proxy forwards HTTPS).")
    var secureCookies = false
    @Option(help: "Sign-ups one address may make an hour before waiting (default: $STAYS_SIGN_UPS_PER_HOUR, else 10).")
    var signUpsPerHour: Int?
    @OptionGroup var placeData: PlaceDataOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0–65535, got \(port)") }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical")
        }
        if let signUpsPerHour, signUpsPerHour < 1 {
            throw ValidationError("--sign-ups-per-hour must be at least 1, got \(signUpsPerHour)")
        }
        if let maxConnections, maxConnections < 1 {
            throw ValidationError("--max-connections must be at least 1, got \(maxConnections)")
        }
        guard !host.isEmpty, host.utf8.count <= 255 else {
            throw ValidationError("--host needs a host name or address")
        }
    }

    /// The client policy asked for: trusted proxies, cookie security and the sign-up limit (option, else
    /// `STAYS_SIGN_UPS_PER_HOUR`, else 10).
    func policy(environment: [String: String]) -> ClientPolicy {
        let signUps = signUpsPerHour ?? environment["STAYS_SIGN_UPS_PER_HOUR"].flatMap { Int($0) } ?? 10
        return ClientPolicy(
            trustedProxies: Set(trustedProxies), secureCookies: secureCookies, signUpsPerHour: signUps)
    }

    /// The connection limits asked for, fitted under the process's open-file limit.
    var limits: ConnectionLimits {
        var asked = ConnectionLimits()
        if let maxConnections { asked.maximumConnections = maxConnections }
        return asked.fitting(descriptors: ConnectionLimits.descriptorLimit())
    }

    func run() async throws {
        let output = StandardTextOutput()
        let environment = ProcessInfo.processInfo.environment
        let path = try usage { () throws(StayCommandError) in
            try CatalogLocation.chosen(catalog: catalog, database: database, environment: environment).text
        }
        try await reportingStayErrors {
            try await placeData.withCompositionRoot(output: output) { root in
                let stays = try root.servedStayCatalog(databasePath: path)
                let seeder = try root.firstStartSeeder(
                    stays: stays, progressOnTerminal: IsattyDeviceChecker().isTerminal(2))
                var logger = Logger(label: "stays.server")
                logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
                let feeds = try root.feedImports(stays: stays, environment: environment)
                let schedule = FeedRefreshSchedule(imports: feeds.imports, fetcher: feeds.fetcher, output: output)
                let server = try root.staysServer(stays: stays, feeds: feeds.imports).with(
                    policy(environment: environment))
                let group = server.serviceGroup(
                    address: .init(host: host, port: port), logger: logger, limits: limits,
                    background: stays.background.map { [$0] } ?? [], schedules: [schedule.run],
                    beforeServerStarts: {
                        try await stays.prepare()
                        try await stays.readiness.checkSoundness()
                        _ = try await seeder.seedIfEmpty()
                    },
                    onRunning: { port in output.writeError("Stays is serving on http://\(host):\(port)\n") })
                do {
                    try await group.run()
                } catch {
                    try? await feeds.fetcher.shutdown()  // the schedule never ran; a client must end before it goes
                    throw error
                }
                try stays.close()
                output.writeError("Stopped; the catalogue is closed.\n")
            }
        }
    }
}
