/// Writes each class's `FrameKitObjCMembers` table, through which FrameKit calls its methods by selector and reaches
/// its properties by key.
enum MemberTables {
    static func write(_ index: ModuleIndex) -> String {
        var text = "// The Objective-C members of the app's classes, written by FrameKit's source translation.\nimport Foundation\nimport UIKit\n"
        for info in index.classes.values.sorted(by: { $0.name < $1.name }) where info.isDeclared && !info.isGeneric {
            guard !info.methods.isEmpty || !info.properties.isEmpty else { continue }
            text += table(info)
        }
        return text
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
