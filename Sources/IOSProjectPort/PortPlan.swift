import Foundation

/// What `framekit port` makes of an Xcode project or an app folder: the app's files (relative to `root`), its
/// effective Info.plist, its module and language mode, and what it could not carry over.
public struct PortPlan {
    /// The folder the app's paths are relative to (the one holding the `.xcodeproj`, or the app folder).
    public var root: URL
    /// What the project is called, for messages and the package's name.
    public var name: String
    /// The module the app is compiled into (Xcode's `PRODUCT_MODULE_NAME`).
    public var moduleName: String
    public var sources: [String] = []
    /// Resources, as the files or folders to copy into the app's bundle (a localized file's `.lproj` folder whole).
    public var resources: [String] = []
    /// The Info.plist iOS would read, composed from the project's file and its `INFOPLIST_KEY_` settings.
    public var infoPlist: [String: Any] = [:]
    /// Whether the sources are Swift 5 (Xcode's `SWIFT_VERSION` below 6).
    public var isSwift5 = true
    /// The FrameKit modules the sources import besides UIKit (`WebKit`).
    public var extraModules: [String] = []
    public var findings: [PortFinding] = []

    /// The resource kinds an iOS app bundles that FrameKit reads or bundles as they are.
    static let resourceExtensions: Set<String> = [
        "storyboard", "xib", "xcassets", "strings", "stringsdict", "xcstrings", "png", "jpg", "jpeg", "gif", "webp", "svg",
        "json", "txt", "html", "css", "js", "plist", "ttf", "otf", "mp3", "wav", "caf",
    ]

    /// Reads `path`: an `.xcodeproj`, a folder holding one, or a folder of an app's files.
    public init(path: String) throws {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw PortError("\(path): no such file or folder")
        }
        guard isDirectory.boolValue else {
            throw PortError("\(path): not an Xcode project or an app folder; give the .xcodeproj or the folder holding the app's files")
        }
        if url.pathExtension == "xcodeproj" {
            try self.init(project: url)
            return
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        let projects = contents.filter { $0.hasSuffix(".xcodeproj") }.sorted()
        if projects.count > 1 {
            throw PortError("\(path): holds \(projects.count) Xcode projects (\(projects.joined(separator: ", "))); name the one to port")
        }
        if let project = projects.first {
            try self.init(project: url.appending(path: project))
        } else {
            try self.init(folder: url)
        }
    }

