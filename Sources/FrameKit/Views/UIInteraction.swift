import Foundation

/// Behaviour added to a view from outside it, as UIKit's UIInteraction (an edit menu's, for one).
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// Called before the interaction is added to `view` (nil: removed).
    func willMove(to view: UIView?)
    /// Called after the interaction is added to `view` (nil: removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// Adds `interaction`, taking it from the view it was on.
    public func addInteraction(_ interaction: UIInteraction) {
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view; one the view does not have is ignored.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
