import Foundation
@testable import FrameKit
@testable import SourceTranslation
import Testing
import WebKit

/// The translation's guarantees: lines kept, compiler messages pointing at the original, and clear errors.
@Suite struct SourceTranslatorTests {
    private func translate(_ text: String, path: String = "/app/ViewController.swift") -> SourceTranslator.Result {
        SourceTranslator().translate([SourceTranslator.File(path: path, text: text)])
    }

    @Test func everyDeclarationStaysOnItsLineAndTheOriginalIsNamed() throws {
        let source = """
            import UIKit

            class ViewController: UIViewController {
                @IBOutlet weak var label: UILabel!
                @objc dynamic var score = 0
                @IBAction private func tapped(_ sender: UIButton) {
                    button.addTarget(self, action: #selector(
                        tapped(_:)), for: .touchUpInside)
                }
                func marker() {}
            }
            """
        let output = try #require(translate(source).files.first)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "#sourceLocation(file: \"/app/ViewController.swift\", line: 1)")
        let body = Array(lines.dropFirst())
        let originalLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(body.firstIndex { $0.contains("func marker()") } == originalLines.firstIndex { $0.contains("func marker()") })
        #expect(!output.contains("@objc") && !output.contains("@IBOutlet") && !output.contains("#selector"))
        #expect(output.contains("Selector(\"tapped:\")"))
        #expect(output.contains("ObjCKeyValueObserving.didChange(self, key: \"score\", from: oldValue)"))
        #expect(!output.contains("private func tapped"))  // reachable from the member table
    }

    @Test func theMemberTableNamesEachMethodAndOutlet() {
        let support = translate("""
            class Form: UIViewController {
                @IBOutlet var fields: [UITextField]!
                @IBAction func save() {}
                @objc func move(to point: CGPoint, animated: Bool) -> Bool { true }
            }
            """).support
        #expect(support.contains("ObjCProperty(\"fields\", \\Form.fields, kind: .outletCollection)"))
        #expect(support.contains("ObjCMethod(\"save\") { target, _ in (target as! Form).save(); return nil }"))
        #expect(support.contains("ObjCMethod(\"moveTo:animated:\")"))
        #expect(support.contains("return (target as! Form).move(to: try arguments.at(0, as: (CGPoint).self), animated: try arguments.at(1, as: (Bool).self))"))
    }

