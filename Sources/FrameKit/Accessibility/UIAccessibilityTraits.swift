/// What an accessibility element is and how it behaves, with UIKit's names and raw values.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)

    /// The traits' names, for `framekit ctl describe` ("button", "selected", …).
    public var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }

    private static let named: [(trait: UIAccessibilityTraits, name: String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
        (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
        (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
        (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.tabBar, "tabBar"), (.header, "header"), (.supportsZoom, "supportsZoom"),
    ]
}

/// What a view's kind says of it to accessibility when the app has set nothing (a label's text, a button's title and
/// `.button` trait, a slider's percentage): FrameKit's views override `automaticAccessibility`, as UIKit's own views
/// answer the accessibility properties themselves.
struct AutomaticAccessibility {
    var isElement = false
    var label: String?
    var value: String?
    var traits: UIAccessibilityTraits = .none
}

/// What the app set of a view's accessibility properties; nil: not set (or set to nil, as in UIKit), so the automatic
/// value holds.
struct AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var elementsHidden = false
}
