import Foundation

/// What a tab bar shows for one controller: a title and an image.
@MainActor
open class UITabBarItem {
    /// The title; follows the controller's `title` until set.
    open var title: String? { didSet { changeHandler?() } }
    /// The image above the title.
    open var image: UIImage? { didSet { changeHandler?() } }
    /// The image while the tab is selected; nil shows `image`.
    open var selectedImage: UIImage? { didSet { changeHandler?() } }
    /// A number the app may use to tell items apart.
    open var tag = 0
    /// Whether it can be tapped (dimmed when not).
    open var isEnabled = true { didSet { changeHandler?() } }
    /// A short text over the tab's corner.
    open var badgeValue: String? { didSet { changeHandler?() } }
    var changeHandler: (@MainActor () -> Void)?

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and another image for while it is selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    /// UIKit's rule: assigning the controller's `title` sets its tab bar item's.
    func controllerTitleDidChange(to new: String?) {
        title = new
    }
}

extension UIViewController {
    /// The item a tab bar shows for this controller, made on first use with the controller's title.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    /// The tab bar controller this controller is in, if any.
    public var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }
}
