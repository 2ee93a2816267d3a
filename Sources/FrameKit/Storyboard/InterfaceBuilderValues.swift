import Foundation

/// Property setter applied to a view made from an Interface Builder element.
typealias ViewSetter = (line: Int, apply: @MainActor (UIView) -> Void)

/// How an Interface Builder element's attributes and property children (`<rect key="frame">`, `<color key=…>`,
/// `<fontDescription>`, `<state>`, `<textInputTraits>`, user-defined runtime attributes, …) become property values,
/// with the document's named and system colours. A value that cannot be read fails with its line; a value FrameKit
/// has no property for, or a missing image or font, is a warning.
@MainActor
struct InterfaceBuilderValues {
    let file: String
    let bundle: Bundle
    private(set) var warnings: [StoryboardError] = []
    private var namedColors: [String: UIColor] = [:]

    init(file: String, bundle: Bundle) {
        self.file = file
        self.bundle = bundle
    }

    mutating func warn(_ line: Int, _ message: String) {
        warnings.append(StoryboardError(file: file, line: line, message))
    }

    private func error(_ line: Int, _ message: String) -> StoryboardError { StoryboardError(file: file, line: line, message) }

    /// The document's `<namedColor>` and `<systemColor>` definitions (Xcode records the value each had).
    mutating func readResources(_ resources: MarkupElement?) throws {
        for resource in resources?.children ?? [] where resource.name == "namedColor" || resource.name == "systemColor" {
            guard let name = resource["name"], let definition = resource.child("color") else { continue }
            namedColors[name] = try color(definition)
        }
    }

    // MARK: Scalars

    func number(_ element: MarkupElement, _ name: String, default value: Double) throws -> Double {
        guard let text = element[name] else { return value }
        guard let number = Double(text), number.isFinite else {
            throw error(element.line, "\(name)=\"\(text)\" is not a number")
        }
        return number
    }

    func flag(_ element: MarkupElement, _ name: String) throws -> Bool? {
        switch element[name] {
        case nil: return nil
        case "YES": return true
        case "NO": return false
        case let other?: throw error(element.line, "\(name)=\"\(other)\" is not YES or NO")
        }
    }

    func named<T>(_ element: MarkupElement, _ name: String, _ table: [String: T]) throws -> T? {
        guard let text = element[name] else { return nil }
        guard let value = table[text] else {
            throw error(element.line, "\(name)=\"\(text)\" is not one of \(table.keys.sorted().joined(separator: ", "))")
        }
        return value
    }

    // MARK: Colours, fonts, images

    /// `<color>` in any of Xcode's forms: components (sRGB, calibrated, device or Display P3 — all drawn as sRGB),
    /// white, a system colour or a named colour.
    func color(_ element: MarkupElement) throws -> UIColor {
        if let name = element["systemColor"] ?? element["name"] ?? element["cocoaTouchSystemColor"] {
            if let color = namedColors[name] ?? Self.systemColors[name] ?? UIColor(named: name, in: bundle, compatibleWith: nil) {
                return color
            }
            throw error(element.line, "colour '\(name)' is not defined in the document's resources or the bundle's asset catalogs")
        }
        let alpha = CGFloat(try number(element, "alpha", default: 1))
        if element["white"] != nil { return UIColor(white: CGFloat(try number(element, "white", default: 0)), alpha: alpha) }
        guard element["red"] != nil || element["green"] != nil || element["blue"] != nil else {
            throw error(element.line, "<color> has no components, white, systemColor or name")
        }
        return UIColor(
            red: CGFloat(try number(element, "red", default: 0)), green: CGFloat(try number(element, "green", default: 0)),
            blue: CGFloat(try number(element, "blue", default: 0)), alpha: alpha)
    }

    /// Xcode's names for the system colours (`labelColor`): the dynamic colours themselves.
    private static let systemColors: [String: UIColor] = {
        let colors: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan,
            .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray, .systemGray2,
            .systemGray3, .systemGray4, .systemGray5, .systemGray6, .label, .secondaryLabel, .tertiaryLabel,
            .quaternaryLabel, .placeholderText, .link, .separator, .opaqueSeparator, .systemFill,
            .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill, .systemBackground,
            .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
            .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .lightText, .darkText,
        ]
        let names = [
            "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
            "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2",
            "systemGray3", "systemGray4", "systemGray5", "systemGray6", "label", "secondaryLabel", "tertiaryLabel",
            "quaternaryLabel", "placeholderText", "link", "separator", "opaqueSeparator", "systemFill",
            "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemBackground",
            "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
            "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "lightText", "darkText",
        ]
        var table = Dictionary(uniqueKeysWithValues: zip(names.map { $0 + "Color" }, colors))
        table["groupTableViewBackgroundColor"] = .systemGroupedBackground
        return table
    }()

    /// `<fontDescription>`: system (with weight), bold or italic system, a text style, or a named font (a missing one
    /// is a warning and the system font of the size).
    mutating func font(_ element: MarkupElement) throws -> UIFont {
        // Xcode writes 0 for "the default size" (17, UIKit's).
        let written = CGFloat(try number(element, "pointSize", default: 17))
        guard written >= 0 else { throw error(element.line, "pointSize \(written) is negative") }
        let size = written == 0 ? 17 : written
        if let style = element["style"] { return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system":
            let weight = try named(element, "weight", Self.weights) ?? .regular
            return .systemFont(ofSize: size, weight: weight)
        default:
            guard let name = element["name"] else { throw error(element.line, "<fontDescription> has no type, style or name") }
            if let font = UIFont(name: name, size: size) { return font }
            warn(element.line, "font '\(name)' is not installed; using the system font (install it or add it to fontconfig's path)")
            return .systemFont(ofSize: size)
        }
    }

    private static let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// The image `name` from the bundle; a missing one is a warning (UIKit logs it too) and nil.
    mutating func image(_ name: String?, line: Int) -> UIImage? {
        guard let name else { return nil }
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) ?? UIImage(named: name) { return image }
        warn(line, "image '\(name)' is not in the bundle's resources or asset catalogs")
        return nil
    }

    // MARK: Controllers

    mutating func controllerProperties(_ element: MarkupElement) throws -> [@MainActor (UIViewController) -> Void] {
        var setters: [@MainActor (UIViewController) -> Void] = []
        if let item = element.child("navigationItem", key: "navigationItem"), let title = item["title"] {
            setters.append { $0.navigationItem.title = title }
        }
        if let item = element.child("tabBarItem", key: "tabBarItem") {
            let image = image(item["image"], line: item.line)
            let title = item["title"]
            let tag = Int(try number(item, "tag", default: 0))
            setters.append { $0.tabBarItem = UITabBarItem(title: title, image: image, tag: tag) }
        }
        if let style = try named(element, "modalPresentationStyle", Self.presentationStyles) {
            setters.append { $0.modalPresentationStyle = style }
        }
        if element.name == "splitViewController", let style = try named(element, "style", Self.splitStyles) {
            // Before the columns are set: the column form wraps them in navigation controllers.
            setters.append { ($0 as? UISplitViewController)?.style = style }
        }
        return setters
    }

    static let splitStyles: [String: UISplitViewController.Style] = [
        "unspecified": .unspecified, "doubleColumn": .doubleColumn, "tripleColumn": .tripleColumn,
    ]

    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "popover": .popover,
        "automatic": .automatic, "custom": .custom,
    ]
}
