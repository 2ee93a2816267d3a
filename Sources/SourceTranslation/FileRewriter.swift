import SwiftSyntax

/// A replacement of a byte range of a file's text.
struct Edit {
    let range: Range<Int>
    let text: String
}

/// Finds the edits that make one file of iOS source compile without the Objective-C runtime, keeping every
/// declaration on its line so the compiler's messages point into the original file.
final class FileRewriter: SyntaxVisitor {
    private let index: ModuleIndex
    private let file: String
    private let converter: SourceLocationConverter
    private(set) var edits: [Edit] = []
    private(set) var diagnostics: [String] = []
    /// The app delegate class marked `@main` or `@UIApplicationMain`, if this file has it.
    private(set) var entryClass: String?
    private var typeStack: [String] = []
    /// Whether the enclosing declaration context exposes its members to Objective-C (`@objcMembers`, `@objc extension`).
    private var objcContext: [Bool] = []
    /// Classes whose superclass is `NSObject` that observe values: they adopt FrameKit's observer protocol.
    private(set) var keyValueObservers: [String] = []
    /// The old names renamed in this file, each reported once.
    private var reportedRenames: Set<String> = []

    /// The attributes Swift on Linux rejects, or that only mean something to the Objective-C runtime.
    static let removedAttributes: Set<String> = [
        "objc", "IBOutlet", "IBAction", "IBSegueAction", "objcMembers", "nonobjc", "UIApplicationMain", "NSManaged",
    ]
    /// Protocols whose adopters FrameKit makes with `init()` (the app and scene delegates).
    static let delegateProtocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]
    /// The classes a delegate inherits `init()` from.
    static let knownSuperclasses: Set<String> = ["UIResponder", "NSObject"]
    /// Classes FrameKit and Linux's Foundation declare without actor isolation whose members apps override. Swift 5
    /// code is compiled on the main actor by default (as Xcode compiles it against UIKit), which would put a subclass's
    /// overrides on the main actor, apart from what they override: the subclass says `nonisolated`, as it is in Xcode.
    static let nonisolatedSuperclasses: Set<String> = [
        "NSTextStorage", "NSAttributedString", "NSMutableAttributedString", "NSTextAttachment", "Operation",
        "BlockOperation", "Formatter", "NumberFormatter", "DateFormatter", "ValueTransformer", "URLProtocol", "Thread",
    ]
    /// Methods whose closure Linux's Foundation declares escaping where Apple's does not: a closure passed to one that
    /// uses `self` implicitly would not compile, so it captures `self` explicitly, which changes nothing else (the
    /// closure still runs before the call returns).
    static let escapingOnLinux: Set<String> = ["enumerateMatches"]

    init(index: ModuleIndex, file: String, tree: SourceFileSyntax) {
        self.index = index
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private var currentType: String? { typeStack.isEmpty ? nil : typeStack.joined(separator: ".") }

    private func location(_ node: some SyntaxProtocol) -> SourceLocationText {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceLocationText(file: file, line: location.line, column: location.column)
    }

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(Edit(range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, text: text))
    }

    private func insert(_ text: String, at position: AbsolutePosition) {
        edits.append(Edit(range: position.utf8Offset..<position.utf8Offset, text: text))
    }

    // MARK: Declarations

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.name.text)
        objcContext.append(node.attributes.hasAttribute("objcMembers"))
        let name = currentType!
        let adoptsDelegate = node.inheritanceClause?.inheritedTypes.contains {
            Self.delegateProtocols.contains($0.type.trimmedDescription)
        } ?? false
        if node.attributes.hasAttribute("main") || node.attributes.hasAttribute("UIApplicationMain") {
            if adoptsDelegate || node.attributes.hasAttribute("UIApplicationMain") {
                entryClass = name
                if let main = node.attributes.attribute(named: "main") { replace(main, with: "") }
            }
        }
        removeAttributes(node.attributes)
        if let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            Self.nonisolatedSuperclasses.contains(superclass),
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) })
        {
            insert("nonisolated ", at: node.classKeyword.positionAfterSkippingLeadingTrivia)
        }
        if node.attributes.hasAttribute("objcMembers") || classHasObjCMembers(name) { removePrivateAccess(node.modifiers) }
        if adoptsDelegate, let info = index.classes[name], !info.isFinal, !info.declaresInit {
            let inheritsInit = info.firstInherited.map { Self.knownSuperclasses.contains($0) || index.classes[$0] != nil } ?? false
            // FrameKit makes delegates with init(), which a non-final class satisfies only with a required one.
            insert(inheritsInit ? " required override init() { super.init() };" : " required init() {};",
                   at: node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia)
        }
        insertOptionalWitnesses(adopting: node.inheritanceClause, into: node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        typeStack.removeLast()
        objcContext.removeLast()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.extendedType.trimmedDescription)
        objcContext.append(node.attributes.hasAttribute("objc"))
        removeAttributes(node.attributes)
        insertOptionalWitnesses(adopting: node.inheritanceClause, into: node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        typeStack.removeLast()
        objcContext.removeLast()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { pop() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { pop() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        removeAttributes(node.attributes)
        if let info = index.protocols[node.name.text], node.attributes.hasAttribute("objc") {
            makeClassBound(node)
            translateOptionalRequirements(of: node, info)
        }
        return .visitChildren
    }

    /// An `@objc` protocol is class-bound (`weak var delegate: Delegate?` relies on it); without `@objc` it must say so.
    private func makeClassBound(_ node: ProtocolDeclSyntax) {
        guard let clause = node.inheritanceClause else {
            let end = node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia ?? node.name.endPositionBeforeTrailingTrivia
            insert(": AnyObject", at: end)
            return
        }
        // `NSObjectProtocol` is where iOS code finds `responds(to:)` on a delegate; FrameKit's is `ObjCObject`.
        if let inherited = clause.inheritedTypes.first(where: { $0.type.trimmedDescription == "NSObjectProtocol" }) {
            replace(inherited.type, with: "ObjCObject")
        } else if !clause.inheritedTypes.contains(where: { ["AnyObject", "class"].contains($0.type.trimmedDescription) }) {
            insert(", AnyObject", at: clause.endPositionBeforeTrailingTrivia)
        }
    }

    /// Each `optional func` becomes its witness's requirement, answered with nil by an extension written after the
    /// protocol's closing brace (on the same line).
    private func translateOptionalRequirements(of node: ProtocolDeclSyntax, _ info: ObjCProtocolInfo) {
        for member in node.memberBlock.members {
            let decl = member.decl
            let isOptional = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.optional) } ?? false
            guard isOptional else { continue }
            guard let function = decl.as(FunctionDeclSyntax.self),
                let requirement = info.optionalRequirements.first(where: {
                    $0.baseName == function.name.text && $0.labels == function.signature.parameterClause.parameters.map(\.argumentLabel)
                })
            else {
                diagnostics.append("\(location(decl)): error: an optional requirement that is not a method cannot be translated; make it a method, or give it a default in an extension of '\(info.name)'")
                continue
            }
            replace(decl, with: requirement.witnessSignature + lineBreaks(in: decl))
        }
        guard !info.optionalRequirements.isEmpty else { return }
        let defaults = info.optionalRequirements.map { "\($0.witnessSignature) { nil }" }.joined(separator: "; ")
        insert("; extension \(info.name) { \(defaults) }", at: node.memberBlock.rightBrace.endPositionBeforeTrailingTrivia)
    }

    /// In a declaration adopting protocols with optional requirements, a witness for each one the class implements.
    private func insertOptionalWitnesses(adopting inheritance: InheritanceClauseSyntax?, into members: MemberBlockSyntax) {
        guard let type = currentType, let info = index.classes[type] else { return }
        for adopted in inheritance?.inheritedTypes ?? [] {
            for requirement in index.protocols[adopted.type.trimmedDescription]?.optionalRequirements ?? []
            where info.declares(requirement.baseName, labels: requirement.labels) {
                insert(" \(requirement.witnessSignature) { \(requirement.forwardingCall) };", at: members.leftBrace.endPositionBeforeTrailingTrivia)
            }
        }
    }

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        typeStack.append(name)
        objcContext.append(false)
        return .visitChildren
    }

    private func pop() {
        typeStack.removeLast()
        objcContext.removeLast()
    }

    private func classHasObjCMembers(_ name: String) -> Bool {
        guard let info = index.classes[name] else { return false }
        return !info.methods.isEmpty || !info.properties.isEmpty
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An optional requirement was replaced whole with the protocol.
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) { return .skipChildren }
        if isObjC(node.attributes) { removePrivateAccess(node.modifiers) }
        removeAttributes(node.attributes)
        removeDynamic(node.modifiers)
        if node.name.text == "observeValue", let type = currentType, observesFirstBelowNSObject(type),
            let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) {
            // NSObject on Linux has no observeValue to override; the class adopts FrameKit's observer protocol instead.
            replace(override, with: "")
            if !keyValueObservers.contains(type) { keyValueObservers.append(type) }
        }
        return .visitChildren
    }

    /// Whether `type` is an app class whose superclasses up to `NSObject` are the app's and declare no `observeValue`.
    private func observesFirstBelowNSObject(_ type: String) -> Bool {
        guard index.classes[type]?.isDeclared == true else { return false }
        var current = index.classes[type]?.firstInherited
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            guard let info = index.classes[name], info.isDeclared else { return name == "NSObject" }
            if info.methodSignatures["observeValue"] != nil { return false }
            current = info.firstInherited
        }
        return false
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) { return .skipChildren }
        let observed = node.attributes.hasAttribute("objc") && node.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) }
            || objcContext.last == true
        if isObjC(node.attributes) || node.attributes.hasAttribute("IBInspectable") { removePrivateAccess(node.modifiers) }
        removeAttributes(node.attributes)
        removeDynamic(node.modifiers)
        if observed, currentType != nil, !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            for binding in node.bindings { announceChanges(of: binding) }
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        removeAttributes(node.attributes)
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        removeAttributes(node.attributes)
        return .visitChildren
    }

    private func isObjC(_ attributes: AttributeListSyntax) -> Bool {
        attributes.hasAttribute("objc") || attributes.hasAttribute("IBAction") || attributes.hasAttribute("IBOutlet")
            || objcContext.last == true
    }

    private func removeAttributes(_ attributes: AttributeListSyntax) {
        for element in attributes {
            guard case .attribute(let attribute) = element else { continue }
            if Self.removedAttributes.contains(attribute.attributeName.trimmedDescription) { replace(attribute, with: "") }
        }
    }

    /// `private` members cannot be reached from the class's member table, which is written in a file of its own.
    private func removePrivateAccess(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers where [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind) {
            if modifier.detail == nil { replace(modifier, with: "") }
        }
    }

    private func removeDynamic(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers where modifier.name.tokenKind == .keyword(.dynamic) { replace(modifier, with: "") }
    }

    /// Key-value observing of an `@objc dynamic` property: a `didSet` that tells FrameKit of each change.
    private func announceChanges(of binding: PatternBindingSyntax) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        let report = "ObjCKeyValueObserving.didChange(self, key: \"\(name)\", from: oldValue)"
        guard let accessorBlock = binding.accessorBlock else {
            insert(" { didSet { \(report) } }", at: binding.endPositionBeforeTrailingTrivia)
            return
        }
        // A computed property has no oldValue to report; only stored ones with observers are extended.
        guard case .accessors(let accessors) = accessorBlock.accessors,
            accessors.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
        else { return }
        if let body = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) })?.body {
            insert(" \(report);", at: body.leftBrace.endPositionBeforeTrailingTrivia)
        } else {
            insert(" didSet { \(report) }", at: accessorBlock.leftBrace.endPositionBeforeTrailingTrivia)
        }
    }

    /// Apple's unified logging (`import os`, `import os.log`, `import OSLog`) is FrameKit's `UnifiedLogging`; Foundation
    /// is imported through UIKit, so that `NSLocalizedString` is FrameKit's (which reads the preferred languages)
    /// rather than ambiguous with Foundation's.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.path.first?.name.text else { return .skipChildren }
        if first == "os" || (first == "OSLog" && node.path.count == 1) {
            replace(node.path, with: "UnifiedLogging")
        } else if first == "Foundation", node.path.count == 1, node.importKindSpecifier == nil {
            replace(node.path, with: "UIKit")
        }
        return .skipChildren
    }

    // MARK: Expressions

    /// `Bundle.main` in iOS code means the app's resources, which a SwiftPM target keeps in a bundle of its own.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        let base = node.base?.trimmedDescription
        if name == "main", base == "Bundle" {
            replace(node, with: "(AppManifest.resourceBundle ?? Bundle.main)")
        } else if name == "observeValue", base == "super", let type = currentType, observesFirstBelowNSObject(type) {
            replace(node, with: "ObjCKeyValueObserving.unhandledChange")
        } else if let renamed = MigratorRenames.notificationNames[name], base == nil || MigratorRenames.notificationTypes.contains(base!) {
            report(rename: node.trimmedDescription, to: renamed, at: node)
            replace(node, with: renamed)
            return .skipChildren
        }
        return .visitChildren
    }

    // MARK: Renames of Swift 4.2

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if let renamed = MigratorRenames.names[node.name.text] {
            report(rename: node.name.text, to: renamed, at: node)
            replace(node.name, with: renamed)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name (`.normal`) is not a global name.
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id { return .visitChildren }
        if let renamed = MigratorRenames.names[node.baseName.text] {
            report(rename: node.baseName.text, to: renamed, at: node)
            replace(node.baseName, with: renamed)
        }
        return .visitChildren
    }

    private func report(rename old: String, to new: String, at node: some SyntaxProtocol) {
        guard reportedRenames.insert(old).inserted else { return }
        diagnostics.append("\(location(node)): warning: '\(old)' is '\(new)' since Swift 4.2; the translation renames it, as Xcode's migrator would (the file is unchanged)")
    }

    /// `delegate?.name?(…)`, an optional requirement's call, calls its witness; `NSMutableAttributedString()`, which
    /// Linux's Foundation lacks (its attributed strings have no `init()`, and an extension cannot add one: `NSObject`
    /// declares it), is the empty string it means.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let method = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            Self.escapingOnLinux.contains(method)
        {
            let closures = [node.trailingClosure] + node.arguments.map { $0.expression.as(ClosureExprSyntax.self) }
            for closure in closures.compactMap({ $0 }) { captureSelf(in: closure) }
        }
        if Self.namesAttributedStringType(node.calledExpression), node.arguments.isEmpty, node.trailingClosure == nil,
            let open = node.leftParen
        {
            edits.append(Edit(range: open.endPositionBeforeTrailingTrivia.utf8Offset..<node.rightParen!.positionAfterSkippingLeadingTrivia.utf8Offset, text: "string: \"\""))
            return .visitChildren
        }
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self)
        else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text }
        let closures = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
        let requirement = index.protocols.values.lazy.flatMap(\.optionalRequirements).first {
            $0.baseName == member.declName.baseName.text && $0.parameters.count == labels.count + closures
                && Array($0.labels.prefix(labels.count)) == labels
        }
        if let requirement {
            edits.append(Edit(
                range: member.declName.positionAfterSkippingLeadingTrivia.utf8Offset..<chained.questionMark.endPositionBeforeTrailingTrivia.utf8Offset,
                text: requirement.witnessName))
        }
        return .visitChildren
    }

    /// Makes a closure inside a type capture `self` explicitly (`[self]`), unless it has a capture list already.
    private func captureSelf(in closure: ClosureExprSyntax) {
        guard !typeStack.isEmpty, closure.signature?.capture == nil else { return }
        if let signature = closure.signature {
            insert("[self] ", at: signature.positionAfterSkippingLeadingTrivia)
        } else {
            insert(" [self] in", at: closure.leftBrace.endPositionBeforeTrailingTrivia)
        }
    }

    /// Whether `expression` names an attributed-string type or its `init`: `NSMutableAttributedString`,
    /// `Foundation.NSAttributedString`, `NSAttributedString.init`.
    private static func namesAttributedStringType(_ expression: ExprSyntax) -> Bool {
        let types = ["NSAttributedString", "NSMutableAttributedString"]
        if let name = expression.as(DeclReferenceExprSyntax.self) { return types.contains(name.baseName.text) }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        switch member.declName.baseName.text {
        case "init": return namesAttributedStringType(base)
        case let type where types.contains(type):
            return ["Foundation", "UIKit"].contains(base.as(DeclReferenceExprSyntax.self)?.baseName.text)
        default: return false
        }
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            replace(node, with: "Selector(\"\(selectorName(node))\")" + lineBreaks(in: node))
        case "keyPath":
            let path = node.arguments.first?.expression.trimmedDescription ?? ""
            replace(node, with: "\"\(keyPathText(path))\"" + lineBreaks(in: node))
        default: break
        }
        return .visitChildren
    }

    /// As many line breaks as the replaced expression spanned, so later lines keep their numbers.
    private func lineBreaks(in node: some SyntaxProtocol) -> String {
        String(repeating: "\n", count: node.trimmedDescription.filter { $0 == "\n" }.count)
    }

    /// `#keyPath(Type.a.b)` is `a.b`; a first component naming a type (capitalised) is dropped.
    private func keyPathText(_ path: String) -> String {
        let components = path.filter { !$0.isWhitespace }.split(separator: ".").map(String.init)
        guard components.count > 1, let first = components.first?.first, first.isUppercase else {
            return components.joined(separator: ".")
        }
        return components.dropFirst().joined(separator: ".")
    }

    private func selectorName(_ node: MacroExpansionExprSyntax) -> String {
        guard let argument = node.arguments.first else { return "" }
        let accessor = argument.label?.text
        var expression = argument.expression
        // `#selector(self.tap)`, `#selector(ViewController.tap(_:))`: the type part names where to look.
        var typeName: String?
        var baseName: String
        var labels: [String?]?
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        if let declReference = expression.as(DeclReferenceExprSyntax.self) {
            baseName = declReference.baseName.text
            labels = declReference.argumentNames.map { $0.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text } }
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            baseName = member.declName.baseName.text
            labels = member.declName.argumentNames.map { $0.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text } }
            if let base = member.base?.trimmedDescription, base != "self", base != "Self" { typeName = base }
        } else {
            diagnostics.append("\(location(node)): error: cannot read '\(node.trimmedDescription)' as a method reference")
            return ""
        }
        switch accessor {
        case "getter": return property(baseName, in: typeName)?.key ?? baseName
        case "setter": return SelectorNaming.setter(property(baseName, in: typeName)?.key ?? baseName)
        default: break
        }
        if let method = method(baseName, labels: labels, in: typeName) { return method.selector }
        if !isDeclaredAnywhere(baseName), !FrameKitSelectors.answered.contains(baseName), !FrameKitSelectors.editActions.contains(baseName) {
            diagnostics.append("\(location(node)): error: \(node.trimmedDescription) names no method of the app's classes, and FrameKit's classes answer only \(FrameKitSelectors.answered.sorted().joined(separator: ", ")) by selector; call it from an @objc method of your own")
        }
        if let labels { return SelectorNaming.selector(baseName: baseName, labels: labels) }
        if let signatures = signatures(baseName, in: typeName) {
            guard signatures.count == 1 else {
                diagnostics.append("\(location(node)): error: '\(baseName)' is ambiguous in #selector; name its arguments, as in #selector(\(baseName)(_:))")
                return baseName
            }
            return SelectorNaming.selector(baseName: baseName, labels: signatures[0])
        }
        // A method of FrameKit's classes (`resignFirstResponder`): named without arguments, it takes none.
        return baseName
    }

    /// Whether any of the app's classes or `@objc` protocols declares a method `baseName`.
    private func isDeclaredAnywhere(_ baseName: String) -> Bool {
        index.classes.values.contains { $0.methodSignatures[baseName] != nil }
            || index.protocols.values.contains { $0.requirements.contains { $0.baseName == baseName } }
    }

    /// The classes to search for a name: the named type, or the enclosing ones, then their app superclasses.
    private func searchOrder(from typeName: String?) -> [ClassInfo] {
        var start: [String] = []
        if let typeName { start = [typeName] } else {
            var stack = typeStack
            while !stack.isEmpty {
                start.append(stack.joined(separator: "."))
                stack.removeLast()
            }
        }
        var result: [ClassInfo] = []
        for name in start {
            var current: String? = name
            var seen: Set<String> = []
            while let name = current, !seen.contains(name), let info = index.classes[name] {
                seen.insert(name)
                result.append(info)
                current = info.firstInherited
            }
        }
        return result
    }

    private func method(_ baseName: String, labels: [String?]?, in typeName: String?) -> ObjCMethodDecl? {
        for info in searchOrder(from: typeName) {
            let candidates = info.methods.filter { $0.baseName == baseName && (labels == nil || $0.parameters.map(\.label) == labels!) }
            if candidates.count == 1 { return candidates[0] }
        }
        return nil
    }

    private func signatures(_ baseName: String, in typeName: String?) -> [[String?]]? {
        for info in searchOrder(from: typeName) { if let found = info.methodSignatures[baseName] { return found } }
        return nil
    }

    private func property(_ name: String, in typeName: String?) -> ObjCPropertyDecl? {
        for info in searchOrder(from: typeName) { if let found = info.properties.first(where: { $0.name == name }) { return found } }
        return nil
    }
}
