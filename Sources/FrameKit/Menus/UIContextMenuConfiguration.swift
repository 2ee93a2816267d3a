import Foundation

/// Makes a context menu's menu from the actions the system suggests (none on FrameKit).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the controller a context menu previews (FrameKit shows no preview).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows for the point pressed: its menu, from `actionProvider`. FrameKit shows the menu beside
/// the view pressed, without a preview: `previewProvider` is kept, not called.
@MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Tells this configuration from others (the delegate's, or a unique one).
    public let identifier: NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration whose menu `actionProvider` makes.
    public init(
        identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu to show; nil (no provider, or it made none) shows nothing.
    func makeMenu() -> UIMenu? { actionProvider?([]) }
}
