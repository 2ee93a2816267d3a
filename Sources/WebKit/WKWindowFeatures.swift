import Foundation

/// What a page asked of the window it opens (`window.open`'s features). WPE tells them only after the window is
/// made, so a FrameKit app gets every value nil, as iOS gives for features the page did not name; a kiosk shows the
/// window its own way in any case.
@MainActor
open class WKWindowFeatures: NSObject {
    /// Whether the page asked for a menu bar: nil (WPE does not tell).
    public let menuBarVisibility: NSNumber? = nil
    /// Whether the page asked for a status bar: nil.
    public let statusBarVisibility: NSNumber? = nil
    /// Whether the page asked for toolbars: nil.
    public let toolbarsVisibility: NSNumber? = nil
    /// Whether the page asked for resizing: nil.
    public let allowsResizing: NSNumber? = nil
    /// The left edge asked for: nil.
    public let x: NSNumber? = nil
    /// The top edge asked for: nil.
    public let y: NSNumber? = nil
    /// The width asked for: nil.
    public let width: NSNumber? = nil
    /// The height asked for: nil.
    public let height: NSNumber? = nil
    override init() {}
}
