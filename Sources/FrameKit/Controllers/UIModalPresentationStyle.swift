/// How a presented controller covers its presenter, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view leaves the window.
    case fullScreen = 0
    /// A sheet over the presenter, which stays in the window; FrameKit gives it the whole screen.
    case pageSheet
    /// A smaller centred sheet over the presenter; FrameKit gives it the whole screen, the presenter staying.
    case formSheet
    /// Covers the presenter, whose view leaves the window.
    case currentContext
    /// Shown by the transitioning delegate's presentation; the presenter stays.
    case custom
    /// Covers the screen; the presenter stays in the window, visible through clear parts.
    case overFullScreen
    /// Over the presenter, which stays in the window, visible through clear parts.
    case overCurrentContext
    /// A popover; FrameKit gives it the whole screen, the presenter staying in the window.
    case popover
    /// No presentation style (a controller not presented).
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
