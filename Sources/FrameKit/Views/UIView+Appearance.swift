import Foundation

/// Light and dark: how a view's appearance follows its window's, its controllers' and its own
/// `overrideUserInterfaceStyle`, and what changes when it does.
extension UIView {
    /// The appearance this view has under a parent whose appearance is `inherited`: its controller's override and
    /// presentation level, then its own override.
    func appearance(under inherited: ViewAppearance) -> ViewAppearance {
        var appearance = inherited
        if let controller = owningController { appearance = controller.appearance(over: appearance) }
        return appearance.overridden(by: overrideUserInterfaceStyle)
    }

    /// The view's appearance now: the one kept while it is in a window, else worked out from its ancestors.
    var currentAppearance: ViewAppearance {
        if window != nil { return appliedAppearance }
        return appearance(under: superview?.currentAppearance ?? .screen)
    }

    /// Runs `body` with `UITraitCollection.current` set to this view's traits when they differ in appearance (what
    /// dynamic colours resolve against in its `draw(_:)`, `layoutSubviews()` and text layouts). The appearance kept
    /// for the view decides (a view out of a window has the one it last had there, or its screen's): this runs for
    /// every view laid out and drawn, and a view joining a window with another appearance is laid out and drawn
    /// again anyway.
    func performWithAppearance<Result>(_ body: () -> Result) -> Result {
        if appliedAppearance.isCurrent { return body() }
        return ColorResolution.perform(with: traitCollection, body)
    }

    /// Works the appearance of this view and everything under it out again (an override changed, the view moved
    /// into a window); views whose appearance changed redraw, and hear `traitCollectionDidChange(_:)` — their
    /// controllers first, parents before children — unless `tell` is false (the screen tells everyone itself).
    func refreshAppearance(tell: Bool = true) {
        guard window != nil else { return }
        var changed: [(UIView, ViewAppearance)] = []
        apply(appearance(under: superview?.appliedAppearance ?? .screen), recordingChangesIn: &changed)
        guard tell, !changed.isEmpty else { return }
        let screenTraits = window?.screen.traitCollection ?? UITraitCollection()
        for (view, old) in changed {
            view.owningController?.traitCollectionDidChange(old.applied(to: screenTraits))
        }
        for (view, old) in changed { view.traitCollectionDidChange(old.applied(to: screenTraits)) }
    }

    private func apply(_ appearance: ViewAppearance, recordingChangesIn changed: inout [(UIView, ViewAppearance)]) {
        if appearance != appliedAppearance {
            changed.append((self, appliedAppearance))
            appliedAppearance = appearance
            performWithAppearance { appearanceDidChange() }
        }
        for subview in subviews { subview.apply(subview.appearance(under: appearance), recordingChangesIn: &changed) }
    }
}

extension UIViewController {
    /// A controller's appearance over what its parent or presenter has: its override, and the elevated level when
    /// it is presented as a sheet or popover.
    func appearance(over inherited: ViewAppearance) -> ViewAppearance {
        var appearance = inherited.overridden(by: overrideUserInterfaceStyle)
        if presentation.presenting != nil, [.pageSheet, .formSheet, .popover].contains(modalPresentationStyle) {
            appearance.level = .elevated
        }
        return appearance
    }

    /// The controller's appearance: its view's when that is in a window, else its parent's (or presenter's, or
    /// the screen's) with its own override.
    var currentAppearance: ViewAppearance {
        if let view = loadedView, view.window != nil { return view.appliedAppearance }
        let inherited = parent?.currentAppearance ?? presentation.presenting?.currentAppearance ?? .screen
        return appearance(over: inherited)
    }
}
