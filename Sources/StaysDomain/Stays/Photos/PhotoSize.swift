/// Which stored rendition of a photo: the small one on a search card or the large one on a stay's page.
public enum PhotoSize: String, CaseIterable, Hashable, Sendable, Codable {
    /// Long side at most 720 pixels, for result cards.
    case card
    /// Long side at most 1600 pixels, for a stay's page.
    case page
}
