import ArgumentParser
import Foundation
import IOSProjectPort

/// `framekit port`: an iOS app's Xcode project as a SwiftPM package that builds it on FrameKit.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Make a SwiftPM package that builds an iOS app's own files on FrameKit, unchanged.",
        discussion: """
            PATH is an Xcode project (.xcodeproj), the folder holding one, or a folder of an app's files. The app \
            target's Swift sources, resources (storyboards, xibs, asset catalogs, strings) and Info.plist are read \
            from project.pbxproj; the package's one executable target uses them as they are (in place, or copied \
            byte for byte with --output) and compiles the Swift files through the TranslateIOSSources plugin. Then \
            `swift build` builds the app, `swift run` runs it (offscreen, on DRM or in a desktop window as usual) \
            and `framekit package` makes its .deb. What cannot be carried over (other targets, package or CocoaPods \
            dependencies, Core Data models, entitlements, frameworks without a FrameKit counterpart) is printed as \
            warnings with the file and line.
            """)

    @Argument(help: "The .xcodeproj, or the folder of the app.")
    var path: String

    @Option(help: "Where to write the package (default: beside the Xcode project, using its files in place).")
    var output: String?

    @Option(help: "FrameKit for the package to depend on: a local path or a git URL.")
    var framekit = FileManager.default.currentDirectoryPath

    func run() throws {
        let plan: PortPlan
        let packageRoot: URL
        do {
            plan = try PortPlan(path: path)
            packageRoot = try PackageWriter(plan: plan, frameKit: framekit).write(to: output.map { URL(fileURLWithPath: $0) })
        } catch let error as PortError {
            throw ValidationError(error.description)
        }
        for finding in plan.findings { print(finding) }
        print("""
            framekit port: \(plan.name) → \(packageRoot.appending(path: "Package.swift").path)
              target \(plan.moduleName): \(plan.sources.count) Swift files, \(plan.resources.count) resources, \
            Swift \(plan.isSwift5 ? "5" : "6") mode
              next: cd \(packageRoot.path) && swift build && swift run \(plan.moduleName)
            """)
    }
}
