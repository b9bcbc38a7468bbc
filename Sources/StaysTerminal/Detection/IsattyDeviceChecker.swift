import Glibc

/// Checks file descriptors with `isatty(3)`.
public struct IsattyDeviceChecker: TerminalDeviceChecking {
    /// Creates a checker.
    public init() {}

    /// True when `isatty` says `descriptor` is a terminal.
    public func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}
