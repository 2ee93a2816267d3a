import Foundation

/// How a scene file's value is written for one type.
struct SceneValue<T> {
    let expected: String
    let parse: ([SceneToken]) -> T?
}

/// The view properties a scene file may set, per class, with the value each expects.
@MainActor
enum ViewProperties {
    private struct Entry {
        let name: String
        /// Whether views of a class have the property.
        let accepts: (UIView.Type) -> Bool
        let expected: String
        let make: ([SceneToken]) -> (@MainActor (UIView) -> Void)?
    }

    private static func entry<V: UIView, T>(
        _ name: String, _ owner: V.Type, _ value: SceneValue<T>, _ set: @escaping @MainActor (V, T) -> Void
    ) -> Entry {
        Entry(name: name, accepts: { $0 is V.Type }, expected: value.expected) { tokens in
            guard let parsed = value.parse(tokens) else { return nil }
            return { view in if let view = view as? V { set(view, parsed) } }
        }
    }

    private static let entries: [Entry] = [
        entry("frame", UIView.self, .rect) { $0.frame = $1 },
        entry("backgroundColor", UIView.self, .color) { $0.backgroundColor = $1 },
        entry("tintColor", UIView.self, .color) { $0.tintColor = $1 },
        entry("alpha", UIView.self, .number) { $0.alpha = $1 },
        entry("isHidden", UIView.self, .bool) { $0.isHidden = $1 },
        entry("tag", UIView.self, .integer) { $0.tag = $1 },
        entry("isUserInteractionEnabled", UIView.self, .bool) { $0.isUserInteractionEnabled = $1 },
        entry("clipsToBounds", UIView.self, .bool) { $0.clipsToBounds = $1 },
        entry("cornerRadius", UIView.self, .number) { $0.layer.cornerRadius = $1 },
        entry("contentMode", UIView.self, .contentMode) { $0.contentMode = $1 },
        entry("autoresizingMask", UIView.self, .autoresizingMask) { $0.autoresizingMask = $1 },
        entry("translatesAutoresizingMaskIntoConstraints", UIView.self, .bool) {
            $0.translatesAutoresizingMaskIntoConstraints = $1
        },
        entry("text", UILabel.self, .string) { $0.text = $1 },
        entry("textColor", UILabel.self, .color) { $0.textColor = $1 },
        entry("font", UILabel.self, .font) { $0.font = $1 },
        entry("textAlignment", UILabel.self, .textAlignment) { $0.textAlignment = $1 },
        entry("numberOfLines", UILabel.self, .integer) { $0.numberOfLines = $1 },
        entry("isEnabled", UIControl.self, .bool) { $0.isEnabled = $1 },
        entry("title", UIButton.self, .string) { $0.setTitle($1, for: .normal) },
        entry("titleColor", UIButton.self, .color) { $0.setTitleColor($1, for: .normal) },
        entry("font", UIButton.self, .font) { $0.titleLabel?.font = $1 },
        entry("image", UIButton.self, .image) { $0.setImage($1, for: .normal) },
        entry("image", UIImageView.self, .image) { $0.image = $1 },
        entry("axis", UIStackView.self, .axis) { $0.axis = $1 },
        entry("spacing", UIStackView.self, .number) { $0.spacing = $1 },
        entry("distribution", UIStackView.self, .distribution) { $0.distribution = $1 },
        entry("alignment", UIStackView.self, .stackAlignment) { $0.alignment = $1 },
        entry("contentSize", UIScrollView.self, .size) { $0.contentSize = $1 },
        entry("isScrollEnabled", UIScrollView.self, .bool) { $0.isScrollEnabled = $1 },
        entry("isPagingEnabled", UIScrollView.self, .bool) { $0.isPagingEnabled = $1 },
        entry("bounces", UIScrollView.self, .bool) { $0.bounces = $1 },
        entry("alwaysBounceVertical", UIScrollView.self, .bool) { $0.alwaysBounceVertical = $1 },
        entry("alwaysBounceHorizontal", UIScrollView.self, .bool) { $0.alwaysBounceHorizontal = $1 },
        entry("showsVerticalScrollIndicator", UIScrollView.self, .bool) { $0.showsVerticalScrollIndicator = $1 },
        entry("showsHorizontalScrollIndicator", UIScrollView.self, .bool) { $0.showsHorizontalScrollIndicator = $1 },
        entry("minimumZoomScale", UIScrollView.self, .number) { $0.minimumZoomScale = $1 },
        entry("maximumZoomScale", UIScrollView.self, .number) { $0.maximumZoomScale = $1 },
    ]

