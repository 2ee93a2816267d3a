import Foundation

extension NSLayoutConstraint {
    /// Alignment and direction options of `constraints(withVisualFormat:options:metrics:views:)`, with UIKit's raw
    /// values.
    public struct FormatOptions: OptionSet, Sendable {
        /// The options' bits, UIKit's values.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Align the views of the format on their left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << Attribute.left.rawValue)
        /// Align them on their right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << Attribute.right.rawValue)
        /// Align them on their top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << Attribute.top.rawValue)
        /// Align them on their bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << Attribute.bottom.rawValue)
        /// Align them on their leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << Attribute.leading.rawValue)
        /// Align them on their trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << Attribute.trailing.rawValue)
        /// Align their horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << Attribute.centerX.rawValue)
        /// Align their vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << Attribute.centerY.rawValue)
        /// Align their last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << Attribute.lastBaseline.rawValue)
        /// Align their first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << Attribute.firstBaseline.rawValue)
        /// A horizontal format runs from the leading edge (the default; mirrors right to left).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from the left whatever the direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from the right.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    /// The constraints an ASCII-art format describes (`"H:|-[name]-8-[field(>=120)]-|"`), not yet active. A format
    /// that cannot be read is logged (logger `framekit.layout`) with the position of the problem, and gives no
    /// constraints, where UIKit raises an exception.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions, metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
            return try parser.parse(options: options)
        } catch {
            logger.error("\(error)")
            return []
        }
    }
}

/// Why a visual format cannot be read: the format with a caret under the problem, as UIKit's message shows it.
struct VisualFormatError: Error, CustomStringConvertible {
    let format: String
    let offset: Int
    let message: String

    var description: String {
        "Unable to parse constraint format: \(message)\n\(format)\n\(String(repeating: " ", count: offset))^"
    }
}

/// Reads Apple's visual format language:
///
///     format     = (H|V ":")? ("|" connection)? view (connection view)* (connection "|")?
///     view       = "[" name ("(" predicate ("," predicate)* ")")? "]"
///     connection = "" | "-" | "-" predicates "-"
///     predicate  = ("==" | "<=" | ">=")? (number | metric | view name) ("@" (number | metric))?
///
/// The standard space is 8 points between views and 20 to the superview's edge.
@MainActor
struct VisualFormatParser {
    private let format: [Character]
    private let text: String
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var position = 0
    /// `.directionRightToLeft`: the format runs from the right edge, so each space is measured the other way.
    private var runsRightToLeft = false