    @Test func anAmbiguousSelectorIsAnErrorAtItsLine() {
        let result = translate("""
            class A: NSObject {
                @objc func go() {}
                @objc func go(_ x: Int) {}
                func wire() { _ = #selector(go) }
            }
            """)
        #expect(result.diagnostics == [
            "/app/ViewController.swift:4:23: error: 'go' is ambiguous in #selector; name its arguments, as in #selector(go(_:))"
        ])
    }

    @Test func xcodesAppDelegateGetsAnEntryPointAndAnInitFrameKitCanCall() throws {
        var facts = SourceTranslator.AppFacts(hasResourceBundle: true, moduleName: "My_App")
        facts.infoPlist = try InfoPlistFacts(plist: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneConfigurationName</key><string>Default Configuration</string>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            <key>UISceneStoryboardFile</key><string>Main</string></dict></array></dict></dict></dict></plist>
            """.utf8))
        let result = SourceTranslator().translate([
            .init(path: "/app/AppDelegate.swift", text: "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n}\n"),
            .init(path: "/app/SceneDelegate.swift", text: "class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n"),
        ], facts: facts)
        #expect(result.diagnostics.isEmpty)
        #expect(result.files[0].contains("class AppDelegate: UIResponder, UIApplicationDelegate { required override init() { super.init() }"))
        #expect(!result.files[0].contains("@main"))
        #expect(result.files[1].contains("UIWindowSceneDelegate { required override init() { super.init() }"))
        #expect(result.support.contains("@main\nenum FrameKitAppMain {"))
        #expect(result.support.contains("AppManifest.moduleName = \"My_App\""))
        #expect(result.support.contains("AppManifest.resourceBundle = Bundle.module"))
        #expect(result.support.contains(
            "AppManifest.addSceneConfiguration(name: \"Default Configuration\", sessionRole: UISceneSession.Role(rawValue: \"UIWindowSceneSessionRoleApplication\"), delegateClass: SceneDelegate.self, storyboardName: \"Main\")"))
        #expect(result.support.contains("UIApplicationMain(delegateClass: AppDelegate.self)"))
    }

    @Test func aSceneDelegateInfoPlistNamesButTheSourcesLackIsAnError() throws {
        var facts = SourceTranslator.AppFacts()
        var plist = InfoPlistFacts()
        plist.sceneConfigurations = [.init(name: "Default Configuration", role: "UIWindowSceneSessionRoleApplication", delegateClass: "Missing")]
        facts.infoPlist = plist
        let result = SourceTranslator().translate(
            [.init(path: "/app/AppDelegate.swift", text: "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")], facts: facts)
        #expect(result.diagnostics == ["Info.plist: error: the scene delegate class 'Missing' is not declared in the app's sources"])
    }

    @Test func importsAndTheMainBundleAreWhatFrameKitCalls() throws {
        let output = try #require(translate(
            "import Foundation\nimport os.log\nimport OSLog\nlet url = Bundle.main.url(forResource: \"a\", withExtension: \"b\")\n").files.first)
        // Foundation through UIKit: NSLocalizedString is then FrameKit's alone, not ambiguous with Foundation's.
        #expect(output.contains("import UIKit\nimport UnifiedLogging\nimport UnifiedLogging\n"))
        #expect(output.contains("let url = (AppManifest.resourceBundle ?? Bundle.main).url(forResource:"))
    }

    @Test func theURLSchemesInfoPlistDeclaresAreTheAppsOwn() throws {
        var facts = SourceTranslator.AppFacts()
        facts.infoPlist = try InfoPlistFacts(plist: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleURLTypes</key><array>
            <dict><key>CFBundleURLName</key><string>com.example.menu</string>
            <key>CFBundleURLSchemes</key><array><string>KioskMenu</string><string>menu</string></array></dict>
            <dict><key>CFBundleURLSchemes</key><array><string>orders</string></array></dict>
            </array></dict></plist>
            """.utf8))
        #expect(facts.infoPlist.urlSchemes == ["KioskMenu", "menu", "orders"])
        let result = SourceTranslator().translate(
            [.init(path: "/app/AppDelegate.swift", text: "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")], facts: facts)
        #expect(result.support.contains("AppManifest.urlSchemes = [\"kioskmenu\", \"menu\", \"orders\"]"))
    }

    @Test func aPropertyListThatIsNotOneIsRefused() {
        #expect(throws: (any Error).self) { try InfoPlistFacts(plist: Data("not a plist".utf8)) }
    }

    @Test func aSelectorNamingNoMethodIsAnErrorAtItsLine() {
        let result = translate("""
            class Sheet: UIViewController {
                func wire(_ item: UIBarButtonItem, _ field: UITextField) {
                    item.action = #selector(dismiss(animated:completion:))
                    item.action = #selector(resignFirstResponder)
                    _ = field.canPerformAction(#selector(copy(_:)), withSender: nil)
                }
            }
            """)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.hasPrefix(
            "/app/ViewController.swift:3:23: error: #selector(dismiss(animated:completion:)) names no method of the app's classes, and FrameKit's classes answer only becomeFirstResponder,") == true)
    }

    @MainActor @Test func theSelectorsTheTranslationKnowsFrameKitAnswersAreItsTables() {
        let answered = Set(ObjCClass.of(UIView.self).methods.keys).union(ObjCClass.of(WKWebView.self).methods.keys)
        #expect(Set(answered.map(NSStringFromSelector)) == FrameKitSelectors.answered)
    }

    @Test func optionalRequirementsBecomeWitnessesAndTheirCallsCallThem() throws {
        let result = translate("""
            @objc protocol Feed {
                @objc optional func feed(_ feed: Any, titleFor row: Int) -> String
                @objc optional var tint: Int { get }
            }
            class Reader: NSObject, Feed {
                func feed(_ feed: Any, titleFor row: Int) -> String { "row" }
                func title(_ delegate: Feed?) -> String? { delegate?.feed?(self, titleFor: 1) }
            }
            """)
        let output = try #require(result.files.first)
        #expect(output.contains("protocol Feed: AnyObject {"))
        #expect(output.contains("func frameKitOptional_feed(_ a0: Any, titleFor a1: Int) -> (String)?\n"))
        #expect(output.contains("}; extension Feed { func frameKitOptional_feed(_ a0: Any, titleFor a1: Int) -> (String)? { nil } }"))
        #expect(output.contains("class Reader: NSObject, Feed { func frameKitOptional_feed(_ a0: Any, titleFor a1: Int) -> (String)? { feed(a0, titleFor: a1) };"))
        #expect(output.contains("delegate?.frameKitOptional_feed(self, titleFor: 1)"))
        #expect(result.diagnostics == [
            "/app/ViewController.swift:3:5: error: an optional requirement that is not a method cannot be translated; make it a method, or give it a default in an extension of 'Feed'"
        ])
    }

    @Test func namesFromBeforeSwift42AreRenamedAndReportedOnceAFile() throws {
        let result = translate("""
            let a: UIControlState = UIControlState.normal
            let b = NSNotification.Name.UIKeyboardWillShow
            let c: UIControlState = .highlighted
            """)
        let output = try #require(result.files.first)
        #expect(output.contains("let a: UIControl.State = UIControl.State.normal"))
        #expect(output.contains("let b = UIResponder.keyboardWillShowNotification"))
        #expect(result.diagnostics == [
            "/app/ViewController.swift:1:8: warning: 'UIControlState' is 'UIControl.State' since Swift 4.2; the translation renames it, as Xcode's migrator would (the file is unchanged)",
            "/app/ViewController.swift:2:9: warning: 'NSNotification.Name.UIKeyboardWillShow' is 'UIResponder.keyboardWillShowNotification' since Swift 4.2; the translation renames it, as Xcode's migrator would (the file is unchanged)",
        ])
    }

    @Test func anEmptyAttributedStringIsMadeFromAnEmptyString() throws {
        let result = translate("""
            let title = NSMutableAttributedString()
            let plain = NSAttributedString( )
            let kept = NSAttributedString(string: "a")
            let qualified = Foundation.NSMutableAttributedString()
            let spelled = NSMutableAttributedString.init()
            let other = Foundation.NSString()
            """)
        let output = try #require(result.files.first)
        #expect(output.contains(#"let title = NSMutableAttributedString(string: "")"#))
        #expect(output.contains(#"let plain = NSAttributedString(string: "")"#))
        #expect(output.contains(#"let kept = NSAttributedString(string: "a")"#))
        #expect(output.contains(#"let qualified = Foundation.NSMutableAttributedString(string: "")"#))
        #expect(output.contains(#"let spelled = NSMutableAttributedString.init(string: "")"#))
        #expect(output.contains("let other = Foundation.NSString()"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aSubclassOfAClassWithoutActorIsolationSaysNonisolated() throws {
        let result = translate("""
            class HighlightingStorage: NSTextStorage {}
            final class Tagged: NSTextAttachment, Sendable {}
            nonisolated class Already: NSTextStorage {}
            class Screen: UIViewController {}
            """)
        let output = try #require(result.files.first)
        #expect(output.contains("nonisolated class HighlightingStorage: NSTextStorage {}"))
        #expect(output.contains("final nonisolated class Tagged: NSTextAttachment, Sendable {}"))
        #expect(output.contains("nonisolated class Already: NSTextStorage {}"))
        #expect(!output.contains("nonisolated nonisolated"))
        #expect(output.contains("\nclass Screen: UIViewController {}"))
    }

    @Test func aClosureLinuxTakesAsEscapingCapturesSelfExplicitly() throws {
        let result = translate("""
            class Highlighter {
                func run(_ regex: NSRegularExpression, _ text: String) {
                    regex.enumerateMatches(in: text, options: [], range: NSRange(location: 0, length: 1)) { match, _, _ in
                        mark(match)
                    }
                    regex.enumerateMatches(in: text, range: NSRange(location: 0, length: 1)) { [weak self] match, _, _ in }
                    regex.enumerateMatches(in: text, range: NSRange(location: 0, length: 1)) { print($0 as Any) }
                }
                func mark(_ match: NSTextCheckingResult?) {}
            }
            """)
        let output = try #require(result.files.first)
        #expect(output.contains("{ [self] match, _, _ in"))
        #expect(output.contains("{ [weak self] match, _, _ in }"))
        #expect(output.contains("{ [self] in print($0 as Any) }"))
        #expect(result.diagnostics.isEmpty)
    }
}
