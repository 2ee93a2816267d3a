/// What the translator knows of the app's classes: their Objective-C members, from every file of the module, so that
/// a `#selector(name)` in one file finds the method another declares.
struct ModuleIndex {
    /// Classes by their full name (`Outer.Inner`).
    var classes: [String: ClassInfo] = [:]
    /// The app's `@objc` protocols by name, with their method requirements.
    var protocols: [String: ObjCProtocolInfo] = [:]

    /// Makes each class's methods that implement a requirement of an `@objc` protocol it adopts Objective-C methods,
    /// as Swift does on iOS, so `responds(to:)` finds an optional requirement's implementation.
    mutating func exposeProtocolImplementations() {
        for (name, info) in classes {
            let requirements = info.inherited.compactMap { protocols[$0] }.flatMap(\.requirements)
            let implementing = info.otherMethods.filter { method in
                requirements.contains { $0.baseName == method.baseName && $0.labels == method.parameters.map(\.label) }
            }
            classes[name]?.methods += implementing
        }
    }

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
    /// Whether it is generic (its table cannot be found at run time by name, so the class adopts `ObjCGenericMembers`).
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
    /// The methods that are not `@objc` but could be: those implementing an `@objc` protocol's requirement become
    /// Objective-C methods, as Swift makes them on iOS.
    var otherMethods: [ObjCMethodDecl] = []

    /// Whether the class (its declaration or an extension) declares a method `baseName` with `labels`.
    func declares(_ baseName: String, labels: [String?]) -> Bool {
        methodSignatures[baseName]?.contains(labels) ?? false
    }
}

/// An app's `@objc protocol`: its requirements, which its adopters implement as Objective-C methods, and the
/// `optional` ones among them, which Swift without Objective-C cannot leave unimplemented.
struct ObjCProtocolInfo {
    let name: String
    /// Every method requirement's base name and labels.
    var requirements: [(baseName: String, labels: [String?])] = []
    var optionalRequirements: [OptionalRequirement] = []
}

/// An `@objc optional func` requirement. It becomes a requirement of another name (`witnessName`) returning an
/// optional, which a protocol extension answers with nil and each adopter that implements the method answers by
/// calling it; a call `delegate?.name?(…)` calls the witness.
struct OptionalRequirement {
    let baseName: String
    let parameters: [(label: String?, type: String)]
    /// The type the method returns, nil for none.
    let returnType: String?

    var labels: [String?] { parameters.map(\.label) }
    var witnessName: String { "frameKitOptional_" + baseName }

    /// The witness's declaration, without a body.
    var witnessSignature: String {
        let list = parameters.enumerated().map { index, parameter in
            "\(parameter.label ?? "_") a\(index): \(parameter.type)"
        }.joined(separator: ", ")
        return "func \(witnessName)(\(list)) -> \(optionalResult)"
    }

    /// What the witness returns: the method's result as an optional (an optional result stays one level deep, as
    /// optional chaining flattens it).
    private var optionalResult: String {
        guard var type = returnType else { return "Void?" }
        if type.hasSuffix("!") { type.removeLast() }
        return type.hasSuffix("?") ? type : "(\(type))?"
    }

    /// The call of the implementing method with the witness's arguments.
    var forwardingCall: String {
        let arguments = parameters.enumerated().map { index, parameter in
            (parameter.label.map { "\($0): " } ?? "") + "a\(index)"
        }.joined(separator: ", ")
        return "\(baseName)(\(arguments))"
    }
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
