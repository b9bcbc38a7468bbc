import ArgumentParser

/// `stays places …`: suggestions, nearby places, detail search and the data import.
struct PlacesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "places", abstract: "Search the offline place index.",
        subcommands: [SuggestCommand.self, NearbyCommand.self, SearchCommand.self, ImportPlacesCommand.self])
}
