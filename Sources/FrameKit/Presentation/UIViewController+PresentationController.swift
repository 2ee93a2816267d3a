import Foundation

extension UIViewController {
    /// How the controller is presented: made for its `modalPresentationStyle` on first use (before it is presented,
    /// so a sheet's detents can be set), again if the style changes before it is presented. A `.custom` style's comes
    /// from the `transitioningDelegate` when it gives one.
    public var presentationController: UIPresentationController? {
        if let existing = presentation.controller, presentation.presenting != nil || matches(existing) { return existing }
        let made = makePresentationController(presenting: nil, source: nil)
        presentation.controller = made
        return made
    }

    /// The sheet presentation controller of a page or form sheet (nil for other styles).
    public var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet else { return nil }
        return presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller of a `.popover` controller (nil for other styles).
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The coordinator of the presentation or dismissal under way (this controller's or an ancestor's), for
    /// animations alongside it; nil when none is.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        presentation.coordinator ?? parent?.transitionCoordinator
    }

    /// Whether `controller` is of the kind this controller's style calls for.
    private func matches(_ controller: UIPresentationController) -> Bool {
        switch modalPresentationStyle {
        case .pageSheet, .formSheet: controller is UISheetPresentationController
        case .popover: controller is UIPopoverPresentationController
        case .custom: !(controller is FullScreenPresentationController) || transitioningDelegate == nil
        default: controller is FullScreenPresentationController
        }
    }

    private func makePresentationController(presenting: UIViewController?, source: UIViewController?) -> UIPresentationController {
        switch modalPresentationStyle {
        case .pageSheet, .formSheet:
            return UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .popover:
            return UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            if let presenting, let custom = transitioningDelegate?.presentationController(
                forPresented: self, presenting: presenting, source: source ?? presenting)
            {
                return custom
            }
            return FullScreenPresentationController(presentedViewController: self, presenting: presenting)
        default:
            return FullScreenPresentationController(presentedViewController: self, presenting: presenting)
        }
    }

    /// The presentation controller for presenting by `host` from `source`: the one the app configured, unless the
    /// style now calls for another kind (a custom style's is asked of the transitioning delegate now, as UIKit asks).
    func presentationController(presentedBy host: UIViewController, source: UIViewController) -> UIPresentationController {
        var controller = presentation.controller
        if controller == nil || !matches(controller!) || (modalPresentationStyle == .custom && controller is FullScreenPresentationController) {
            controller = makePresentationController(presenting: host, source: source)
        }
        controller!.attach(presenting: host)
        presentation.controller = controller
        return controller!
    }
}
