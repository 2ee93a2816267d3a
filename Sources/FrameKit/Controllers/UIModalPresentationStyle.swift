/// How a presented controller covers its presenter, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view leaves the window.
    case fullScreen = 0
    /// A sheet over the presenter, which stays in the window (`UISheetPresentationController`): attached to the
    /// bottom edge at its detent in compact width, nearly the screen's height in regular width.
    case pageSheet
    /// A smaller sheet over the presenter: centred in regular width, as a page sheet in compact width.
    case formSheet
    /// Covers the presenter, whose view leaves the window.
    case currentContext
    /// Shown by the transitioning delegate's presentation; the presenter stays.
    case custom
    /// Covers the screen; the presenter stays in the window, visible through clear parts.
    case overFullScreen
    /// Over the presenter, which stays in the window, visible through clear parts.
    case overCurrentContext
    /// A popover beside its source (`UIPopoverPresentationController`); a sheet in compact width.
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
