/// Where the stay catalogue lives: `--database`, else the user's data folder.
struct DatabaseLocation: Sendable {
    /// The process environment, injected.
    let environment: [String: String]

    /// The option's path, else `$XDG_DATA_HOME/stays/stays.sqlite`, else `$HOME/.local/share/stays/stays.sqlite`.
    func path(option: String?) throws(StayCommandError) -> String {
        if let option {
            guard !option.isEmpty else { throw .usage("--database needs a path") }
            return option
        }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return Self.joined(data, "stays/stays.sqlite")
        }
        guard let home = environment["HOME"], !home.isEmpty else {
            throw .usage("neither XDG_DATA_HOME nor HOME is set; pass --database PATH")
        }
        return Self.joined(home, ".local/share/stays/stays.sqlite")
    }

    private static func joined(_ folder: String, _ rest: String) -> String {
        folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
    }
}
