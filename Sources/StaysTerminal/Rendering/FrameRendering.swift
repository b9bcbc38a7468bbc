/// Turns a frame into the text to write to a terminal of a given size.
public protocol FrameRendering: Sendable {
    /// The text that draws `frame` on a terminal of `size`.
    func render(_ frame: ScreenFrame, size: TerminalSize) -> String
}