    static let standardSpacing: CGFloat = 8
    static let superviewSpacing: CGFloat = 20

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        text = format
        self.format = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat?
        var view: UIView?
        var priority: Float?
    }

    private func error(_ message: String) -> VisualFormatError {
        VisualFormatError(format: String(format), offset: position, message: message)
    }

    // MARK: Scanning

    private var current: Character? { position < format.count ? format[position] : nil }

    private mutating func take(_ character: Character) -> Bool {
        guard current == character else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ character: Character, _ what: String) throws {
        guard take(character) else { throw error("Expected \(what)") }
    }

    private mutating func identifier() -> String {
        var name = ""
        while let c = current, c.isLetter || c.isNumber || c == "_" {
            name.append(c)
            position += 1
        }
        return name
    }

    private mutating func number() -> CGFloat? {
        var digits = ""
        while let c = current, c.isNumber || c == "." || (digits.isEmpty && c == "-") {
            digits.append(c)
            position += 1
        }
        return Double(digits).map { CGFloat($0) }
    }

    /// A number or a metric's value.
    private mutating func constant() throws -> CGFloat {
        if let c = current, c.isNumber || c == "-" {
            guard let value = number() else { throw error("Expected a number") }
            return value
        }
        let start = position
        let name = identifier()
        guard !name.isEmpty else { throw error("Expected a number or a metric name") }
        guard let value = metrics[name] else {
            position = start
            throw error("\(name) is not a key in the metrics dictionary")
        }
        switch value {
        case let number as NSNumber: return CGFloat(number.doubleValue)
        case let double as Double: return CGFloat(double)
        case let float as CGFloat: return float
        case let int as Int: return CGFloat(int)
        default: throw error("Metric \(name) is not a number")
        }
    }

    private mutating func predicate() throws -> Predicate {
        var result = Predicate()
        for (token, relation) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where format[position...].starts(with: token) {
            result.relation = relation
            position += 2
        }
        let start = position
        let name = identifier()
        if !name.isEmpty, let view = views[name] {
            guard let view = view as? UIView else { throw error("\(name) is not a UIView") }
            result.view = view
        } else {
            position = start
            result.constant = try constant()
        }
        if take("@") { result.priority = Float(try constant()) }
        return result
    }

    private mutating func predicates() throws -> [Predicate] {
        guard take("(") else { return [try predicate()] }
        var list = [try predicate()]
        while take(",") { list.append(try predicate()) }
        try expect(")", "')'")
        return list
    }

    /// A connection: nil when there is none (views touch: 0), else its predicates (empty for the standard space).
    private mutating func connection() throws -> [Predicate]? {
        guard take("-") else { return nil }
        if current == "[" || current == "|" { return [] }
        let list = try predicates()
        try expect("-", "'-'")
        return list
    }

    private mutating func view() throws -> (UIView, [Predicate]) {
        try expect("[", "a view")
        let start = position
        let name = identifier()
        guard !name.isEmpty else { throw error("Expected a view name") }
        guard let view = views[name] as? UIView else {
            position = start
            throw error("\(name) is not a key in the views dictionary")
        }
        let sizes = current == "(" ? try predicates() : []
        try expect("]", "']'")
        return (view, sizes)
    }

    // MARK: Constraints

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        var vertical = false
        if format.count > 1, format[1] == ":" {
            guard format[0] == "H" || format[0] == "V" else { throw error("Expected H or V before ':'") }
            vertical = format[0] == "V"
            position = 2
        }
        let leftToRight = options.contains(.directionLeftToRight)
        runsRightToLeft = !vertical && options.contains(.directionRightToLeft)
        let (leading, trailing, size): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            vertical ? (.top, .bottom, .height)
                : runsRightToLeft ? (.right, .left, .width) : leftToRight ? (.left, .right, .width) : (.leading, .trailing, .width)
        var constraints: [NSLayoutConstraint] = []
        var pending: (item: AnyObject, attribute: NSLayoutConstraint.Attribute, spacing: [Predicate]?, toSuperview: Bool)?
        var laidOut: [UIView] = []
        if take("|") { pending = (NSNull(), leading, try connection() ?? [Predicate(constant: 0)], true) }
        repeat {
            let (view, sizes) = try self.view()
            if let previous = pending {
                let first: AnyObject = previous.toSuperview ? (view.superview ?? view) : previous.item
                if previous.toSuperview, view.superview == nil { throw error("Unable to interpret '|' because the view has no superview") }
                constraints += space(
                    previous.spacing ?? [Predicate(constant: 0)], from: first, previous.toSuperview ? leading : previous.attribute,
                    to: view, leading, standard: previous.toSuperview ? Self.superviewSpacing : Self.standardSpacing)
            }
            for predicate in sizes {
                let c = NSLayoutConstraint(
                    item: view, attribute: size, relatedBy: predicate.relation, toItem: predicate.view,
                    attribute: predicate.view == nil ? .notAnAttribute : size, multiplier: 1, constant: predicate.constant ?? 0)
                if let priority = predicate.priority { c.priority = UILayoutPriority(priority) }
                constraints.append(c)
            }
            laidOut.append(view)
            let spacing = try connection()
            if take("|") {
                guard let superview = view.superview else { throw error("Unable to interpret '|' because the view has no superview") }
                constraints += space(spacing ?? [Predicate(constant: 0)], from: view, trailing, to: superview, trailing, standard: Self.superviewSpacing)
                pending = nil
                break
            }
            pending = (view, trailing, spacing, false)
            if current == nil {
                if spacing != nil { throw error("Expected a view or '|'") }
                break
            }
        } while true
        guard current == nil else { throw error("Unexpected '\(current!)'") }
        constraints += alignments(of: laidOut, options: options, vertical: vertical)
        return constraints
    }

    /// The constraints of a connection between `first`'s `firstAttribute` and `second`'s `secondAttribute`:
    /// `second.leading = first.trailing + space`, one per predicate.
    private func space(
        _ predicates: [Predicate], from first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, to second: AnyObject,
        _ secondAttribute: NSLayoutConstraint.Attribute, standard: CGFloat
    ) -> [NSLayoutConstraint] {
        let list = predicates.isEmpty ? [Predicate(constant: standard)] : predicates
        return list.map { predicate in
            // Toward the superview's trailing edge the superview is the second item, so the relation reads the same.
            // Running right to left, x grows against the format: the earlier item is the one at least `constant`
            // further along, so the items trade places.
            let (item, attribute, other, otherAttribute) = runsRightToLeft
                ? (first, firstAttribute, second, secondAttribute) : (second, secondAttribute, first, firstAttribute)
            let c = NSLayoutConstraint(
                item: item, attribute: attribute, relatedBy: predicate.relation, toItem: other,
                attribute: otherAttribute, multiplier: 1, constant: predicate.constant ?? 0)
            if let priority = predicate.priority { c.priority = UILayoutPriority(priority) }
            return c
        }
    }

    /// `.alignAll…` options: each view after the first aligned with the first.
    private func alignments(of views: [UIView], options: NSLayoutConstraint.FormatOptions, vertical: Bool) -> [NSLayoutConstraint] {
        let attributes: [NSLayoutConstraint.Attribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
        ]
        return attributes.filter { options.rawValue & (1 << UInt($0.rawValue)) != 0 }.flatMap { attribute in
            views.dropFirst().map {
                NSLayoutConstraint(item: $0, attribute: attribute, relatedBy: .equal, toItem: views[0], attribute: attribute, multiplier: 1, constant: 0)
            }
        }
    }
}
