import SwiftSyntax

/// Gathers the classes of one file into the module's index: their Objective-C methods and properties, and the names
/// of all their methods.
final class ModuleIndexer: SyntaxVisitor {
    private(set) var index: ModuleIndex
    /// The names of the types being visited, outermost first.
    private var typeStack: [(name: String, objcMembers: Bool)] = []

    init(index: ModuleIndex) {
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    private var currentType: String? { typeStack.isEmpty ? nil : typeStack.map(\.name).joined(separator: ".") }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = ((currentType.map { $0 + "." }) ?? "") + node.name.text
        var info = index.classInfo(name)
        info.isDeclared = true
        info.isGeneric = node.genericParameterClause != nil
        info.isFinal = node.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        info.firstInherited = inherited.first
        info.inherited += inherited
        index.classes[name] = info
        typeStack.append((node.name.text, node.attributes.hasAttribute("objcMembers")))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        if let adopted = node.inheritanceClause?.inheritedTypes.map({ $0.type.trimmedDescription }) {
            var info = index.classInfo(name)
            info.inherited += adopted
            index.classes[name] = info
        }
        typeStack.append((name, node.attributes.hasAttribute("objc")))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    // Value types and protocols have no Objective-C members; their nested classes are still visited.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.attributes.hasAttribute("objc") else { return .skipChildren }
        var info = ObjCProtocolInfo(name: node.name.text)
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            let parameters = Self.parameters(of: function)
            info.requirements.append((function.name.text, parameters.map(\.label)))
            if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) {
                info.optionalRequirements.append(OptionalRequirement(
                    baseName: function.name.text, parameters: parameters, returnType: Self.returnType(of: function)))
            }
        }
        index.protocols[info.name] = info
        return .skipChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node)
        return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = currentType, index.classes[type] != nil, node.modifiers.allSatisfy({ $0.name.text != "convenience" }) {
            index.classes[type]?.declaresInit = true
        }
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node)
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        typeStack.append((name, false))
        return .visitChildren
    }

    private var inObjCContext: Bool { typeStack.last?.objcMembers ?? false }

    private func record(_ node: FunctionDeclSyntax) {
        guard let type = currentType else { return }
        var info = index.classInfo(type)
        let parameters = Self.parameters(of: node)
        info.methodSignatures[node.name.text, default: []].append(parameters.map(\.label))
        let isStatic = node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        let isObjC = node.attributes.hasAttribute("objc") || node.attributes.hasAttribute("IBAction")
            || (inObjCContext && !node.attributes.hasAttribute("nonobjc"))
        let isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
        let usable = parameters.allSatisfy { !$0.type.hasPrefix("inout ") && !$0.type.hasSuffix("...") }
        if !isStatic, !isAsync, usable, node.genericParameterClause == nil {
            let selector = node.attributes.objcName
                ?? SelectorNaming.selector(baseName: node.name.text, labels: parameters.map(\.label))
            let method = ObjCMethodDecl(
                selector: selector, baseName: node.name.text, parameters: parameters,
                returnsValue: Self.returnType(of: node) != nil, isThrowing: node.signature.effectSpecifiers?.throwsClause != nil)
            if isObjC { info.methods.append(method) } else { info.otherMethods.append(method) }
        }
        index.classes[type] = info
    }

    private static func parameters(of function: FunctionDeclSyntax) -> [(label: String?, type: String)] {
        function.signature.parameterClause.parameters.map { ($0.argumentLabel, $0.type.trimmedDescription) }
    }

    /// The type a function returns, nil for none.
    private static func returnType(of function: FunctionDeclSyntax) -> String? {
        function.signature.returnClause.map(\.type.trimmedDescription).flatMap { ["Void", "()"].contains($0) ? nil : $0 }
    }

    private func record(_ node: VariableDeclSyntax) {
        guard let type = currentType else { return }
        let attributes = node.attributes
        let isOutlet = attributes.hasAttribute("IBOutlet")
        let isObjC = isOutlet || attributes.hasAttribute("objc") || attributes.hasAttribute("IBInspectable")
            || (inObjCContext && !attributes.hasAttribute("nonobjc"))
        let isStatic = node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        guard isObjC, !isStatic else { return }
        var info = index.classInfo(type)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let typeText = binding.typeAnnotation?.type.trimmedDescription ?? ""
            let kind: ObjCPropertyDecl.Kind =
                !isOutlet ? .value : typeText.hasPrefix("[") ? .outletCollection : .outlet
            info.properties.append(ObjCPropertyDecl(
                key: attributes.objcName ?? name, name: name, kind: kind,
                isWritable: node.bindingSpecifier.tokenKind == .keyword(.var) && binding.isWritable))
        }
        index.classes[type] = info
    }
}

extension FunctionParameterSyntax {
    /// The label a call writes, nil for `_`.
    var argumentLabel: String? { firstName.tokenKind == .wildcard ? nil : firstName.text }
}

extension PatternBindingSyntax {
    /// Whether the binding can be set: stored, or computed with a setter.
    var isWritable: Bool {
        guard let accessorBlock else { return true }
        switch accessorBlock.accessors {
        case .getter: return false
        case .accessors(let accessors):
            return accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
                || accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }
}

extension AttributeListSyntax {
    func attribute(named name: String) -> AttributeSyntax? {
        for element in self {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == name { return attribute }
        }
        return nil
    }

    func hasAttribute(_ name: String) -> Bool { attribute(named: name) != nil }

    /// The name in `@objc(name)`, if any.
    var objcName: String? {
        guard let attribute = attribute(named: "objc"), let arguments = attribute.arguments else { return nil }
        let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
        return text.isEmpty ? nil : text
    }
}
