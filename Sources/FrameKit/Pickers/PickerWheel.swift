import Foundation

/// One component of a `UIPickerView`: a scroll view of rows whose insets let the first and last rows reach the
/// middle band, that lands drags on whole rows, shows only the rows in view (reusing the rest) and fades rows by
/// their distance from the middle.
@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    private unowned let picker: UIPickerView
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    private(set) var selectedRow = -1
    private var shown: [Int: UIView] = [:]
    private var spare: [UIView] = []

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        contentInsetAdjustmentBehavior = .never
        // A wheel stops sooner than a list, and lands on its row quickly.
        decelerationRate = .fast
        delegate = self
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PickerWheel.tapped))
    }

    required init?(coder: NSCoder) { fatalError("made by UIPickerView") }

    func reload(rowCount: Int, rowHeight: CGFloat) {
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        for view in shown.values {
            view.isHidden = true
            spare.append(view)
        }
        shown.removeAll()
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        let row = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        selectedRow = row
        updateInsets()
        if row >= 0 { contentOffset = offset(of: row) }
        setNeedsLayout()
    }

    override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { sizeDidChange() } }
    }

    private func sizeDidChange() {
        updateInsets()
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if selectedRow >= 0 { contentOffset = offset(of: selectedRow) }
    }

    private func updateInsets() {
        let inset = max(0, (bounds.height - rowHeight) / 2)
        contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
    }

    private func offset(of row: Int) -> CGPoint { CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top) }

    /// The row whose middle is nearest the middle band at `offset`.
    private func row(at offset: CGFloat) -> Int {
        guard rowCount > 0 else { return -1 }
        return min(max(Int(((offset + contentInset.top) / rowHeight).rounded()), 0), rowCount - 1)
    }

    /// Turns to `row` from code: the selection changes at once, the delegate is not told.
    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        selectedRow = min(max(row, 0), rowCount - 1)
        setContentOffset(offset(of: selectedRow), animated: animated)
    }

    func shownView(row: Int) -> UIView? { shown[row] }

    // MARK: Rows

    override func layoutSubviews() {
        super.layoutSubviews()
        guard rowCount > 0, rowHeight > 0 else { return }
        let visible = bounds
        let first = max(0, Int(floor(visible.minY / rowHeight)))
        let last = min(rowCount - 1, Int(ceil(visible.maxY / rowHeight)))
        for (row, view) in shown where row < first || row > last {
            view.isHidden = true
            spare.append(view)
            shown[row] = nil
        }
        guard first <= last else { return }
        let middle = visible.midY
        for row in first...last {
            let view: UIView
            if let existing = shown[row] {
                view = existing
            } else {
                view = picker.makeView(row: row, component: component, reusing: spare.popLast())
                view.isUserInteractionEnabled = false
                if view.superview !== self { addSubview(view) }
                view.isHidden = false
                view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
                shown[row] = view
            }
            // Fully shown in the band, down to 30 % at the wheel's edges.
            let distance = abs(CGFloat(row) * rowHeight + rowHeight / 2 - middle) / max(bounds.height / 2, 1)
            view.alpha = max(0.3, 1 - 0.7 * min(distance, 1))
        }
    }

    // MARK: Landing and choosing

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let landing = row(at: targetContentOffset.pointee.y)
        if landing >= 0 { targetContentOffset.pointee = offset(of: landing) }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { cameToRest() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { cameToRest() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { cameToRest() }

    /// The user's turn ended: the row in the band is the selection, and the delegate hears of a new one.
    private func cameToRest() {
        let landed = row(at: contentOffset.y)
        guard landed >= 0, landed != selectedRow else { return }
        selectedRow = landed
        picker.userSelected(row: landed, component: component)
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        let tappedRow = row(at: tap.location(in: self).y - contentInset.top - rowHeight / 2)
        guard tappedRow >= 0, tappedRow != row(at: contentOffset.y) else { return }
        setContentOffset(offset(of: tappedRow), animated: true)
    }
}
