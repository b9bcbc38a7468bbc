import ArgumentParser
import Foundation
import Glibc

/// `stays --server URL login EMAIL [--sign-up NAME]`: reads the password from standard input (without echo on a
/// terminal), signs in and keeps the session in the user's config folder, readable by the user only.
struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login", abstract: "Sign in to a Stays server (the password is read from standard input).")

    @Argument(help: "The account's email.") var email: String
    @Option(help: "Create the account first, in this name.") var signUp: String?
    @OptionGroup var remote: ServerOptions

    func run() async throws {
        try await reportingStayErrors {
            try await remote.withAccountCommandRunner { runner in
                guard let password = PasswordReader().read(prompt: "Password for \(email): ") else {
                    throw StayCommandError.usage("no password on standard input")
                }
                try await runner.login(email: email, password: password, newName: signUp)
            }
        }
    }
}

/// `stays --server URL logout`: ends the kept session on the server and forgets it.
struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Sign out of a Stays server and forget the session.")

    @OptionGroup var remote: ServerOptions

    func run() async throws {
        try await reportingStayErrors {
            try await remote.withAccountCommandRunner { try await $0.logout() }
        }
    }
}

extension ServerOptions {
    /// Runs `body` with the runner of `login` and `logout` against the server these options (or `STAYS_SERVER`)
    /// name, then shuts the composition root down.
    nonisolated(nonsending) fileprivate func withAccountCommandRunner(
        _ body: nonisolated(nonsending) (AccountCommandRunner) async throws -> Void
    ) async throws {
        let environment = ProcessInfo.processInfo.environment
        let root = CompositionRoot(
            placesData: nil, environment: environment, output: StandardTextOutput(),
            server: try remoteServer(environment: environment))
        try await root.closing { root in try await body(try root.accountCommandRunner(environment: environment)) }
    }
}

/// One line from standard input; on a terminal it asks on standard error and does not echo what is typed.
struct PasswordReader {
    /// The line without its newline, or nil at the end of input.
    func read(prompt: String) -> String? {
        guard isatty(0) == 1 else { return readLine(strippingNewline: true) }
        FileHandle.standardError.write(Data(prompt.utf8))
        var original = termios()
        tcgetattr(0, &original)
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(0, TCSAFLUSH, &silent)
        defer {
            tcsetattr(0, TCSAFLUSH, &original)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return readLine(strippingNewline: true)
    }
}