    private init(project: URL) throws {
        root = project.deletingLastPathComponent()
        name = project.deletingPathExtension().lastPathComponent
        let xcode = try XcodeProject(url: project.appending(path: "project.pbxproj"), root: root)
        findings = xcode.findings
        let settings = xcode.settings.mapValues { Self.expand($0, target: xcode.targetName) }
        moduleName = Self.moduleName(settings["PRODUCT_MODULE_NAME"] ?? settings["PRODUCT_NAME"] ?? xcode.targetName)
        isSwift5 = (settings["SWIFT_VERSION"].flatMap { Double($0) } ?? 5) < 6
        var sources = xcode.sources
        var resources = xcode.resources
        for folder in xcode.synchronizedFolders {
            for file in Self.files(under: root.appending(path: folder)) {
                let relative = folder + "/" + file
                guard !xcode.synchronizedExceptions.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) else { continue }
                if file.hasSuffix(".swift") { sources.append(relative) } else if Self.isResource(file) { resources.append(relative) }
            }
        }
        self.sources = sources.filter { $0.hasSuffix(".swift") }
        var plist: [String: Any] = [:]
        if let file = settings["INFOPLIST_FILE"], !file.isEmpty {
            let url = root.appending(path: file)
            do {
                plist = try Self.readPlist(url)
            } catch {
                findings.append(PortFinding(file: project.path, line: 0, "INFOPLIST_FILE \(file): \(error)"))
            }
            resources.removeAll { $0 == file }
        }
        for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
            let plistKey = String(key.dropFirst("INFOPLIST_KEY_".count))
            if plist[plistKey] == nil { plist[plistKey] = value }
        }
        infoPlist = plist
        self.resources = Self.bundleItems(resources, plist: plist)
        scanSources()
    }

    private init(folder: URL) throws {
        root = folder
        name = folder.lastPathComponent
        moduleName = Self.moduleName(name)
        let files = Self.files(under: folder).filter { !$0.split(separator: "/").contains { $0.hasSuffix("Tests") } }
        sources = files.filter { $0.hasSuffix(".swift") }
        guard !sources.isEmpty else { throw PortError("\(folder.path): no Swift files, no Xcode project: nothing to port") }
        if let plistPath = files.first(where: { $0.hasSuffix("Info.plist") }) {
            infoPlist = (try? Self.readPlist(folder.appending(path: plistPath))) ?? [:]
        }
        // As Xcode's templates would have declared them: Main.storyboard and the class adopting UIWindowSceneDelegate.
        let hasMain = files.contains { $0.hasSuffix("Main.storyboard") }
        if infoPlist.isEmpty {
            let sceneDelegate = sources.lazy.compactMap { Self.sceneDelegateClass(in: folder.appending(path: $0)) }.first
            if let sceneDelegate {
                var configuration: [String: Any] = [
                    "UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": sceneDelegate,
                ]
                if hasMain { configuration["UISceneStoryboardFile"] = "Main" }
                infoPlist["UIApplicationSceneManifest"] = [
                    "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]]
                ]
            } else if hasMain {
                infoPlist["UIMainStoryboardFile"] = "Main"
            }
        }
        resources = Self.bundleItems(files.filter { Self.isResource($0) && !$0.hasSuffix("Info.plist") }, plist: infoPlist)
        scanSources()
    }

    /// Findings and FrameKit modules from the sources' imports.
    private mutating func scanSources() {
        let unported: [String: String] = [
            "CoreData": "Core Data has no FrameKit counterpart: keep the model in SQLite (GRDB) or files",
            "MapKit": "MapKit has no FrameKit counterpart: show a map through WKWebView",
            "AVFoundation": "AVFoundation has no FrameKit counterpart yet",
            "AVKit": "AVKit has no FrameKit counterpart yet",
            "SwiftUI": "SwiftUI is not FrameKit's: port the screen to UIKit views",
            "Combine": "Combine is not on Linux: OpenCombine (swift-packages) has the same API",
            "StoreKit": "StoreKit has no meaning on a kiosk", "UserNotifications": "UserNotifications has no FrameKit counterpart",
            "CoreLocation": "CoreLocation has no FrameKit counterpart", "PhotosUI": "PhotosUI has no FrameKit counterpart",
            "SafariServices": "SafariServices: use WKWebView",
        ]
        for source in sources {
            let url = root.appending(path: source)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                findings.append(PortFinding(file: url.path, line: 0, "cannot be read as UTF-8 text"))
                continue
            }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split(separator: " ")
                guard words.first == "import" || (words.count > 1 && words[0].hasPrefix("@") && words[1] == "import"),
                    let module = words.last.map({ String($0.split(separator: ".")[0]) })
                else { continue }
                if module == "WebKit", !extraModules.contains("WebKit") { extraModules.append("WebKit") }
                if let reason = unported[module] {
                    findings.append(PortFinding(file: url.path, line: number + 1, "import \(module): \(reason)"))
                }
            }
        }
        if FileManager.default.fileExists(atPath: root.appending(path: "Podfile").path) {
            findings.append(PortFinding(file: root.appending(path: "Podfile").path, line: 1,
                "CocoaPods dependencies are not carried over: add Linux-capable Swift packages to Package.swift"))
        }
        for model in Self.files(under: root) where model.hasSuffix(".xcdatamodel/contents") {
            findings.append(PortFinding(file: root.appending(path: model).path, line: 1,
                "a Core Data model is not carried over: FrameKit has no Core Data"))
        }
    }

    // MARK: Helpers

    /// Xcode's build-setting references (`$(TARGET_NAME)`, `${PRODUCT_NAME:c99extidentifier}`) that naming needs.
    static func expand(_ value: String, target: String) -> String {
        value.replacingOccurrences(of: "$(TARGET_NAME)", with: target).replacingOccurrences(of: "${TARGET_NAME}", with: target)
            .replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "$(PROJECT_DIR)/", with: "")
    }

    /// A module name as Xcode derives one (`c99extidentifier`): other characters become `_`, a leading digit too.
    static func moduleName(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber ?? true { result = "_" + result }
        return result
    }

    /// The files under `folder`, relative to it, without hidden files and build folders.
    static func files(under folder: URL) -> [String] {
        let all = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return all.filter { path in
            !path.split(separator: "/").contains { $0.hasPrefix(".") || $0.hasSuffix(".xcodeproj") || $0 == "FrameKitPort" }
        }.sorted()
    }

    static func isResource(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        // Inside an asset catalog, everything belongs to the catalog.
        guard !components.dropLast().contains(where: { $0.hasSuffix(".xcassets") }) else { return false }
        return resourceExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// Resource paths as bundle items: a localized file's `.lproj` folder, an asset catalog's folder; launch screens
    /// dropped (a kiosk shows its first frame instead).
    static func bundleItems(_ paths: [String], plist: [String: Any]) -> [String] {
        let launch = (plist["UILaunchStoryboardName"] as? String).map { "\($0).storyboard" } ?? "LaunchScreen.storyboard"
        var items: [String] = []
        for path in paths where !path.hasSuffix("/" + launch) && path != launch {
            let components = path.split(separator: "/").map(String.init)
            let item: String
            if let index = components.firstIndex(where: { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcassets") }) {
                item = components[...index].joined(separator: "/")
            } else {
                item = path
            }
            if !items.contains(item) { items.append(item) }
        }
        return items
    }

    static func readPlist(_ url: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        guard let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else {
            throw PortError("\(url.path): the top level is not a dictionary")
        }
        return plist
    }

    /// The name of a class adopting `UIWindowSceneDelegate` declared in the file, if any.
    static func sceneDelegateClass(in url: URL) -> String? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.contains("UIWindowSceneDelegate") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "," })
            if let index = words.firstIndex(of: "class"), index + 1 < words.count { return String(words[index + 1]) }
        }
        return nil
    }
}
