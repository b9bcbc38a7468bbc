import StaysApp

/// The executable's entry point: ArgumentParser parses the command line and runs the chosen command.
@main
extension StaysCommand {}
