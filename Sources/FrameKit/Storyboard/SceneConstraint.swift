import Foundation

/// One line of a scene's `constraints { … }` block, read as a person writes the relation:
///
///     title.top == view.safeArea.top + 20
///     photo.width == photo.height * 1.5 @ 750
///     button.top >= photo.bottom + 8
///     photo.height == 200
///
/// Items are element ids (`view` is the scene's root view) with an `NSLayoutConstraint.Attribute` name, optionally
/// through one of the item's guides (`safeArea`, `margins`, `readable`). Every view a constraint names, except the
/// root, is laid out by constraints (`translatesAutoresizingMaskIntoConstraints = false`, as Xcode makes it).
struct SceneConstraint {
    struct Anchor {
        var element: String
        var guide: Guide?
        var attribute: NSLayoutConstraint.Attribute
    }

    enum Guide: String, CaseIterable {
        case safeArea, margins, readable, keyboard
    }

    var line: Int
    var first: Anchor
    var relation: NSLayoutConstraint.Relation
    var second: Anchor?
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: UILayoutPriority = .required
    /// `NSLayoutConstraint.identifier`.
    var identifier: String?
    /// Interface Builder's object id, which outlets name.
    var objectID: String?

    static let usage =
        "expected 'ITEM.ATTRIBUTE (==|<=|>=) ITEM.ATTRIBUTE [* MULTIPLIER] [+|- CONSTANT] [@ PRIORITY]' or 'ITEM.ATTRIBUTE (==|<=|>=) CONSTANT [@ PRIORITY]'"

    static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "firstBaseline": .firstBaseline,
        "lastBaseline": .lastBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
        "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
    private static let relations: [String: NSLayoutConstraint.Relation] = [
        "==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual,
    ]
    private static let priorities: [String: UILayoutPriority] = [
        "required": .required, "high": .defaultHigh, "low": .defaultLow,
    ]

    /// Reads one line's words; the error says what was expected.
    init(
        line: Int, first: Anchor, relation: NSLayoutConstraint.Relation, second: Anchor?, multiplier: CGFloat,
        constant: CGFloat, priority: UILayoutPriority, identifier: String?, objectID: String?
    ) {
        self.line = line
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.objectID = objectID
    }

    init(words: [String], line: Int) throws(SceneConstraintError) {
        self.line = line
        var rest = words[...]
        func next() -> String? { rest.popFirst() }
        guard let firstWord = next(), let relationWord = next() else { throw SceneConstraintError(Self.usage) }
        first = try Self.anchor(firstWord)
        guard let relation = Self.relations[relationWord] else { throw SceneConstraintError("'\(relationWord)' is no relation; \(Self.usage)") }
        self.relation = relation
        guard let term = next() else { throw SceneConstraintError(Self.usage) }
        if let number = Double(term) {
            constant = CGFloat(number)
        } else {
            second = try Self.anchor(term)
            if rest.first == "*" {
                _ = next()
                multiplier = try Self.number(next(), "a multiplier after '*'")
            }
            if let sign = rest.first, sign == "+" || sign == "-" {
                _ = next()
                let value = try Self.number(next(), "a constant after '\(sign)'")
                constant = sign == "+" ? value : -value
            }
        }
        if rest.first == "@" {
            _ = next()
            guard let word = next() else { throw SceneConstraintError("expected a priority after '@' (1–1000, required, high, low)") }
            if let named = Self.priorities[word] {
                priority = named
            } else if let value = Float(word), (1...1000).contains(value) {
                priority = UILayoutPriority(value)
            } else {
                throw SceneConstraintError("'\(word)' is no priority; expected 1–1000, required, high or low")
            }
        }
        if let extra = rest.first { throw SceneConstraintError("unexpected '\(extra)'; \(Self.usage)") }
    }

    private static func number(_ word: String?, _ what: String) throws(SceneConstraintError) -> CGFloat {
        guard let word, let value = Double(word), value.isFinite else { throw SceneConstraintError("expected \(what)") }
        return CGFloat(value)
    }

    /// `element.attribute` or `element.guide.attribute`.
    private static func anchor(_ word: String) throws(SceneConstraintError) -> Anchor {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3, let attributeName = parts.last, !parts[0].isEmpty else {
            throw SceneConstraintError("'\(word)' is not ITEM.ATTRIBUTE; \(usage)")
        }
        guard let attribute = attributes[attributeName] else {
            throw SceneConstraintError("'\(attributeName)' is no layout attribute; expected one of \(attributes.keys.sorted().joined(separator: ", "))")
        }
        var guide: Guide?
        if parts.count == 3 {
            guard let named = Guide(rawValue: parts[1]) else {
                throw SceneConstraintError("'\(parts[1])' is no layout guide; expected one of \(Guide.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guide = named
        }
        return Anchor(element: parts[0], guide: guide, attribute: attribute)
    }

    /// The elements the constraint names.
    var elements: [String] { [first.element] + (second.map { [$0.element] } ?? []) }

    /// The constraint between the scene's views (`elements` by id, `root` for `view`).
    @MainActor
    func make(elements: [String: UIView], root: UIView) -> NSLayoutConstraint {
        func item(_ anchor: Anchor) -> AnyObject {
            let view = anchor.element == "view" ? root : elements[anchor.element]!
            switch anchor.guide {
            case nil: return view
            case .safeArea: return view.safeAreaLayoutGuide
            case .margins: return view.layoutMarginsGuide
            case .readable: return view.readableContentGuide
            case .keyboard: return view.keyboardLayoutGuide
            }
        }
        let constraint = NSLayoutConstraint(
            item: item(first), attribute: first.attribute, relatedBy: relation, toItem: second.map(item),
            attribute: second?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }
}

/// What is wrong with a constraint line.
struct SceneConstraintError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
