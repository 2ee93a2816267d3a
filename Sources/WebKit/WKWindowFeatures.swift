import Foundation

/// What a page asked of the window it opens (`window.open`'s features). WPE tells them only after the window is
/// made, so a FrameKit app gets every value nil, as iOS gives for features the page did not name; a kiosk shows the
/// window its own way in any case.
@MainActor
open class WKWindowFeatures: NSObject {
    public let menuBarVisibility: NSNumber? = nil
    public let statusBarVisibility: NSNumber? = nil
    public let toolbarsVisibility: NSNumber? = nil
    public let allowsResizing: NSNumber? = nil
    public let x: NSNumber? = nil
    public let y: NSNumber? = nil
    public let width: NSNumber? = nil
    public let height: NSNumber? = nil
    override init() {}
}
