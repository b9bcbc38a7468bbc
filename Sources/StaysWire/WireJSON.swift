import Foundation
import StaysDomain

/// The one JSON style of every wire type (command line, server, client): keys sorted, slashes unescaped.
public enum WireJSON {
    /// An encoder in the wire style.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }
}
