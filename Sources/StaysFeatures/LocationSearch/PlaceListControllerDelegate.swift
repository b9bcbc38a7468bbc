/// Hears what happened in a place list: rows arrived, a place or something to expand was chosen, or loading failed.
@MainActor
public protocol PlaceListControllerDelegate: AnyObject {
    /// The list has new rows (possibly none).
    func placeList(_ list: any PlaceListController, didLoad rows: [PlaceRow])
    /// The user chose a single place; the step can end.
    func placeList(_ list: any PlaceListController, didChoose place: ChosenPlace)
    /// The user chose a group, region or country whose places should be listed.
    func placeList(_ list: any PlaceListController, didChooseToExpand row: PlaceRow)
    /// Loading failed; the message is for the user.
    func placeList(_ list: any PlaceListController, didFailWith message: String)
}
