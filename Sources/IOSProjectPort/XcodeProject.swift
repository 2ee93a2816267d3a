import Foundation

/// An Xcode project's `project.pbxproj`, read as what porting needs: the app target, its files by build phase, its
/// build settings, and what cannot be carried over.
struct XcodeProject {
    /// The app target's files, as paths relative to the folder holding the `.xcodeproj`.
    var sources: [String] = []
    var resources: [String] = []
    /// Folders Xcode 16 keeps in sync with the target (every file in them is the target's but the exceptions).
    var synchronizedFolders: [String] = []
    /// Files of synchronized folders that are not the app target's (its membership exceptions), relative to the root.
    var synchronizedExceptions: Set<String> = []
    /// The target's name and build settings (its first configuration's, over the project's).
    var targetName = ""
    var settings: [String: String] = [:]
    /// What porting leaves behind, with where it was found.
    var findings: [PortFinding] = []

    /// Reads the project file at `url` (`…/project.pbxproj`); `root` is the folder holding the `.xcodeproj`.
    init(url: URL, root: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PortError("\(url.path): cannot read the project file: \(error.localizedDescription)")
        }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw PortError("\(url.path): not an Xcode project file (\(error.localizedDescription))")
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: [String: Any]],
            let rootID = top["rootObject"] as? String, let project = objects[rootID], project["isa"] as? String == "PBXProject"
        else { throw PortError("\(url.path): not an Xcode project file (no PBXProject root object)") }
        let reader = ObjectGraph(objects: objects, file: url.path)
        let targets = (project["targets"] as? [String] ?? []).compactMap { id in objects[id].map { (id, $0) } }
        let apps = targets.filter { ($0.1["productType"] as? String) == "com.apple.product-type.application" }
        guard let (appID, app) = apps.first else {
            throw PortError("\(url.path): the project has no iOS app target (productType com.apple.product-type.application)")
        }
        targetName = app["name"] as? String ?? "App"
        for (_, other) in targets where (other["name"] as? String) != targetName {
            let type = (other["productType"] as? String ?? "").replacingOccurrences(of: "com.apple.product-type.", with: "")
            guard !type.hasPrefix("bundle.unit-test") && !type.hasPrefix("bundle.ui-testing") else { continue }
            findings.append(PortFinding(file: url.path, line: reader.line(of: other["name"] as? String ?? ""),
                "target '\(other["name"] as? String ?? "?")' (\(type)) is not ported: only the app target is; an app extension has no FrameKit counterpart"))
        }
        settings = reader.settings(of: project).merging(reader.settings(of: app)) { $1 }
        for phaseID in app["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID] else { continue }
            let files = (phase["files"] as? [String] ?? []).compactMap { objects[$0]?["fileRef"] as? String }
            switch phase["isa"] as? String {
            case "PBXSourcesBuildPhase": sources += files.flatMap { reader.paths(of: $0, root: root) }
            case "PBXResourcesBuildPhase": resources += files.flatMap { reader.paths(of: $0, root: root) }
            case "PBXFrameworksBuildPhase":
                for id in phase["files"] as? [String] ?? [] {
                    guard let product = objects[id]?["productRef"] as? String ?? objects[id]?["fileRef"] as? String else { continue }
                    let name = objects[product]?["productName"] as? String ?? objects[product]?["path"] as? String ?? product
                    findings.append(PortFinding(file: url.path, line: reader.line(of: product),
                        "the app links '\(name)': add a Linux build of it to Package.swift's dependencies, or remove its use"))
                }
            case "PBXShellScriptBuildPhase":
                findings.append(PortFinding(file: url.path, line: reader.line(of: phaseID),
                    "a Run Script build phase ('\(phase["name"] as? String ?? "Run Script")') is not run by SwiftPM"))
            default: break
            }
        }
        for id in app["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let path = reader.groupPath(of: id, root: root) else { continue }
            synchronizedFolders.append(path)
            for exceptionID in objects[id]?["exceptions"] as? [String] ?? [] {
                guard let exception = objects[exceptionID], exception["target"] as? String == appID,
                    exception["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                else { continue }
                for file in exception["membershipExceptions"] as? [String] ?? [] {
                    synchronizedExceptions.insert(path.isEmpty ? file : path + "/" + file)
                }
            }
        }
        for id in app["packageProductDependencies"] as? [String] ?? [] {
            let name = objects[id]?["productName"] as? String ?? id
            findings.append(PortFinding(file: url.path, line: reader.line(of: id),
                "Swift package product '\(name)' is not carried over: add it to Package.swift if it builds on Linux"))
        }
        if let entitlements = settings["CODE_SIGN_ENTITLEMENTS"] {
            findings.append(PortFinding(file: url.path, line: reader.line(of: "CODE_SIGN_ENTITLEMENTS"),
                "entitlements (\(entitlements)) have no meaning on Linux; the kiosk's systemd unit says what the app may do"))
        }
    }
}

/// The pbxproj's objects, and the group tree that turns a file reference into a path.
private struct ObjectGraph {
    let objects: [String: [String: Any]]
    let file: String
    let parents: [String: String]
    let text: [Substring]

    init(objects: [String: [String: Any]], file: String) {
        self.objects = objects
        self.file = file
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
        self.parents = parents
        text = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line of the project file that first mentions `needle` (an object id or a setting), for messages.
    func line(of needle: String) -> Int {
        (text.firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    /// The paths (relative to `root`) of a file reference, or of each child of a variant group (localized files).
    func paths(of id: String, root: URL) -> [String] {
        guard let object = objects[id] else { return [] }
        if object["isa"] as? String == "PBXVariantGroup" {
            return (object["children"] as? [String] ?? []).flatMap { paths(of: $0, root: root) }
        }
        return groupPath(of: id, root: root).map { [$0] } ?? []
    }

    /// The path of an object in the group tree, relative to `root`.
    func groupPath(of id: String, root: URL) -> String? {
        guard let object = objects[id] else { return nil }
        let own = object["path"] as? String
        switch object["sourceTree"] as? String {
        case "SOURCE_ROOT": return own
        case "<absolute>":
            guard let own else { return nil }
            return own.hasPrefix(root.path + "/") ? String(own.dropFirst(root.path.count + 1)) : own
        case "<group>", nil:
            let parent = parents[id].flatMap { groupPath(of: $0, root: root) }
            let parts = [parent, own].compactMap { $0 }.filter { !$0.isEmpty }
            return parts.isEmpty ? "" : parts.joined(separator: "/")
        default: return nil  // BUILT_PRODUCTS_DIR, SDKROOT: not the app's files
        }
    }

    /// A target's (or the project's) first build configuration's settings, as strings.
    func settings(of object: [String: Any]) -> [String: String] {
        guard let listID = object["buildConfigurationList"] as? String, let list = objects[listID],
            let configurations = list["buildConfigurations"] as? [String]
        else { return [:] }
        let named = configurations.compactMap { objects[$0] }
        let chosen = named.first { $0["name"] as? String == "Release" } ?? named.first
        let settings = chosen?["buildSettings"] as? [String: Any] ?? [:]
        return settings.compactMapValues { $0 as? String ?? ($0 as? [String])?.joined(separator: " ") }
    }
}

/// Something `framekit port` could not carry over, with where it is.
public struct PortFinding: CustomStringConvertible, Equatable {
    public let file: String
    public let line: Int
    public let message: String

    init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): warning: \(message)" }
}

/// Why a project cannot be ported at all.
public struct PortError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
