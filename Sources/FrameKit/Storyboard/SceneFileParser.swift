import Foundation

/// One statement of a scene file: the words before `=` or `{`, the value after `=`, and the statements of its
/// `{ … }` block, with the line it starts on.
struct SceneNode {
    var line: Int
    var words: [SceneToken]
    var value: [SceneToken]?
    var children: [SceneNode]?

    /// The first word's text.
    var keyword: String { words.first?.text ?? "" }
}

/// A token: a word (identifier, number, `#colour`, `->`, `,`) or a quoted string.
struct SceneToken: Equatable {
    var text: String
    var isString: Bool
}

/// Reads the text of a scene file into statements. The grammar, line by line:
///
///     statement := word+ ( "=" value )? ( "{" newline statement* "}" )?
///
/// Words are identifiers (letters, digits, `_`, `.`), numbers, `#RRGGBB[AA]` colours, `->` and `,`; strings are
/// double-quoted with `\"`, `\\` and `\n` escapes; `//` starts a comment.
struct SceneFileParser {
    let file: String
    private var lines: [(number: Int, tokens: [SceneToken], opensBlock: Bool, closesBlock: Bool)] = []

    /// How deep blocks may nest (as deep as the XML reader lets elements), so a hostile file cannot exhaust the stack.
    static let maximumDepth = 128

    init(file: String) { self.file = file }

    /// The file's top-level statements.
    mutating func parse(_ text: String) throws -> [SceneNode] {
        lines = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            try tokenize(String(raw), line: index + 1)
        }
        var position = 0
        return try statements(&position, closing: nil, depth: 0)
    }

    private func statements(_ position: inout Int, closing opener: (line: Int, name: String)?, depth: Int) throws -> [SceneNode] {
        var nodes: [SceneNode] = []
        while position < lines.count {
            let line = lines[position]
            position += 1
            if line.closesBlock {
                guard opener != nil else { throw StoryboardError(file: file, line: line.number, "'}' without a matching '{'") }
                return nodes
            }
            var node = try statement(line.tokens, line: line.number)
            if line.opensBlock {
                guard depth < Self.maximumDepth else {
                    throw StoryboardError(file: file, line: line.number, "blocks are nested deeper than \(Self.maximumDepth)")
                }
                node.children = try statements(
                    &position, closing: (line.number, node.words.map(\.text).joined(separator: " ")), depth: depth + 1)
            }
            nodes.append(node)
        }
        if let opener {
            throw StoryboardError(
                file: file, line: opener.line, "'{' of '\(opener.name)' is never closed; expected '}' before the end of the file")
        }
        return nodes
    }

    private func statement(_ tokens: [SceneToken], line: Int) throws -> SceneNode {
        guard let equals = tokens.firstIndex(where: { !$0.isString && $0.text == "=" }) else {
            return SceneNode(line: line, words: tokens)
        }
        let words = Array(tokens[..<equals]), value = Array(tokens[(equals + 1)...])
        guard !words.isEmpty else { throw StoryboardError(file: file, line: line, "expected a name before '='") }
        guard !value.isEmpty else { throw StoryboardError(file: file, line: line, "expected a value after '='") }
        return SceneNode(line: line, words: words, value: value)
    }

    /// Splits one line into tokens; a trailing `{` opens a block, a lone `}` closes one.
    private mutating func tokenize(_ text: String, line: Int) throws {
        var tokens: [SceneToken] = []
        let chars = Array(text)
        var i = 0
        func isWordChar(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "." || c == "-" }
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" { break }
            if c == "\"" {
                var value = ""
                i += 1
                var closed = false
                while i < chars.count {
                    let d = chars[i]
                    if d == "\"" { closed = true; i += 1; break }
                    if d == "\\", i + 1 < chars.count {
                        let e = chars[i + 1]
                        value.append(e == "n" ? "\n" : e == "t" ? "\t" : e)
                        i += 2
                        continue
                    }
                    value.append(d)
                    i += 1
                }
                guard closed else { throw StoryboardError(file: file, line: line, "unterminated string; expected a closing '\"'") }
                tokens.append(SceneToken(text: value, isString: true))
                continue
            }
            if c == "-", i + 1 < chars.count, chars[i + 1] == ">" {
                tokens.append(SceneToken(text: "->", isString: false))
                i += 2
                continue
            }
            if "<>=".contains(c), i + 1 < chars.count, chars[i + 1] == "=" {
                tokens.append(SceneToken(text: String([c, "="]), isString: false))
                i += 2
                continue
            }
            if "{}=,+*@".contains(c) {
                tokens.append(SceneToken(text: String(c), isString: false))
                i += 1
                continue
            }
            if c == "#" || isWordChar(c) {
                var word = String(c)
                i += 1
                while i < chars.count, isWordChar(chars[i]), chars[i] != "-" {
                    word.append(chars[i])
                    i += 1
                }
                tokens.append(SceneToken(text: word, isString: false))
                continue
            }
            throw StoryboardError(file: file, line: line, "unexpected character '\(c)'")
        }
        guard !tokens.isEmpty else { return }
        if tokens == [SceneToken(text: "}", isString: false)] {
            lines.append((line, [], false, true))
            return
        }
        var opens = false
        if tokens.last == SceneToken(text: "{", isString: false) {
            opens = true
            tokens.removeLast()
        }
        if let stray = tokens.first(where: { !$0.isString && ($0.text == "{" || $0.text == "}") }) {
            throw StoryboardError(
                file: file, line: line, "'\(stray.text)' must end its line ('{') or stand alone on one ('}')")
        }
        guard !tokens.isEmpty else { throw StoryboardError(file: file, line: line, "'{' must follow a statement") }
        lines.append((line, tokens, opens, false))
    }
}
