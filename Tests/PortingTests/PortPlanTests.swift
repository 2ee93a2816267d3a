import Foundation
import IOSProjectPort
import Testing

/// `framekit port`'s reading of Xcode projects and app folders, and its refusals.
@Suite final class PortPlanTests {
    /// The temporary folders a test made, removed when it ends.
    private var folders: [URL] = []

    deinit {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
    }

    private static let projects = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Projects")

    @Test func anXcodeProjectGivesItsAppTargetsFilesSettingsAndInfoPlist() throws {
        let plan = try PortPlan(path: Self.projects.appending(path: "Storyboard Notes").path)
        #expect(plan.name == "Storyboard Notes")
        #expect(plan.moduleName == "Storyboard_Notes")  // Xcode's c99extidentifier of "$(TARGET_NAME)"
        #expect(plan.sources.sorted() == [
            "Storyboard Notes/AppDelegate.swift", "Storyboard Notes/Note.swift", "Storyboard Notes/NoteViewController.swift",
            "Storyboard Notes/NotesViewController.swift", "Storyboard Notes/SceneDelegate.swift",
        ])
        // The launch screen is left out (a kiosk shows its first frame); a localized storyboard's folder is whole.
        #expect(plan.resources == ["Storyboard Notes/Assets.xcassets", "Storyboard Notes/Base.lproj"])
        #expect(plan.isSwift5)
        #expect(plan.infoPlist["UIMainStoryboardFile"] as? String == "Main")  // from INFOPLIST_KEY_UIMainStoryboardFile
        let manifest = plan.infoPlist["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = (manifest?["UISceneConfigurations"] as? [String: Any])?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
        #expect(configurations?.first?["UISceneDelegateClassName"] as? String == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        #expect(plan.findings.isEmpty)
    }

    @Test func aFolderWithoutAProjectIsReadAsXcodesTemplatesWouldHaveDeclaredIt() throws {
        let plan = try PortPlan(path: Self.projects.appending(path: "Tap Counter").path)
        #expect(plan.moduleName == "Tap_Counter")
        #expect(plan.sources == ["AppDelegate.swift", "CounterViewController.swift", "SceneDelegate.swift"])
        let manifest = plan.infoPlist["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = (manifest?["UISceneConfigurations"] as? [String: Any])?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
        #expect(configurations?.first?["UISceneDelegateClassName"] as? String == "SceneDelegate")
        #expect(configurations?.first?["UISceneStoryboardFile"] == nil)  // no Main.storyboard in the folder
    }

    @Test func anXcode16ProjectsSynchronizedFolderIsTheTargetsButItsMembershipExceptions() throws {
        let plan = try PortPlan(path: Self.projects.appending(path: "Scoreboard").path)
        // ScreenshotTests.swift and Info.plist are exceptions of the app target (the UI test target's do not count).
        #expect(plan.sources == [
            "Scoreboard/AppDelegate.swift", "Scoreboard/SceneDelegate.swift", "Scoreboard/ScoreKeeper.swift",
            "Scoreboard/ScoreViewController.swift",
        ])
        #expect(plan.resources.isEmpty)
        let manifest = plan.infoPlist["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = (manifest?["UISceneConfigurations"] as? [String: Any])?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
        #expect(configurations?.first?["UISceneDelegateClassName"] as? String == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        #expect(plan.findings.isEmpty)
    }

    @Test func swiftVersionSixKeepsSwift6Mode() throws {
        #expect(try !PortPlan(path: Self.projects.appending(path: "Strict Cells").path).isSwift5)
    }

    @Test func importsChooseModulesAndFrameworksWithoutACounterpartAreReported() throws {
        let plan = try PortPlan(path: Self.projects.appending(path: "Web Browser").path)
        #expect(plan.extraModules == ["WebKit"])
        #expect(plan.resources == ["index.html"])

        let folder = try temporaryFolder()
        try "import UIKit\nimport CoreData\nclass A {}\n".write(to: folder.appending(path: "Model.swift"), atomically: true, encoding: .utf8)
        try "target 'App' do\nend\n".write(to: folder.appending(path: "Podfile"), atomically: true, encoding: .utf8)
        let findings = try PortPlan(path: folder.path).findings.map(\.description)
        #expect(findings.contains { $0.hasSuffix("Model.swift:2: warning: import CoreData: Core Data has no FrameKit counterpart: keep the model in SQLite (GRDB) or files") })
        #expect(findings.contains { $0.contains("Podfile:1: warning: CocoaPods dependencies are not carried over") })
    }

    @Test func whatIsNotAProjectIsRefusedWithTheReason() throws {
        let folder = try temporaryFolder()
        let file = folder.appending(path: "notes.txt")
        try "hello".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: PortError.self) { try PortPlan(path: file.path) }
        #expect(throws: PortError.self) { try PortPlan(path: folder.appending(path: "missing").path) }

        let broken = folder.appending(path: "Broken.xcodeproj")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try "{ objects = { ; }".write(to: broken.appending(path: "project.pbxproj"), atomically: true, encoding: .utf8)
        let error = try #require(throws: PortError.self) { try PortPlan(path: broken.path) }
        #expect(error.description.contains("project.pbxproj: not an Xcode project file"))

        try "{ objects = { A = { isa = PBXProject; targets = (); }; }; rootObject = A; }"
            .write(to: broken.appending(path: "project.pbxproj"), atomically: true, encoding: .utf8)
        let noApp = try #require(throws: PortError.self) { try PortPlan(path: broken.path) }
        #expect(noApp.description.contains("the project has no iOS app target"))

        let empty = try temporaryFolder()
        let nothing = try #require(throws: PortError.self) { try PortPlan(path: empty.path) }
        #expect(nothing.description.contains("no Swift files, no Xcode project"))
    }

    @Test func aMissingInfoPlistIsReportedAndThePortGoesOn() throws {
        let folder = try temporaryFolder()
        let source = Self.projects.appending(path: "Strict Cells")
        try FileManager.default.copyItem(at: source, to: folder.appending(path: "Copy"))
        let pbxproj = folder.appending(path: "Copy/Strict Cells.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
            .replacingOccurrences(of: "GENERATE_INFOPLIST_FILE = YES;", with: "INFOPLIST_FILE = \"Strict Cells/Info.plist\";")
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        let plan = try PortPlan(path: folder.appending(path: "Copy").path)
        #expect(plan.findings.map(\.message).contains { $0.hasPrefix("INFOPLIST_FILE Strict Cells/Info.plist:") })
    }

    @Test func thePackageUsesTheAppsFilesAndTheTranslationPlugin() throws {
        let plan = try PortPlan(path: Self.projects.appending(path: "Storyboard Notes").path)
        let output = try temporaryFolder()
        try PackageWriter(plan: plan, frameKit: "/opt/FrameKit").write(to: output)
        let manifest = try String(contentsOf: output.appending(path: "Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"/opt/FrameKit\")"))
        #expect(manifest.contains(".product(name: \"UIKit\", package: \"framekit\")"))
        #expect(manifest.contains("plugins: [.plugin(name: \"TranslateIOSSources\", package: \"framekit\")]"))
        #expect(manifest.contains(".copy(\"Storyboard Notes/Base.lproj\")"))
        #expect(manifest.contains("\"Storyboard Notes/AppDelegate.swift\","))  // excluded: translated instead
        #expect(manifest.contains("swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]"))
        // The app's files are copied byte for byte.
        for file in plan.sources + ["Storyboard Notes/Base.lproj/Main.storyboard"] {
            #expect(FileManager.default.contentsEqual(
                atPath: plan.root.appending(path: file).path, andPath: output.appending(path: file).path), "\(file)")
        }
        let list = try String(contentsOf: output.appending(path: "FrameKitPort/sources.txt"), encoding: .utf8)
        #expect(list.split(separator: "\n").dropFirst().map(String.init) == plan.sources)
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "port-plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        folders.append(url)
        return url
    }
}
