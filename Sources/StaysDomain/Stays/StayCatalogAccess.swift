/// How a command opens the stay catalogue.
public enum StayCatalogAccess: Hashable, Sendable {
    /// Looks only: creates, migrates and locks nothing, and refuses a missing, foreign, older or newer catalogue.
    case reading
    /// May change it: creates a missing catalogue and brings its schema up to date.
    case writing
}