    /// The setter for `name = value` on views of `viewClass`, or an error naming the line and what was expected.
    static func parse(
        name: String, value: [SceneToken], for viewClass: UIView.Type, file: String, line: Int
    ) throws -> @MainActor (UIView) -> Void {
        let candidates = entries.filter { $0.name == name }
        guard let entry = candidates.first(where: { $0.accepts(viewClass) }) else {
            let known = Set(entries.filter { $0.accepts(viewClass) }.map(\.name)).sorted()
            throw StoryboardError(
                file: file, line: line,
                "\(viewClass) has no property '\(name)' a scene file can set; it can set: \(known.joined(separator: ", "))")
        }
        guard let setter = entry.make(value) else {
            let written = value.map { $0.isString ? "\"\($0.text)\"" : $0.text }.joined(separator: " ")
            throw StoryboardError(file: file, line: line, "'\(name) = \(written)': expected \(entry.expected)")
        }
        return setter
    }
}

// MARK: Value kinds

extension SceneValue {
    /// The words of a value without separating commas.
    fileprivate static func words(_ tokens: [SceneToken]) -> [String] {
        tokens.filter { $0.isString || $0.text != "," }.map(\.text)
    }

    /// Exactly `count` finite numbers, the last two (a size) not negative; nil otherwise.
    fileprivate static func dimensions(_ tokens: [SceneToken], count: Int) -> [CGFloat]? {
        let numbers = words(tokens).compactMap { Double($0) }.filter(\.isFinite)
        guard numbers.count == count, words(tokens).count == count, numbers.suffix(2).allSatisfy({ $0 >= 0 }) else { return nil }
        return numbers.map { CGFloat($0) }
    }

    fileprivate static func single(_ tokens: [SceneToken]) -> SceneToken? {
        let values = tokens.filter { $0.isString || $0.text != "," }
        return values.count == 1 ? values[0] : nil
    }

    fileprivate static func named<E>(_ table: [String: E], _ what: String) -> SceneValue<E> {
        SceneValue<E>(expected: "\(what): one of \(table.keys.sorted().joined(separator: ", "))") { tokens in
            single(tokens).flatMap { table[$0.text] }
        }
    }
}

extension SceneValue where T == CGFloat {
    static var number: SceneValue<CGFloat> {
        SceneValue(expected: "a number") { tokens in
            single(tokens).flatMap { Double($0.text) }.flatMap { $0.isFinite ? CGFloat($0) : nil }
        }
    }
}

extension SceneValue where T == Int {
    static var integer: SceneValue<Int> { SceneValue(expected: "a whole number") { single($0).flatMap { Int($0.text) } } }
}

extension SceneValue where T == Bool {
    static var bool: SceneValue<Bool> { named(["true": true, "false": false, "yes": true, "no": false], "a truth value") }
}

extension SceneValue where T == String {
    static var string: SceneValue<String> {
        SceneValue(expected: "a quoted string") { tokens in single(tokens).flatMap { $0.isString ? $0.text : nil } }
    }
}

extension SceneValue where T == CGRect {
    static var rect: SceneValue<CGRect> {
        SceneValue(expected: "four numbers: x, y, width, height") { tokens in
            dimensions(tokens, count: 4).map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
        }
    }
}

