/// What an accessibility element is and how it behaves, with UIKit's names and raw values.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits, UIKit's values.
    public let rawValue: UInt64
    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none = UIAccessibilityTraits([])
    /// The element acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a chosen segment, a selected row).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element is a key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element sums up the screen when it appears.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's value changes often (a clock, a progress view).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts media.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be stepped up and down (a slider, a stepper).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly (a drawing area).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when its reading ends.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element heads a section.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element can be zoomed.
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
