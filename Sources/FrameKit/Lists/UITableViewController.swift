import Foundation

/// A controller whose view is a table it is the data source and delegate of, as in UIKit: subclasses override the
/// data source and delegate methods (`override func tableView(_:numberOfRowsInSection:)`), the table loads its rows
/// when it first appears, and the selected row is deselected with a fade each time the controller comes back.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// Whether `viewWillAppear` deselects the selected rows (animated), as when coming back from a detail screen.
    open var clearsSelectionOnViewWillAppear = true

    /// The controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// A controller whose view will be a table of `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName: String?, bundle: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Made by a storyboard: a plain table unless the document says otherwise.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The storyboard scene's or nib's table when there is one (its data source and delegate as the file connects
    /// them), else a table of the controller's style with the controller as both.
    open override func loadView() {
        if loadViewFromSceneFile() { return }
        let table = UITableView(frame: defaultViewFrame, style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Turns editing on or off for the controller and its table.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = tableView, !table.needsReload else { return }
        for row in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: row, animated: animated) }
    }

    // MARK: UITableViewDataSource

    /// Data source: one section; override for more.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Data source: no rows; override to give the section's count.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Subclasses that have rows override this; the base logs the omission and returns an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        Self.logger.error("\(type(of: self)) has rows but does not override tableView(_:cellForRowAt:)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Data source: no header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Data source: no footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Data source: every row can be edited.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Data source: does nothing; override to delete or insert the row the user committed.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Data source: rows cannot be moved; override to allow reordering.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Data source: does nothing; override to move the row in the model.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UITableViewDelegate

    /// Delegate: does nothing; override to adjust a cell before it shows.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Delegate: does nothing; override to hear a cell leave the screen.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Delegate: does nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Delegate: does nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Delegate: does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Delegate: does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// Delegate: the table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// Delegate: the table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// Delegate: the table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// Delegate: the table's `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// Delegate: no header view (a title shows if there is one).
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Delegate: no footer view (a title shows if there is one).
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Delegate: every row highlights when touched.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Delegate: does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Delegate: does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Delegate: selects the row touched; override to redirect or refuse.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Delegate: does nothing; override to act on a selection.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Delegate: deselects the row asked.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Delegate: does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Delegate: does nothing; override to act on a detail button.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Delegate: no leading swipe actions.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? { nil }
    /// Delegate: none of its own (the delete action shows where the data source commits deletes).
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? { nil }
    /// Delegate: does nothing.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Delegate: does nothing.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Delegate: rows delete in editing mode.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }
    /// Delegate: "Delete".
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Delete"
    }
    /// Delegate: rows indent in editing mode.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Delegate: the row goes where it was dropped.
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    // MARK: UIScrollViewDelegate

    /// Scroll view delegate: does nothing; override to follow scrolling.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Scroll view delegate: does nothing; override to hear a drag begin.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Scroll view delegate: does nothing; override to change where a flick stops.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Scroll view delegate: does nothing; override to hear a drag end.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Scroll view delegate: does nothing; override to hear deceleration begin.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Scroll view delegate: does nothing; override to hear scrolling come to rest.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Scroll view delegate: does nothing; override to hear an animated scroll end.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Scroll view delegate: nil, no zooming; override to return the view to zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Scroll view delegate: does nothing; override to hear a pinch begin.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Scroll view delegate: does nothing; override to follow zooming.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Scroll view delegate: does nothing; override to hear zooming end.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Scroll view delegate: does nothing; override to hear the adjusted inset change.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
