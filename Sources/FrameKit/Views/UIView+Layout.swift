import Foundation

extension UIView {
    /// Marks the view for layout in the next pass and returns at once; calls in one turn coalesce into one
    /// `layoutSubviews`.
    public func setNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        markAncestorsNeedLayout()
    }

    /// Flags the path to the root (what `layoutIfNeeded` follows) and queues the view for its screen's next layout
    /// phase.
    func markAncestorsNeedLayout() {
        var v = superview
        while let current = v, !current.subtreeNeedsLayout {
            current.subtreeNeedsLayout = true
            v = current.superview
        }
        window?.screen.pipeline.scheduleLayout(self)
    }

    /// How many ancestors the view has: the layout phase lays out shallower views first.
    var depth: Int {
        var count = 0
        var v = superview
        while let current = v {
            count += 1
            v = current.superview
        }
        return count
    }

    /// Whether a layout pass is pending for this view.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Updates constraints and lays out this view's subtree now if anything in it is pending; otherwise does nothing.
    /// Layout that invalidates layout again is followed up, a bounded number of times.
    public func layoutIfNeeded() {
        let root = layoutRoot
        for _ in 0..<Self.maximumLayoutPasses {
            root.constraintPass()
            layoutPass()
            guard needsLayoutFlag || subtreeNeedsLayout else { return }
        }
    }

    /// Top-down: each dirty view gets exactly one `layoutSubviews` per pass; views its layout dirties further down
    /// are reached later in the same pass.
    func layoutPass() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            performLayout()
        }
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        var i = 0
        while i < subviews.count {
            let subview = subviews[i]
            if subview.needsLayoutFlag || subview.subtreeNeedsLayout { subview.layoutPass() }
            i += 1
        }
    }

    /// Runs `layoutSubviews`, between the owning controller's `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews`, with the view's traits current (dynamic colours set there resolve as the view's).
    func performLayout() {
        performWithAppearance {
            guard let controller = owningController else { return layoutSubviews() }
            controller.updateContentUnavailableBeforeLayout()
            controller.viewWillLayoutSubviews()
            layoutSubviews()
            controller.viewDidLayoutSubviews()
        }
    }

    /// Springs and struts: distributes the superview's size change among the flexible margins and size of each
    /// axis in proportion to their current lengths, as UIKit does.
    func autoresize(superviewOldSize old: CGSize, newSize new: CGSize) {
        let mask = autoresizingMask
        var f = frame
        (f.origin.x, f.size.width) = Self.distribute(
            delta: new.width - old.width, start: f.minX, length: f.width, end: old.width - f.maxX,
            flexStart: mask.contains(.flexibleLeftMargin), flexLength: mask.contains(.flexibleWidth),
            flexEnd: mask.contains(.flexibleRightMargin))
        (f.origin.y, f.size.height) = Self.distribute(
            delta: new.height - old.height, start: f.minY, length: f.height, end: old.height - f.maxY,
            flexStart: mask.contains(.flexibleTopMargin), flexLength: mask.contains(.flexibleHeight),
            flexEnd: mask.contains(.flexibleBottomMargin))
        frame = f
    }

    private static func distribute(
        delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat, flexStart: Bool, flexLength: Bool, flexEnd: Bool
    ) -> (CGFloat, CGFloat) {
        guard delta != 0, flexStart || flexLength || flexEnd else { return (start, length) }
        let parts = [(flexStart, max(start, 0)), (flexLength, max(length, 0)), (flexEnd, max(end, 0))]
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(flexible.count)
        }
        return (start + share(parts[0]), max(0, length + share(parts[1])))
    }
}
