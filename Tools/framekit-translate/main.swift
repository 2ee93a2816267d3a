import Foundation
import SourceTranslation

// framekit-translate [--resource-bundle] [--module NAME] [--info-plist PATH] SUPPORT INPUT OUTPUT [INPUT OUTPUT ...]
//
// Run by the TranslateIOSSources build plugin: translates the app's Swift sources (INPUT, written to OUTPUT) and
// writes the module's member tables and entry point to SUPPORT. Errors go to standard error in the compiler's format.
var arguments = Array(CommandLine.arguments.dropFirst())
var facts = SourceTranslator.AppFacts()

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("framekit-translate: \(message)\n".utf8))
    exit(1)
}

while let option = arguments.first, option.hasPrefix("--") {
    arguments.removeFirst()
    switch option {
    case "--resource-bundle": facts.hasResourceBundle = true
    case "--module": facts.moduleName = arguments.isEmpty ? nil : arguments.removeFirst()
    case "--info-plist":
        guard !arguments.isEmpty else { fail("--info-plist needs a path") }
        let path = arguments.removeFirst()
        do {
            facts.infoPlist = try InfoPlistFacts(plist: try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            fail("\(path): error: \(error)")
        }
    default: fail("unknown option \(option)")
    }
}
guard let support = arguments.first, arguments.count % 2 == 1 else {
    fail("usage: framekit-translate [--resource-bundle] [--module NAME] [--info-plist PATH] SUPPORT INPUT OUTPUT ...")
}
let pairs = stride(from: 1, to: arguments.count, by: 2).map { (input: arguments[$0], output: arguments[$0 + 1]) }
do {
    let files = try pairs.map { SourceTranslator.File(path: $0.input, text: try String(contentsOfFile: $0.input, encoding: .utf8)) }
    let result = SourceTranslator().translate(files, facts: facts)
    for (pair, text) in zip(pairs, result.files) {
        try text.write(toFile: pair.output, atomically: true, encoding: .utf8)
    }
    try result.support.write(toFile: support, atomically: true, encoding: .utf8)
    for line in result.diagnostics { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    exit(result.diagnostics.contains { $0.contains("error:") } ? 1 : 0)
} catch {
    fail("\(error)")
}
