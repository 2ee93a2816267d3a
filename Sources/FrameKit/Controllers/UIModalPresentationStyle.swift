/// How a presented controller covers its presenter, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    /// FrameKit resolves it to `.fullScreen`: kiosk screens replace each other (a documented difference from iOS 13+,
    /// where it means a page sheet).
    case automatic = -2

    /// Whether the presenter's view leaves the window, so the presenter gets disappear/appear callbacks (docs/UIKIT-BEHAVIOUR.md table d).
    var coversPresenter: Bool {
        switch self {
        case .fullScreen, .currentContext, .automatic, .none: true
        case .pageSheet, .formSheet, .custom, .overFullScreen, .overCurrentContext, .popover: false
        }
    }
}
