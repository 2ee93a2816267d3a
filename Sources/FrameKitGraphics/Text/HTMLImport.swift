import CXMLReader
import Foundation

/// HTML read into an attributed string the way UIKit's importer styles it (WebKit's default style sheet, a 12-point
/// Times New Roman base): block elements end lines, inline elements and inline CSS set the attributes of their text,
/// whitespace collapses outside `<pre>`. libxml2's HTML parser recovers from any input; the walk never recurses.
enum HTMLImport {
    /// Whether text starts (after whitespace) with a tag or a doctype, as UIKit's guess of an unnamed document's type.
    static func looksLikeHTML(_ text: String) -> Bool {
        text.drop { $0.isWhitespace }.hasPrefix("<")
    }

    static func attributedString(html: String) throws -> NSAttributedString {
        let builder = Builder()
        var reason = [CChar](repeating: 0, count: 256)
        var utf8 = Array(html.utf8)
        let status = withMarkupHandler(builder) { handler in
            fk_html_read(&utf8, utf8.count, &handler, &reason, reason.count)
        }
        guard status == 0 else {
            let message = String(decoding: reason.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "HTML could not be read: \(message)"])
        }
        return builder.finish()
    }

    /// What an element and its ancestors make of its text.
    struct Style {
        var family: String
        var size: CGFloat = 12
        var bold = false
        var italic = false
        var color: UIColor = .black
        var background: UIColor?
        var underline = false
        var strikethrough = false
        var link: URL?
        var alignment: NSTextAlignment?
        var preformatted = false

        var attributes: [NSAttributedString.Key: Any] {
            var attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont(familyName: family, fontName: family, size: size, weight: bold ? .bold : .regular, italic: italic),
                .foregroundColor: color,
            ]
            if let background { attributes[.backgroundColor] = background }
            if underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
            if strikethrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
            if let link { attributes[.link] = link }
            if let alignment {
                let paragraph = NSMutableParagraphStyle()
                paragraph.alignment = alignment
                attributes[.paragraphStyle] = paragraph
            }
            return attributes
        }
    }

    /// Builds the string as the parser walks the document.
    final class Builder: MarkupReceiver {
        private let output = RunReleasingMutableAttributedString(string: "")
        /// The output's characters as a Swift string, for its last character (Foundation would bridge all of it).
        private var characters = ""
        /// Open elements: their names, styles, and the number of the next item when they are ordered lists.
        private var open: [(name: String, style: Style, nextItem: Int?)] = []
        private var style: Style { open.last?.style ?? Builder.baseStyle }

        static let baseStyle = Style(family: Fonts.family(named: "Times New Roman") ?? Fonts.family(named: "serif") ?? UIFont.systemFamilyName)
        static let blocks: Set<String> = [
            "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre", "tr", "table",
            "section", "article", "header", "footer", "nav", "aside", "main", "dl", "dt", "dd", "figure", "hr", "address",
            "center", "fieldset",
        ]
        /// WebKit's heading sizes, as multiples of the base size.
        static let headingScale: [String: CGFloat] = ["h1": 2, "h2": 1.5, "h3": 1.17, "h4": 1, "h5": 0.83, "h6": 0.67]

        func start(name: String, attributes: [String: String], line: Int) {
            let name = name.lowercased()
            var style = style
            var nextItem: Int?
            switch name {
            case "b", "strong", "th": style.bold = true
            case "i", "em", "cite", "var", "dfn", "address": style.italic = true
            case "u", "ins": style.underline = true
            case "s", "strike", "del": style.strikethrough = true
            case "code", "tt", "kbd", "samp": style.family = Fonts.monospaced
            case "pre":
                style.family = Fonts.monospaced
                style.preformatted = true
            case "center": style.alignment = .center
            case "ol": nextItem = 1
            case "a":
                if let href = attributes["href"], let url = URL(string: href) {
                    style.link = url
                    style.color = UIColor(red: 0, green: 0, blue: 238 / 255, alpha: 1)
                    style.underline = true
                }
            case "font":
                if let color = attributes["color"].flatMap(CSS.color) { style.color = color }
                if let family = attributes["face"].flatMap(Fonts.family(named:)) { style.family = family }
            default:
                if let scale = Self.headingScale[name] {
                    style.bold = true
                    style.size = Builder.baseStyle.size * scale
                }
            }
            if let align = attributes["align"] { style.alignment = CSS.alignment(align) ?? style.alignment }
            if let declarations = attributes["style"] { CSS.apply(declarations, to: &style) }
            if Self.blocks.contains(name) { endLine(style) }
            switch name {
            case "br": append("\n", style)
            case "li": append(listMarker(), style)
            case "td", "th": if open.last?.name == "tr", !characters.isEmpty, characters.last != "\n" { append("\t", style) }
            default: break
            }
            open.append((name, style, nextItem))
        }

        func end() {
            guard let element = open.popLast() else { return }
            if Self.blocks.contains(element.name) { endLine(element.style) }
        }

        func text(_ text: String) {
            let style = style
            guard !style.preformatted else { return append(text, style) }
            var collapsed = ""
            var lastWasSpace = characters.last.map { $0 == " " || $0 == "\n" || $0 == "\t" } ?? true
            for character in text {
                if character.isWhitespace && character != "\u{00A0}" {
                    if !lastWasSpace { collapsed.append(" ") }
                    lastWasSpace = true
                } else {
                    collapsed.append(character)
                    lastWasSpace = false
                }
            }
            append(collapsed, style)
        }

        func finish() -> NSAttributedString { output }

        /// Ends the line the text is on, if it has text, dropping a space collapsed at its end.
        private func endLine(_ style: Style) {
            if characters.last == " " {
                output.deleteCharacters(in: NSRange(location: output.length - 1, length: 1))
                characters.removeLast()
            }
            guard let last = characters.last, last != "\n" else { return }
            append("\n", style)
        }

        /// A list item's bullet, or its number in an ordered list.
        private func listMarker() -> String {
            guard let list = open.lastIndex(where: { $0.name == "ul" || $0.name == "ol" }) else { return "•\t" }
            guard let number = open[list].nextItem else { return "•\t" }
            open[list].nextItem = number + 1
            return "\(number).\t"
        }

        /// Adds `text` in `style` to the one string being built (no attributed string made for each piece: Foundation
        /// on Linux never frees an attributed string's runs).
        private func append(_ text: String, _ style: Style) {
            guard !text.isEmpty else { return }
            let start = output.length
            output.replaceCharacters(in: NSRange(location: start, length: 0), with: text)
            output.setAttributes(style.attributes, range: NSRange(location: start, length: text.utf16.count))
            characters += text
        }
    }

    /// The font families HTML names, resolved to ones installed.
    enum Fonts {
        static let monospaced = family(named: "monospace") ?? UIFont.systemFamilyName

        /// The family a CSS or `<font face>` list names first that is installed, generic names as fontconfig reads them.
        static func family(named list: String) -> String? {
            for name in list.split(separator: ",") {
                let name = name.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")).lowercased()
                switch name {
                case "-apple-system", "system-ui", "blinkmacsystemfont", "helvetica", "helvetica neue", "arial", "sans-serif":
                    return UIFont.systemFamilyName
                case "courier", "courier new", "menlo", "monaco":
                    return family(named: "monospace")
                default:
                    if let font = UIFont(name: name, size: 12) { return font.familyName }
                }
            }
            return nil
        }
    }

    /// The inline CSS the importer reads.
    enum CSS {
        static func apply(_ declarations: String, to style: inout Style) {
            for declaration in declarations.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                guard parts.count == 2 else { continue }
                let value = parts[1].replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespaces)
                switch parts[0] {
                case "color": style.color = color(value) ?? style.color
                case "background-color", "background": style.background = color(value) ?? style.background
                case "font-size": style.size = size(value, current: style.size) ?? style.size
                case "font-weight": style.bold = value == "bold" || value == "bolder" || (Int(value) ?? 400) >= 600
                case "font-style": style.italic = value == "italic" || value == "oblique"
                case "font-family": style.family = Fonts.family(named: value) ?? style.family
                case "text-decoration", "text-decoration-line":
                    style.underline = value.contains("underline")
                    style.strikethrough = value.contains("line-through")
                case "text-align": style.alignment = alignment(value) ?? style.alignment
                default: continue
                }
            }
        }

        static func alignment(_ value: String) -> NSTextAlignment? {
            switch value.lowercased() {
            case "left", "start": .left
            case "right", "end": .right
            case "center": .center
            case "justify": .justified
            default: nil
            }
        }

        /// A size in pixels (points in UIKit), points, ems, percent or a keyword; nil when unreadable or not positive.
        static func size(_ value: String, current: CGFloat) -> CGFloat? {
            let keywords: [String: CGFloat] = [
                "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32,
            ]
            if let size = keywords[value] { return size }
            let units: [(String, (Double) -> Double)] = [
                ("px", { $0 }), ("pt", { $0 * 4 / 3 }), ("em", { $0 * Double(current) }), ("%", { $0 * Double(current) / 100 }),
            ]
            for (unit, convert) in units where value.hasSuffix(unit) {
                guard let number = Double(value.dropLast(unit.count).trimmingCharacters(in: .whitespaces)) else { return nil }
                let size = convert(number)
                return size.isFinite && size > 0 && size <= 1000 ? CGFloat(size) : nil
            }
            return nil
        }

        static let named: [String: UInt32] = [
            "black": 0x000000, "white": 0xFFFFFF, "red": 0xFF0000, "green": 0x008000, "blue": 0x0000FF,
            "yellow": 0xFFFF00, "gray": 0x808080, "grey": 0x808080, "orange": 0xFFA500, "purple": 0x800080,
            "silver": 0xC0C0C0, "maroon": 0x800000, "navy": 0x000080, "teal": 0x008080, "olive": 0x808000,
            "lime": 0x00FF00, "aqua": 0x00FFFF, "cyan": 0x00FFFF, "fuchsia": 0xFF00FF, "magenta": 0xFF00FF,
        ]

        /// `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(…)`, `rgba(…)`, a basic colour name or `transparent`.
        static func color(_ value: String) -> UIColor? {
            let value = value.trimmingCharacters(in: .whitespaces).lowercased()
            if value == "transparent" { return .clear }
            if let rgb = named[value] { return color(rgb: rgb, alpha: 1) }
            if value.hasPrefix("#") {
                var hex = String(value.dropFirst())
                if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
                guard hex.count == 6 || hex.count == 8, let number = UInt32(hex, radix: 16) else { return nil }
                return hex.count == 6 ? color(rgb: number, alpha: 1) : color(rgb: number >> 8, alpha: CGFloat(number & 0xFF) / 255)
            }
            guard value.hasPrefix("rgb"), let open = value.firstIndex(of: "("), let close = value.lastIndex(of: ")"), open < close
            else { return nil }
            let numbers = value[value.index(after: open)..<close].split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard numbers.count == 3 || numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
            let channel = { (n: Double) in CGFloat(min(max(n, 0), 255) / 255) }
            return UIColor(
                red: channel(numbers[0]), green: channel(numbers[1]), blue: channel(numbers[2]),
                alpha: numbers.count == 4 ? CGFloat(min(max(numbers[3], 0), 1)) : 1)
        }

        private static func color(rgb: UInt32, alpha: CGFloat) -> UIColor {
            UIColor(
                red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255,
                alpha: alpha)
        }
    }
}
