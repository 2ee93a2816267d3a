import Foundation

extension UIScreen {
    /// The screen's traits changed from `oldTraits`: every controller of its windows hears it, then every view in
    /// them, parents before children (UIKit's `traitCollectionDidChange(_:)` order).
    func traitsDidChange(from oldTraits: UITraitCollection?) {
        let roots = windows.compactMap(\.rootViewController)
        for controller in roots.flatMap(\.existingControllers) { controller.traitCollectionDidChange(oldTraits) }
        for window in windows { window.tellTraitsChanged(from: oldTraits) }
    }
}

extension UIView {
    fileprivate func tellTraitsChanged(from oldTraits: UITraitCollection?) {
        traitCollectionDidChange(oldTraits)
        for subview in subviews { subview.tellTraitsChanged(from: oldTraits) }
    }
}
