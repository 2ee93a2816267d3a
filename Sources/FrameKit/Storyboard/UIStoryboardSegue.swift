import Foundation
import Logging

/// A transition from one storyboard scene's controller to another's; made for `prepare(for:sender:)` and released
/// after it is performed (docs/UIKIT-BEHAVIOUR.md §1.7). A segue's `customClass` in the storyboard is made instead
/// (through this initialiser, so a subclass overriding it must keep it `required`) and its `perform()` runs.
@MainActor
open class UIStoryboardSegue {
    /// Its identifier in the storyboard.
    public let identifier: String?
    /// The controller it starts from.
    public let source: UIViewController
    /// The controller it leads to.
    public let destination: UIViewController
    private(set) var kind = SegueDescription.Kind.present
    private var animates = true

    /// A segue; subclasses (custom segues) override `perform()`.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// The segue `description` says: of its custom class, if it names one.
    static func make(_ description: SegueDescription, source: UIViewController, destination: UIViewController) -> UIStoryboardSegue {
        let segue = (description.segueClass ?? UIStoryboardSegue.self).init(
            identifier: description.identifier, source: source, destination: destination)
        segue.kind = description.kind
        segue.animates = description.animates
        if let style = description.presentationStyle { destination.modalPresentationStyle = style }
        return segue
    }

    /// Shows the destination: `showDetail` in a split view controller's secondary column, `show`/`push`/`showDetail`
    /// otherwise push onto the source's navigation controller (presenting when there is none), `present` presents
    /// it, `unwind` pops or dismisses back to it; `embed` is done by the storyboard as the source's view loads.
    open func perform() {
        switch kind {
        case .showDetail where source.splitViewController != nil:
            source.showDetailViewController(destination, sender: nil)
        case .show, .push, .showDetail:
            if let navigation = source.navigationController {
                navigation.pushViewController(destination, animated: animates)
            } else {
                source.present(destination, animated: animates)
            }
        case .present:
            source.present(destination, animated: animates)
        case .unwind:
            if let navigation = destination.navigationController, source.navigationController === navigation {
                navigation.popToViewController(destination, animated: animates)
            } else {
                destination.dismiss(animated: animates)
            }
        case .embed:
            break
        case .custom:
            Self.logger.error(
                "custom segue '\(identifier ?? "")' of class \(type(of: self)) performs nothing: its class must override perform()")
        }
    }

    static var logger: Logger { Logger(label: "framekit.storyboard") }
}

extension UIViewController {
    /// Performs the segue `identifier` of this controller's storyboard scene without asking
    /// `shouldPerformSegue`: the destination is made (`init(coder:)`, `awakeFromNib`), then `prepare(for:sender:)`,
    /// then the transition. An unknown identifier is logged and does nothing.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard, let description = storyboard.segue(identifier: identifier, inScene: storyboardIdentifier) else {
            return Self.logger.error(
                "\(type(of: self)) has no segue '\(identifier)' (scene '\(storyboardIdentifier ?? "none")' of \(storyboard?.fileName ?? "no storyboard"))")
        }
        perform(description, storyboard: storyboard, sender: sender)
    }

    private func perform(_ description: SegueDescription, storyboard: UIStoryboard, sender: Any?) {
        let identifier = description.identifier ?? description.key
        let destination: UIViewController
        if description.kind == .unwind {
            guard let target = unwindTarget(for: description.destination, sender: sender) else {
                return Self.logger.error(
                    "unwind segue '\(identifier)': no controller below \(type(of: self)) accepts '\(description.destination)'")
            }
            destination = target
        } else {
            do { destination = try storyboard.makeViewController(scene: try storyboard.scene(description.destination)) } catch {
                return Self.logger.error("segue '\(identifier)': \(error)")
            }
        }
        let segue = UIStoryboardSegue.make(description, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        if description.kind == .unwind { StoryboardActions.send(description.destination, to: destination, sender: segue) }
        segue.perform()
    }

    /// A control in the scene triggered the segue `key`: `shouldPerformSegue` decides first (asked with the
    /// segue's identifier, as UIKit does; segues without one are not asked).
    func triggerSegue(key: String, sender: Any?) {
        guard let storyboard, let description = storyboard.segue(key: key, inScene: storyboardIdentifier) else { return }
        if let identifier = description.identifier, !shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        perform(description, storyboard: storyboard, sender: sender)
    }

    /// An embed segue of this controller's scene: the destination becomes a child shown in `container`, after
    /// `prepare(for:sender:)`.
    func embed(_ description: SegueDescription, in container: UIView, storyboard: UIStoryboard) throws {
        let child = try storyboard.makeViewController(scene: try storyboard.scene(description.destination))
        let segue = UIStoryboardSegue.make(description, source: self, destination: child)
        prepare(for: segue, sender: nil)
        addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// The nearest controller back along the navigation stack and the presenters that accepts the unwind `action`.
    private func unwindTarget(for action: String, sender: Any?) -> UIViewController? {
        var candidates: [UIViewController] = []
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller.navigationController,
                let index = navigation.viewControllers.firstIndex(where: { $0 === controller.presentationHostChild(in: navigation) })
            {
                candidates.append(contentsOf: navigation.viewControllers[..<index].reversed())
            }
            current = controller.presentingViewController
            if let presenter = current { candidates.append(contentsOf: presenter.existingControllers) }
        }
        return candidates.first { $0.canPerformUnwindSegueAction(Selector(action), from: self, sender: sender) }
    }

    /// The ancestor of this controller that is a direct child of `navigation` (itself when it is one).
    private func presentationHostChild(in navigation: UINavigationController) -> UIViewController? {
        var controller: UIViewController? = self
        while let current = controller, current.parent !== navigation { controller = current.parent }
        return controller
    }
}

extension UIViewController {
    /// Default `loadView`'s scene-file step: the controller's storyboard scene, else the nib named by `nibName` or
    /// found by the class-name rules. Returns false when no file applies (or it failed, which is logged).
    func loadViewFromSceneFile() -> Bool {
        if let storyboard, let scene = storyboardIdentifier {
            do {
                try storyboard.loadView(of: self, scene: scene)
                return true
            } catch {
                Self.logger.error("\(type(of: self)).loadView(): \(error)")
                return false
            }
        }
        let bundle = Bundle.appResources(nibBundle)
        let names = nibName.map { [$0] } ?? Self.automaticNibNames(for: type(of: self))
        let url = names.lazy.compactMap {
            UIStoryboard.sceneFileURL(named: $0, in: bundle, extension: "xib") ?? UIStoryboard.sceneFileURL(named: $0, in: bundle)
        }.first
        guard let url else {
            if let nibName {
                Self.logger.error(
                    "\(type(of: self)): no nib \(nibName).xib (or scene file \(nibName).storyboard) in \(bundle.bundlePath) or the working directory; using a plain UIView")
            }
            return false
        }
        do {
            try UIStoryboard(contentsOf: url, bundle: bundle).loadView(of: self)
            return true
        } catch {
            Self.logger.error("\(type(of: self)).loadView(): \(error)")
            return false
        }
    }
}
