import Glibc

/// Reads, switches and restores termios settings of a terminal file descriptor.
enum RawModeAttributes {
    // MARK: - Switching

    /// Puts `descriptor` into raw mode (no echo, no line buffering, no signal keys) and returns the
    /// settings it had before, for `restore`.
    static func enable(on descriptor: Int32) throws(TerminalError) -> termios {
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { throw .notATerminal }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { throw .rawModeRejected(errno: errno) }
        return original
    }

    /// Puts back settings returned by `enable`.
    static func restore(_ original: termios, on descriptor: Int32) {
        var settings = original
        _ = tcsetattr(descriptor, TCSAFLUSH, &settings)
    }

    // MARK: - Size

    /// The window size of `descriptor`, or nil when it has none.
    static func windowSize(of descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
