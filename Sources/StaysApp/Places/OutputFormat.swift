import ArgumentParser

/// How results are printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Aligned columns for people.
    case table
    /// JSON for scripts, in the shapes of `PlaceJSON`.
    case json
}
