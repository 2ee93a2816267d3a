import Foundation
import Testing
import FrameKitPlatform

/// Keeps the DocC articles (Sources/FrameKit/FrameKit.docc) honest against the sources: the configuration reference
/// against the variables FrameKit reads, the porting article's type tables against the types it declares, the
/// getting-started code against the app GettingStartedTests runs, and the README against its size and CI's command.
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Swift files under `folder`, relative to the repository.
    static func swiftFiles(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
    }

    /// The names in backticks in the part of `text` under the heading `section` (up to the next `##` heading).
    static func codeNames(in text: String, section: String, matching pattern: String) throws -> Set<String> {
        let start = try #require(text.range(of: "\n## \(section)\n"), "no '## \(section)' section")
        let rest = text[start.upperBound...]
        let body = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        let regex = try Regex("`(\(pattern))`")
        return Set(body.matches(of: regex).compactMap { $0.output[1].substring.map(String.init) })
    }

    @Test func everyVariableFrameKitReadsIsInTheConfigurationArticleAndNothingElse() throws {
        var read = Set(Configuration.variables)
        let literal = try Regex(#""(FRAMEKIT_[A-Z0-9_]+)""#)
        for file in Self.swiftFiles(under: "Sources") {
            let text = try Self.read(file)
            read.formUnion(text.matches(of: literal).compactMap { $0.output[1].substring.map(String.init) })
        }
        let article = try Self.read("Sources/FrameKit/FrameKit.docc/Configuration.md")
        let documented = try Self.codeNames(in: article, section: "Variables", matching: "FRAMEKIT_[A-Z0-9_]+")
            .union(Self.codeNames(in: article, section: "For tests", matching: "FRAMEKIT_[A-Z0-9_]+"))
        #expect(read.subtracting(documented).sorted() == [], "read by FrameKit but not in Configuration.md")
        #expect(documented.subtracting(read).sorted() == [], "in Configuration.md but read nowhere")
    }

    /// Public UIKit-named types (UI, NS, CA, CG, WK) declared at the top level of the modules an app imports.
    static func declaredUIKitTypes() throws -> [String: String] {
        let declaration = try Regex(
            #"(?m)^(?:@\w+ )*(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias|actor) ((?:UI|NS|CA|CG|WK)\w+)"#)
        var types: [String: String] = [:]
        for file in ["Sources/FrameKit", "Sources/FrameKitGraphics", "Sources/WebKit"].flatMap(swiftFiles(under:)) {
            for match in try read(file).matches(of: declaration) {
                if let name = match.output[1].substring { types[String(name)] = file }
            }
        }
        return types
    }

    @Test func thePortingArticleListsExactlyTheUIKitTypesFrameKitDeclares() throws {
        let declared = try Self.declaredUIKitTypes()
        #expect(declared.count > 200)
        let article = try Self.read("Sources/FrameKit/FrameKit.docc/PortingFromUIKit.md")
        let supported = try Self.codeNames(in: article, section: "Supported types", matching: #"(?:UI|NS|CA|CG|WK)\w+"#)
        let unlisted = Set(declared.keys).subtracting(supported).sorted().map { "\($0) (\(declared[$0]!))" }
        #expect(unlisted == [], "declared but not in PortingFromUIKit.md's supported types")
        #expect(supported.subtracting(declared.keys).sorted() == [], "listed as supported but not declared")
        let missing = try Self.codeNames(in: article, section: "Missing types", matching: #"(?:UI|NS|CA|CG|WK)\w+"#)
        // The list shrinks as types are built; this only checks that its table was found and read.
        #expect(missing.count > 10)
        #expect(missing.intersection(declared.keys).sorted() == [], "declared now: move them to the supported types")
    }

    @Test func theGettingStartedArticlesCodeIsTheAppItsTestRuns() throws {
        let article = try Self.read("Sources/FrameKit/FrameKit.docc/GettingStarted.md")
        let code = try #require(article.firstMatch(of: try Regex("```swift\n([\\s\\S]*?)```"))?.output[1].substring)
        let tested = try Self.read("Tests/FrameKitTests/Documentation/GettingStartedTests.swift")
        let begin = try #require(tested.range(of: "// article: begin\n"))
        let end = try #require(tested.range(of: "// article: end\n"))
        let articleLines = code.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 != "@main" }
        #expect(articleLines.joined(separator: "\n") == String(tested[begin.upperBound..<end.lowerBound]))
    }

    @Test func everyArticleLinkNamesAnArticleOfTheCatalog() throws {
        let catalog = "Sources/FrameKit/FrameKit.docc"
        let articles = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(catalog).path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
        #expect(articles.count >= 10)
        let link = try Regex("<doc:([A-Za-z]+)>")
        for article in articles {
            let text = try Self.read("\(catalog)/\(article).md")
            for target in text.matches(of: link).compactMap({ $0.output[1].substring }) {
                #expect(articles.contains(String(target)), "\(article).md links to <doc:\(target)>, which is not an article")
            }
        }
    }

    @Test func theReadmeIsShortAndShowsTheCommandCIRuns() throws {
        let readme = try Self.read("README.md")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 150)
        let ci = try Self.read(".ci/run")
        let command = try #require(ci.split(separator: "\n").last.map(String.init))
        #expect(readme.contains(command), "the README's test command is not .ci/run's '\(command)'")
    }
}
