import Foundation

/// A controller whose view is a collection view it is the data source and delegate of: subclasses override the data
/// source and delegate methods, and selected items are deselected each time the controller comes back.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let layout: UICollectionViewLayout

    /// Whether `viewWillAppear` deselects the selected items.
    open var clearsSelectionOnViewWillAppear = true

    /// The controller's view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view (the one given, until the view says otherwise).
    open var collectionViewLayout: UICollectionViewLayout { (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? layout }

    /// A controller whose view will be a collection view laid out by `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Made by a storyboard, with the layout the document describes (a flow layout by default).
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The storyboard scene's or nib's collection view when there is one, else one with the controller's layout and
    /// the controller as its data source and delegate.
    open override func loadView() {
        if loadViewFromSceneFile() { return }
        let collection = UICollectionView(frame: defaultViewFrame, collectionViewLayout: layout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionView else { return }
        for item in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: item, animated: animated) }
    }

    // MARK: UICollectionViewDataSource

    /// Data source: one section; override for more.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Data source: no items; override to give the section's count.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Subclasses that have items override this; the base logs the omission and returns an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        Self.logger.error("\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:)")
        return UICollectionViewCell(frame: .zero)
    }

    /// Data source: subclasses that show headers or footers override this; the base logs the omission and returns
    /// an empty view.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        Self.logger.error("\(type(of: self)) has \(kind) views but does not override collectionView(_:viewForSupplementaryElementOfKind:at:)")
        return UICollectionReusableView(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    /// Delegate: does nothing; override to adjust a cell before it shows.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Delegate: does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Delegate: every item highlights when touched.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Delegate: does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Delegate: does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Delegate: every item can be selected.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Delegate: does nothing; override to act on a selection.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Delegate: every item can be deselected.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Delegate: does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

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
