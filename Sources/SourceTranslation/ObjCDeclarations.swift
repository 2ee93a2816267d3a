/// What the translator knows of the app's classes: their Objective-C members, from every file of the module, so that
/// a `#selector(name)` in one file finds the method another declares.
struct ModuleIndex {
    /// Classes by their full name (`Outer.Inner`).
    var classes: [String: ClassInfo] = [:]

    /// The class `name` as gathered so far, or a new one.
    func classInfo(_ name: String) -> ClassInfo {
        classes[name] ?? ClassInfo(name: name)
    }
}

/// A class of the app, gathered from its declaration and its extensions.
struct ClassInfo {
    /// The full name, nested types joined by dots.
    let name: String
    /// The first type of its inheritance list, when declared (a superclass or a protocol: syntax alone cannot tell).
    var firstInherited: String?
    /// Every type in its inheritance lists.
    var inherited: [String] = []
    /// Whether the class itself was declared here (not only extended).
    var isDeclared = false
    /// Whether it is generic (its members cannot be found at run time by name, so no table is written).
    var isGeneric = false
    /// Whether it is `final`.
    var isFinal = false
    /// Whether it declares an `init` taking no arguments, or any designated `init`.
    var declaresInit = false
    /// Its Objective-C methods.
    var methods: [ObjCMethodDecl] = []
    /// Its Objective-C properties.
    var properties: [ObjCPropertyDecl] = []
    /// Every method's base name and argument labels (Objective-C or not), to resolve `#selector(name)`.
    var methodSignatures: [String: [[String?]]] = [:]
}

/// A method with a selector.
struct ObjCMethodDecl {
    let selector: String
    let baseName: String
    /// Each parameter's argument label (nil for `_`) and type.
    let parameters: [(label: String?, type: String)]
    let returnsValue: Bool
    let isThrowing: Bool
}

/// A property with a key.
struct ObjCPropertyDecl {
    enum Kind: String { case outlet, outletCollection, value }
    let key: String
    let name: String
    let kind: Kind
    let isWritable: Bool
}

/// `file:line:column`, for diagnostics in the compiler's format.
struct SourceLocationText: CustomStringConvertible {
    let file: String
    let line: Int
    let column: Int
    var description: String { "\(file):\(line):\(column)" }
}

/// How Swift names a method in Objective-C: `tap()` is `tap`, `tap(_:)` is `tap:`, `tap(sender:)` is
/// `tapWithSender:`, `move(to:animated:)` is `moveTo:animated:` (a first label that is a preposition is appended
/// without "With"), and `@objc(name)` wins over all.
enum SelectorNaming {
    static func selector(baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var name = baseName
        if let first {
            name += prepositions.contains(first.lowercased()) || startsWithPreposition(first) ? capitalized(first) : "With" + capitalized(first)
        }
        name += ":"
        for label in labels.dropFirst() { name += (label ?? "") + ":" }
        return name
    }

    /// The getter's and setter's selectors of a property.
    static func getter(_ name: String) -> String { name }
    static func setter(_ name: String) -> String { "set" + capitalized(name) + ":" }

    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    private static func startsWithPreposition(_ label: String) -> Bool {
        let firstWord = label.prefix { !$0.isUppercase }
        return prepositions.contains(String(firstWord)) && firstWord.count < label.count
    }

    /// The English prepositions Swift's name translation recognises at the start of a first argument label.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]
}
