import Foundation

extension UIView {
    /// Adds `view` on top of the other subviews (moving it to the top if it is already one).
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: view.superview === self ? subviews.count - 1 : subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to the valid range), removing it from any other superview.
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        (window ?? view.window)?.screen.pipeline.check(.hierarchy, of: self)
        if view.superview === self {
            let from = subviews.firstIndex { $0 === view }!
            subviews.remove(at: from)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            view.setNeedsComposite(subtree: true)
            return
        }
        let oldWindow = view.window, newWindow = window
        let oldRoot = view.superview.map { $0.layoutRoot }
        if Self.activeConstraintCount > 0, let old = view.superview { view.removeConstraintsReferencingSubtree(from: old) }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.sendWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if oldWindow !== newWindow { view.sendDidMoveToWindow(newWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.setNeedsComposite(subtree: true)
        if view.needsLayoutFlag || view.subtreeNeedsLayout { view.markAncestorsNeedLayout() }
        setNeedsLayout()
        if let state = view.autoLayout, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints {
            view.markAncestorsNeedUpdateConstraints()
        }
        if Self.activeConstraintCount > 0 || view.hostedLayoutEngine != nil {
            view.autoLayout?.hostedEngine = nil
            oldRoot?.hostedLayoutEngine?.setNeedsSync()
            layoutTreeDidChange()
        }
    }

    /// Adds `view` just above `sibling` (at the top when it is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < i ? 0 : 1
        insertSubview(view, at: i + adjust)
    }

    /// Adds `view` just below `sibling` (at the top when it is not a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let adjust = view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < i ? -1 : 0
        insertSubview(view, at: i + adjust)
    }

    /// Removes the view from its superview and window, with UIKit's callbacks.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        oldWindow?.screen.pipeline.check(.hierarchy, of: parent)
        if Self.activeConstraintCount > 0 { removeConstraintsReferencingSubtree(from: parent) }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        detachFromSuperview()
        if oldWindow != nil { sendDidMoveToWindow(nil) }
        didMoveToSuperview()
        parent.setNeedsLayout()
        if Self.activeConstraintCount > 0 {
            parent.layoutTreeDidChange()
            autoLayoutState.wantsEngine = true
        }
    }

    /// Unlinks the view, damaging the screen where it was.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        if let window {
            window.screen.compositor.forget(self)
            // A first responder that leaves its window stops being one, as in UIKit.
            if let responder = window.firstResponder?.responderView, responder.isDescendant(of: self) {
                window.firstResponder = nil
            }
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Moves a subview in front of the others.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    /// Moves a subview behind the others.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps two subviews' places.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        window?.screen.pipeline.check(.hierarchy, of: self)
        subviews.swapAt(index1, index2)
        subviews[index1].setNeedsComposite(subtree: true)
        subviews[index2].setNeedsComposite(subtree: true)
    }

    /// True if the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search that starts with the receiver.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    private func sendWillMove(toWindow newWindow: UIWindow?) {
        owningController?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviews { subview.sendWillMove(toWindow: newWindow) }
    }

    /// The whole moved tree knows its window before any of it hears of the move, as in UIKit (where `window` is
    /// found by walking up): a controller's `viewIsAppearing` can make a subview first responder.
    private func sendDidMoveToWindow(_ newWindow: UIWindow?) {
        attachWindow(newWindow)
        notifyDidMoveToWindow()
        refreshAppearance()
    }

    private func attachWindow(_ newWindow: UIWindow?) {
        attachedWindow = newWindow
        // `window`, not `newWindow`: a window inside the moved tree stays the window of what it holds.
        for subview in subviews { subview.attachWindow(window) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        owningController?.rootViewDidMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }
}
