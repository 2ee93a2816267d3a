import Foundation

/// Tells a table view what it shows: how many sections and rows, the cell for each row and the sections' titles.
/// The two row methods are required; the rest have UIKit's defaults (one section, no titles).
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many rows section `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row about to show; return one from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    /// A header title, shown in the table style's header (uppercase small text in grouped styles).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row shows an editing control in editing mode (and can be swiped to delete); true by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Carries out a deletion or insertion the user confirmed: change the model, then delete or insert the row.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row shows the reorder control in editing mode. False by default (UIKit shows it whenever
    /// `moveRowAt` is implemented, which Swift cannot see: return true here).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row: change the model to match; the table has already moved it.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section by default.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title by default.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title by default.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row can be edited by default.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing by default (rows cannot be swiped to delete).
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Rows cannot move, by default.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing by default.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
