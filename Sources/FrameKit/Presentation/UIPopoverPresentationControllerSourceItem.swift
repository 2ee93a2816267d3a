import Foundation

/// What a popover can point at through `sourceItem` (iOS 16): a view or a bar button item.
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
