import FrameKitLayout

/// Something constraints can position: a view or a layout guide. Its four variables live in the coordinate space
/// of the layout engine's root view.
@MainActor
protocol LayoutItem: AnyObject {
    var layoutVariables: LayoutVariables { get }
    /// The view the item belongs to: a view itself, a guide's owning view.
    var layoutView: UIView? { get }
    /// `UIView:0x…` as in UIKit's constraint descriptions.
    var layoutDescription: String { get }
}

/// An item's rectangle in the engine: left, top, width and height.
@MainActor
final class LayoutVariables {
    let minX: Variable, minY: Variable, width: Variable, height: Variable

    init(_ name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var rect: CGRect { CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
    var all: [Variable] { [minX, minY, width, height] }
}

@MainActor
func layoutAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

/// `object` as a layout item. Views and guides are the only ones, so two class checks answer where a cast to the
/// protocol would look its conformance up at run time each time (activating constraints and syncing the engine ask
/// thousands of times on a big screen).
@MainActor
func asLayoutItem(_ object: AnyObject?) -> LayoutItem? {
    if let view = object as? UIView { return view }
    return object as? UILayoutGuide
}
