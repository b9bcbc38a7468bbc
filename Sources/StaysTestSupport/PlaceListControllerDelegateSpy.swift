import StaysFeatures

/// Records every message a place list sends its delegate.
@MainActor
public final class PlaceListControllerDelegateSpy: PlaceListControllerDelegate {
    // MARK: - Recorded messages

    /// The rows of each `didLoad`, oldest first.
    public private(set) var loadedRows: [[PlaceRow]] = []
    /// The places chosen, oldest first.
    public private(set) var chosenPlaces: [ChosenPlace] = []
    /// The rows chosen to expand, oldest first.
    public private(set) var expandedRows: [PlaceRow] = []
    /// The failure messages, oldest first.
    public private(set) var failureMessages: [String] = []

    // MARK: - Creating

    /// Creates a spy with nothing recorded.
    public init() {}

    // MARK: - PlaceListControllerDelegate

    /// Records the rows.
    public func placeList(_ list: any PlaceListController, didLoad rows: [PlaceRow]) {
        loadedRows.append(rows)
    }

    /// Records the place.
    public func placeList(_ list: any PlaceListController, didChoose place: ChosenPlace) {
        chosenPlaces.append(place)
    }

    /// Records the row.
    public func placeList(_ list: any PlaceListController, didChooseToExpand row: PlaceRow) {
        expandedRows.append(row)
    }

    /// Records the message.
    public func placeList(_ list: any PlaceListController, didFailWith message: String) {
        failureMessages.append(message)
    }
}
