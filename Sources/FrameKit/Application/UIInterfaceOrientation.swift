import Foundation

/// Which way the UI is up, with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    /// Not known yet.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, the device's bottom edge (the home button) on the left.
    case landscapeLeft = 4
    /// Landscape, the device's bottom edge (the home button) on the right.
    case landscapeRight = 3

    /// Whether the interface stands upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface lies on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The orientation a display rotation gives. On a portrait panel rotation 0 is `.portrait` and 90° (the UI
    /// turned clockwise, as when the device is turned counter-clockwise) is `.landscapeRight`; on a landscape panel
    /// rotation 0 is `.landscapeRight`, so the names describe what the viewer sees.
    public init(rotation: DisplayRotation, panelIsLandscape: Bool) {
        let turns = (rotation.quarterTurns + (panelIsLandscape ? 1 : 0)) % 4
        self = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft][turns]
    }

    /// The display rotation that shows this orientation; nil for `.unknown`.
    public func rotation(panelIsLandscape: Bool) -> DisplayRotation? {
        let order: [UIInterfaceOrientation] = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]
        guard let index = order.firstIndex(of: self) else { return nil }
        return DisplayRotation(rawValue: ((index + (panelIsLandscape ? 3 : 0)) % 4) * 90)
    }

    /// The mask with just this orientation.
    public var mask: UIInterfaceOrientationMask {
        self == .unknown ? [] : UIInterfaceOrientationMask(rawValue: 1 << UInt(rawValue))
    }
}

/// A set of interface orientations, with UIKit's raw values.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The mask's bits, UIKit's values.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// On its side, turned right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// On its side, turned left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Either side.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]

    /// Whether the mask allows `orientation`.
    public func contains(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation != .unknown && contains(orientation.mask)
    }
}
