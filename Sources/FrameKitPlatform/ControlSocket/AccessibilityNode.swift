import Foundation

/// One node of a running app's accessibility tree, as `framekit ctl describe` receives it (one line of JSON after
/// `ok`): an element (`isElement`, with its label, value, hint, traits and identifier) or a container of elements,
/// with its frame in screen points. A test driver or a screen-reader bridge reads the same JSON.
public struct AccessibilityNode: Codable, Equatable, Sendable {
    /// The view's class ("UIButton", "LoginViewController.view" for a controller's root view).
    public var kind: String
    /// Whether it is an accessibility element (a screen reader stops on it).
    public var isElement: Bool
    /// Its accessibility label.
    public var label: String?
    /// Its value.
    public var value: String?
    /// Its hint.
    public var hint: String?
    /// Its accessibility identifier, for tests.
    public var identifier: String?
    /// Its traits by name (`button`, `selected`…).
    public var traits: [String]
    /// x, y, width, height in screen points.
    public var frame: [Double]
    /// The nodes inside it, in reading order.
    public var children: [AccessibilityNode]

    /// A node.
    public init(
        kind: String, isElement: Bool, label: String? = nil, value: String? = nil, hint: String? = nil,
        identifier: String? = nil, traits: [String] = [], frame: [Double], children: [AccessibilityNode] = []
    ) {
        self.kind = kind
        self.isElement = isElement
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.traits = traits
        self.frame = frame
        self.children = children
    }

    /// The tree as one line of JSON, for the control socket's one-line reply.
    public func jsonLine() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The tree as indented lines for people: elements with their traits, label, value, hint and identifier.
    public func outline(depth: Int = 0) -> [String] {
        let frameText = frame.map { String(Int($0.rounded())) }.joined(separator: ",")
        var line = String(repeating: "  ", count: depth) + kind
        if isElement {
            line += traits.isEmpty ? " element" : " " + traits.joined(separator: ",")
            for (name, text) in [("label", label), ("value", value), ("hint", hint), ("id", identifier)] {
                if let text { line += " \(name)=\"\(text)\"" }
            }
        }
        line += " [\(frameText)]"
        return [line] + children.flatMap { $0.outline(depth: depth + 1) }
    }
}