extension SceneValue where T == CGSize {
    static var size: SceneValue<CGSize> {
        SceneValue(expected: "two numbers: width, height") { tokens in
            dimensions(tokens, count: 2).map { CGSize(width: $0[0], height: $0[1]) }
        }
    }
}

extension SceneValue where T == UIColor {
    private static let names: [String: UIColor] = [
        "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray, "red": .red,
        "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta, "orange": .orange,
        "purple": .purple, "brown": .brown, "clear": .clear, "systemBlue": .systemBlue, "systemRed": .systemRed,
        "systemGreen": .systemGreen, "systemGray": .systemGray, "systemBackground": .systemBackground, "label": .label,
    ]

    static var color: SceneValue<UIColor> {
        SceneValue(expected: "a colour: #RRGGBB, #RRGGBBAA or a name (\(names.keys.sorted().joined(separator: ", ")))") {
            tokens in
            guard let token = single(tokens), !token.isString else { return nil }
            if let named = names[token.text] { return named }
            let hex = token.text.dropFirst()
            guard token.text.hasPrefix("#"), hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else {
                return nil
            }
            return hex.count == 6
                ? UIColor(rgb: value) : UIColor(rgb: value >> 8, alpha: CGFloat(value & 0xFF) / 255)
        }
    }
}

extension SceneValue where T == UIFont {
    static var font: SceneValue<UIFont> {
        SceneValue(expected: "a font: 'system SIZE', 'bold SIZE' or '\"Family Name\" SIZE'") { tokens in
            let values = tokens.filter { $0.isString || $0.text != "," }
            guard values.count == 2, let size = Double(values[1].text), size > 0, size.isFinite else { return nil }
            switch (values[0].isString, values[0].text) {
            case (false, "system"): return .systemFont(ofSize: size)
            case (false, "bold"): return .boldSystemFont(ofSize: size)
            case (true, let name): return UIFont(name: name, size: size)
            default: return nil
            }
        }
    }
}

extension SceneValue where T == UIImage {
    static var image: SceneValue<UIImage> {
        SceneValue(expected: "the quoted name of a PNG in the bundle or working directory") { tokens in
            single(tokens).flatMap { $0.isString ? UIImage(named: $0.text) : nil }
        }
    }
}

extension SceneValue where T == UIView.ContentMode {
    static var contentMode: SceneValue<UIView.ContentMode> {
        named([
            "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
            "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
            "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
        ], "a content mode")
    }
}

extension SceneValue where T == UIView.AutoresizingMask {
    private static let flags: [String: UIView.AutoresizingMask] = [
        "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth,
        "flexibleRightMargin": .flexibleRightMargin, "flexibleTopMargin": .flexibleTopMargin,
        "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
    ]

    static var autoresizingMask: SceneValue<UIView.AutoresizingMask> {
        SceneValue(expected: "flags separated by commas: \(flags.keys.sorted().joined(separator: ", "))") { tokens in
            var mask: UIView.AutoresizingMask = []
            for word in words(tokens) {
                guard let flag = flags[word] else { return nil }
                mask.insert(flag)
            }
            return mask
        }
    }
}

extension SceneValue where T == NSTextAlignment {
    static var textAlignment: SceneValue<NSTextAlignment> {
        named(["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural], "an alignment")
    }
}

extension SceneValue where T == NSLayoutConstraint.Axis {
    static var axis: SceneValue<NSLayoutConstraint.Axis> { named(["horizontal": .horizontal, "vertical": .vertical], "an axis") }
}

extension SceneValue where T == UIStackView.Distribution {
    static var distribution: SceneValue<UIStackView.Distribution> {
        named([
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ], "a distribution")
    }
}

extension SceneValue where T == UIStackView.Alignment {
    static var stackAlignment: SceneValue<UIStackView.Alignment> {
        named([
            "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
            "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
        ], "an alignment")
    }
}
