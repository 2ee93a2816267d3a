/// Writes each class's `FrameKitObjCMembers` table, through which FrameKit calls its methods by selector and reaches
/// its properties by key.
enum MemberTables {
    static func write(_ index: ModuleIndex) -> String {
        var text = "// The Objective-C members of the app's classes, written by FrameKit's source translation.\nimport Foundation\nimport UIKit\n"
        for info in index.classes.values.sorted(by: { $0.name < $1.name }) where info.isDeclared {
            guard !info.methods.isEmpty || !info.properties.isEmpty else { continue }
            text += table(info)
            if info.isGeneric { text += genericLookup(info) }
        }
        return text
    }

    /// A generic class's table cannot be found by its mangled name; the class names it through a protocol instead.
    private static func genericLookup(_ info: ClassInfo) -> String {
        """

            extension \(info.name): ObjCGenericMembers {
                static var frameKitObjCMembers: (owner: AnyClass, table: any ObjCMembers.Type) { (\(info.name).self, FrameKitObjCMembers.self) }
            }

            """
    }

    private static func table(_ info: ClassInfo) -> String {
        let methods = info.methods.map { method(info.name, $0) }.joined(separator: ",\n")
        let properties = info.properties.map { property(info.name, $0) }.joined(separator: ",\n")
        return """

            extension \(info.name) {
                enum FrameKitObjCMembers: ObjCMembers {
                    static var methods: [ObjCMethod] {
                        [
            \(methods)
                        ]
                    }
                    static var properties: [ObjCProperty] {
                        [
            \(properties)
                        ]
                    }
                }
            }

            """
    }

    private static func method(_ type: String, _ method: ObjCMethodDecl) -> String {
        let arguments = method.parameters.enumerated().map { index, parameter in
            (parameter.label.map { "\($0): " } ?? "") + "try arguments.at(\(index), as: (\(castableType(parameter.type))).self)"
        }.joined(separator: ", ")
        let call = "\(method.isThrowing ? "try " : "")(target as! \(type)).\(escaped(method.baseName))(\(arguments))"
        let body = method.returnsValue ? "return \(call)" : "\(call); return nil"
        let argumentsName = method.parameters.isEmpty ? "_" : "arguments"
        return "                ObjCMethod(\(stringLiteral(method.selector))) { target, \(argumentsName) in \(body) }"
    }

    private static func property(_ type: String, _ property: ObjCPropertyDecl) -> String {
        "                ObjCProperty(\(stringLiteral(property.key)), \\\(type).\(escaped(property.name)), kind: .\(property.kind.rawValue))"
    }

    /// A parameter's type as a cast can name it: `UIButton!` as `UIButton?`, attributes and `__owned` dropped.
    private static func castableType(_ type: String) -> String {
        var text = type
        for prefix in ["__owned ", "__shared ", "consuming ", "borrowing ", "@escaping "] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        if text.hasSuffix("!") { text = String(text.dropLast()) + "?" }
        return text
    }

    private static func escaped(_ name: String) -> String {
        ["default", "class", "func", "init", "self", "Type", "where", "in", "is", "as", "do", "for", "if", "switch", "repeat"]
            .contains(name) ? "`\(name)`" : name
    }
}

/// The selectors FrameKit's own classes answer (their `FrameKitObjCMembers` tables; a test holds the two equal), so that
/// a `#selector` naming a method neither the app nor FrameKit has is an error at build time rather than a dead button.
enum FrameKitSelectors {
    static let answered: Set<String> = [
        "becomeFirstResponder", "resignFirstResponder",  // UIResponder
        "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay", "removeFromSuperview",  // UIView
        "goBack", "goForward", "reload", "stopLoading",  // WKWebView
    ]

    /// UIKit's standard edit actions, which apps compare in `canPerformAction(_:withSender:)` rather than send.
    static let editActions: Set<String> = [
        "cut", "copy", "paste", "pasteAndMatchStyle", "select", "selectAll", "delete", "toggleBoldface", "toggleItalics",
        "toggleUnderline", "increaseSize", "decreaseSize", "find", "findNext", "findPrevious", "rename", "duplicate", "print",
    ]
}
