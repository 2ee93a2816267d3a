import Foundation
import SwiftParser
import SwiftSyntax

/// Translates an iOS app's Swift sources so that they compile against FrameKit on Linux, where Swift has no
/// Objective-C runtime: `@objc`, `@IBOutlet`, `#selector`, `#keyPath`, `@objc dynamic` and Xcode's app delegate become
/// FrameKit's mechanisms (docs/ARCHITECTURE.md, "Objective-C syntax"). The app's files are not changed: the
/// translation is written elsewhere, line for line, with `#sourceLocation` pointing the compiler's messages at the
/// originals.
public struct SourceTranslator {
    /// A source file: where it is (as messages should name it) and its text.
    public struct File {
        public let path: String
        public let text: String
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// What the translation gives: a translated text per input file, the module's member tables and entry point, and
    /// errors in the compiler's `file:line:column: error:` form.
    public struct Result {
        public var files: [String]
        public var support: String
        public var diagnostics: [String]
    }

    /// Facts about the app that its sources do not say (Info.plist's, the package's).
    public struct AppFacts {
        /// Whether the target has a SwiftPM resource bundle, which stands in for iOS's main bundle.
        public var hasResourceBundle = false
        /// The module the sources are compiled into.
        public var moduleName: String?
        /// The app's Info.plist.
        public var infoPlist = InfoPlistFacts()
        public init(hasResourceBundle: Bool = false, moduleName: String? = nil, infoPlist: InfoPlistFacts = InfoPlistFacts()) {
            self.hasResourceBundle = hasResourceBundle
            self.moduleName = moduleName
            self.infoPlist = infoPlist
        }
    }

    public init() {}

    public func translate(_ files: [File], facts: AppFacts = AppFacts()) -> Result {
        let trees = files.map { Parser.parse(source: $0.text) }
        var index = ModuleIndex()
        for tree in trees {
            let indexer = ModuleIndexer(index: index)
            indexer.walk(tree)
            index = indexer.index
        }
        index.exposeProtocolImplementations()
        var diagnostics: [String] = []
        var entryClasses: [String] = []
        var outputs: [String] = []
        var observers: [String] = []
        for (file, tree) in zip(files, trees) {
            let rewriter = FileRewriter(index: index, file: file.path, tree: tree)
            rewriter.walk(tree)
            diagnostics += rewriter.diagnostics
            if let entry = rewriter.entryClass { entryClasses.append(entry) }
            observers += rewriter.keyValueObservers
            outputs.append(
                "#sourceLocation(file: \(stringLiteral(file.path)), line: 1)\n" + apply(rewriter.edits, to: file.text)
                    + "\n#sourceLocation()\n")
        }
        if entryClasses.count > 1 {
            diagnostics.append("error: more than one app entry point (@main or @UIApplicationMain): \(entryClasses.joined(separator: ", "))")
        }
        let support = MemberTables.write(index)
            + observers.map { "\nextension \($0): ObjCKeyValueObserver {}\n" }.joined()
            + entryPoint(entryClasses.first, facts: facts, index: index, diagnostics: &diagnostics)
        return Result(files: outputs, support: support, diagnostics: diagnostics)
    }

    private func apply(_ edits: [Edit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func entryPoint(_ delegate: String?, facts: AppFacts, index: ModuleIndex, diagnostics: inout [String]) -> String {
        guard let delegate else { return "" }
        var setup: [String] = []
        if let module = facts.moduleName { setup.append("AppManifest.moduleName = \(stringLiteral(module))") }
        if facts.hasResourceBundle { setup.append("AppManifest.resourceBundle = Bundle.module") }
        if let storyboard = facts.infoPlist.mainStoryboard {
            setup.append("AppManifest.mainStoryboardName = \(stringLiteral(storyboard))")
        }
        if !facts.infoPlist.urlSchemes.isEmpty {
            let schemes = facts.infoPlist.urlSchemes.map { stringLiteral($0.lowercased()) }.joined(separator: ", ")
            setup.append("AppManifest.urlSchemes = [\(schemes)]")
        }
        for configuration in facts.infoPlist.sceneConfigurations {
            var delegateClass = "nil"
            if let name = configuration.delegateClass {
                if index.classes[name]?.isDeclared == true {
                    delegateClass = "\(name).self"
                } else {
                    diagnostics.append("Info.plist: error: the scene delegate class '\(name)' is not declared in the app's sources")
                }
            }
            setup.append(
                "AppManifest.addSceneConfiguration(name: \(configuration.name.map(stringLiteral) ?? "nil"), "
                    + "sessionRole: UISceneSession.Role(rawValue: \(stringLiteral(configuration.role))), "
                    + "delegateClass: \(delegateClass), storyboardName: \(configuration.storyboard.map(stringLiteral) ?? "nil"))")
        }
        return """

            /// The app's entry point, for the `@main` (or `@UIApplicationMain`) on \(delegate), with what Info.plist and
            /// the package tell iOS at launch.
            @main
            enum FrameKitAppMain {
                @MainActor static func main() {
            \(setup.map { "        " + $0 + "\n" }.joined())        UIApplicationMain(delegateClass: \(delegate).self)
                }
            }

            """
    }
}

func stringLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
