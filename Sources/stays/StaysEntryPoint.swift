import StaysApp
import StaysServer

/// The executable's entry point: `stays serve` first moves Swift concurrency onto the server's event loops (no
/// thread hop per request); then ArgumentParser parses the command line and runs the chosen command.
@main
enum StaysEntryPoint {
    static func main() async {
        if CommandLine.arguments.dropFirst().first == "serve" {
            StaysServer.runConcurrencyOnEventLoops()
        }
        await StaysCommand.main()
    }
}
