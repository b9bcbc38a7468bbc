import ArgumentParser
import Foundation

extension StaysCommand {
    // MARK: - Running

    /// Runs the command line as ArgumentParser does, but a command whose output did not arrive ends with one line
    /// on standard error and exit status 74 (`EX_IOERR`), never a trap. SIGPIPE is ignored, so a reader that went
    /// away is such a failure (EPIPE) and `stays reserve` can still say that its booking stands, instead of being
    /// killed silently after the booking was committed.
    public static func main() async {
        signal(SIGPIPE, SIG_IGN)
        let output = StandardTextOutput()
        do {
            var command = try parseAsRoot(nil)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as OutputFailure {
            end(with: failure, output: output)
        } catch {
            exit(withError: error)
        }
        if let failure = output.failure { end(with: failure, output: output) }
    }

    private static func end(with failure: OutputFailure, output: StandardTextOutput) -> Never {
        output.writeError("Error: \(failure)\n")
        exit(withError: ExitCode(OutputFailure.exitStatus))
    }
}
