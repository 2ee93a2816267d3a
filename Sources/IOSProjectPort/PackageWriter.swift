import Foundation

/// Writes a `PortPlan` as a SwiftPM package: `Package.swift`, whose one executable target compiles the app's own
/// files through the `TranslateIOSSources` plugin, and `FrameKitPort/` (the target's placeholder source, the list of
/// the app's Swift files, the effective Info.plist). In place, the app's files stay where they are; with an output
/// folder, they are copied there byte for byte, keeping their paths.
public struct PackageWriter {
    public let plan: PortPlan
    /// FrameKit as a dependency: a local path or a git URL.
    public let frameKit: String

    public init(plan: PortPlan, frameKit: String) {
        self.plan = plan
        self.frameKit = frameKit
    }

    /// Writes the package into `output` (nil: beside the project); returns the package's folder.
    @discardableResult
    public func write(to output: URL?) throws -> URL {
        let packageRoot = output?.standardizedFileURL ?? plan.root
        let fileManager = FileManager.default
        if packageRoot != plan.root {
            for item in plan.sources + plan.resources {
                let destination = packageRoot.appending(path: item)
                try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
                try fileManager.copyItem(at: plan.root.appending(path: item), to: destination)
            }
        }
        let port = packageRoot.appending(path: "FrameKitPort")
        try fileManager.createDirectory(at: port, withIntermediateDirectories: true)
        try Data(placeholder.utf8).write(to: port.appending(path: "Port.swift"))
        try Data((["# The app's Swift files, translated by the TranslateIOSSources plugin (written by framekit port)."]
            + plan.sources).joined(separator: "\n").appending("\n").utf8).write(to: port.appending(path: "sources.txt"))
        let plist = try PropertyListSerialization.data(fromPropertyList: plan.infoPlist, format: .xml, options: 0)
        try plist.write(to: port.appending(path: "Info.plist"))
        try Data(manifest(excluding: excludedFiles(in: packageRoot)).utf8).write(to: packageRoot.appending(path: "Package.swift"))
        return packageRoot
    }

    private var placeholder: String {
        """
        // Written by `framekit port`. The app's own Swift files (FrameKitPort/sources.txt) are compiled through FrameKit's
        // TranslateIOSSources plugin; this file only gives SwiftPM a source of the target's own.

        """
    }

    /// The source files SwiftPM would otherwise take into the target (the app's own are translated instead; others,
    /// tests and Objective-C files among them, are not the app target's on Linux).
    private func excludedFiles(in root: URL) -> [String] {
        let sourceExtensions: Set<String> = ["swift", "c", "m", "mm", "cpp", "cc", "h", "s"]
        return PortPlan.files(under: root).filter { path in
            sourceExtensions.contains(URL(fileURLWithPath: path).pathExtension) && path != "Package.swift"
                && !plan.resources.contains { path.hasPrefix($0 + "/") }
        }
    }

    /// The package identity SwiftPM gives FrameKit's package (its folder's or repository's last name).
    private var frameKitIdentity: String {
        var name = frameKit.split(separator: "/").last.map(String.init) ?? "FrameKit"
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name.lowercased()
    }

    func manifest(excluding excluded: [String]) -> String {
        let dependency = frameKit.contains("://") || frameKit.hasPrefix("git@")
            ? ".package(url: \(quoted(frameKit)), branch: \"main\")" : ".package(path: \(quoted(frameKit)))"
        let products = (["UIKit", "QuartzCore", "UnifiedLogging"] + plan.extraModules).map {
            ".product(name: \(quoted($0)), package: \(quoted(frameKitIdentity)))"
        }
        func list(_ items: [String], indent: String) -> String {
            items.isEmpty ? "[]" : "[\n" + items.map { indent + "    " + $0 + ",\n" }.joined() + indent + "]"
        }
        let indent = "            "
        return """
            // swift-tools-version: 6.2
            // Written by `framekit port` from \(plan.name): the app's files are used as they are in the Xcode project. Run
            // `framekit port` again after adding or removing files there.
            import PackageDescription

            let package = Package(
                name: \(quoted(plan.name)),
                dependencies: [\(dependency)],
                targets: [
                    .executableTarget(
                        name: \(quoted(plan.moduleName)),
                        dependencies: \(list(products, indent: indent)),
                        path: ".",
                        exclude: \(list(excluded.map(quoted), indent: indent)),
                        sources: ["FrameKitPort/Port.swift"],
                        resources: \(list(plan.resources.map { ".copy(\(quoted($0)))" }, indent: indent)),
                        swiftSettings: \(swiftSettings),
                        plugins: [.plugin(name: "TranslateIOSSources", package: \(quoted(frameKitIdentity)))]
                    ),
                ]
            )

            """
    }

    /// Swift 5 code is compiled as Xcode compiles it against UIKit: its unannotated code is taken to run on the main
    /// actor, so touching FrameKit's main-actor API from it is not an error (the Objective-C UIKit's annotations bind
    /// as loosely in Swift 5 mode). Swift 6 code keeps Swift 6's checking, as in Xcode.
    private var swiftSettings: String {
        plan.isSwift5 ? "[.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]" : "[.swiftLanguageMode(.v6)]"
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
