import Foundation
import SourceTranslation

// framekit-translate [--resource-bundle] SUPPORT INPUT OUTPUT [INPUT OUTPUT ...]
//
// Run by the TranslateIOSSources build plugin: translates the app's Swift sources (INPUT, written to OUTPUT) and
// writes the module's member tables and entry point to SUPPORT. Errors go to standard error in the compiler's format.
var arguments = Array(CommandLine.arguments.dropFirst())
var facts = SourceTranslator.AppFacts()
if arguments.first == "--resource-bundle" {
    facts.hasResourceBundle = true
    arguments.removeFirst()
}
guard let support = arguments.first, arguments.count % 2 == 1 else {
    FileHandle.standardError.write(Data("usage: framekit-translate [--resource-bundle] SUPPORT INPUT OUTPUT ...\n".utf8))
    exit(2)
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
    FileHandle.standardError.write(Data("framekit-translate: \(error)\n".utf8))
    exit(1)
}
