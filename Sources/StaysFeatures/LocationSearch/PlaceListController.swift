/// One list of the Where step that loads its own rows and handles the choice of one of them.
@MainActor
public protocol PlaceListController: AnyObject {
    /// Who hears what happened in the list; held weakly.
    var delegate: (any PlaceListControllerDelegate)? { get set }
    /// The heading to show above the rows, e.g. "Popular near you".
    var title: String { get }
    /// The rows of the latest answer.
    var rows: [PlaceRow] { get }
    /// Where loading stands.
    var status: PlaceListStatus { get }

    /// Loads the rows for the list's current input, dropping any answer still on its way.
    func load()
    /// Handles the choice of the row at `index`; an index out of range is ignored.
    func chooseRow(at index: Int)
}

// MARK: - Choosing

extension PlaceListController {
    /// Tells the delegate to expand the row when its kind opens a detail list, else that its place was chosen.
    func reportChoice(of row: PlaceRow) {
        if row.kind.expandsToDetailList {
            delegate?.placeList(self, didChooseToExpand: row)
        } else {
            delegate?.placeList(self, didChoose: ChosenPlace(row: row))
        }
    }
}
