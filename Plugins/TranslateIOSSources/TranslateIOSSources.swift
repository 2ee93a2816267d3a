import Foundation
import PackagePlugin

/// Compiles an iOS app's Swift files as they are: every `.swift` file under the target's folder that is not one of
/// the target's own sources (or those listed in `FrameKitPort/sources.txt`, which `framekit port` writes) is
/// translated by `framekit-translate` into the build folder, and the translation is what the compiler builds.
/// `FrameKitPort/Info.plist`, when there, is the app's Info.plist (its main storyboard and scene manifest).
@main
struct TranslateIOSSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let directory = target.directoryURL
        let inputs = try appSources(of: target, in: directory)
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "Translated")
        var arguments = ["--module", target.moduleName]
        if target.sourceFiles.contains(where: { $0.type == .resource }) { arguments.append("--resource-bundle") }
        var inputFiles = inputs
        let infoPlist = directory.appending(path: "FrameKitPort/Info.plist")
        if FileManager.default.fileExists(atPath: infoPlist.path) {
            arguments += ["--info-plist", infoPlist.path]
            inputFiles.append(infoPlist)
        }
        let support = outputDirectory.appending(path: "FrameKitObjCMembers.swift")
        arguments.append(support.path)
        var outputs = [support]
        var usedNames: Set<String> = []
        for (number, input) in inputs.enumerated() {
            // main.swift keeps its name (top-level code is allowed only there); others are numbered apart.
            var name = input.lastPathComponent
            if name != "main.swift" || usedNames.contains(name) { name = "\(number)-\(name)" }
            usedNames.insert(name)
            let output = outputDirectory.appending(path: name)
            arguments += [input.path, output.path]
            outputs.append(output)
        }
        return [
            .buildCommand(
                displayName: "Translating the iOS sources of \(target.name)",
                executable: try context.tool(named: "framekit-translate").url,
                arguments: arguments, inputFiles: inputFiles, outputFiles: outputs)
        ]
    }

    private func appSources(of target: SourceModuleTarget, in directory: URL) throws -> [URL] {
        let list = directory.appending(path: "FrameKitPort/sources.txt")
        if let text = try? String(contentsOf: list, encoding: .utf8) {
            return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
                .map { directory.appending(path: $0) }
        }
        let own = Set(target.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
        let found = (try? FileManager.default.subpathsOfDirectory(atPath: directory.path)) ?? []
        return found.filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .map { directory.appending(path: $0) }
            .filter { !own.contains($0.standardizedFileURL.path) }
            .sorted { $0.path < $1.path }
    }
}
