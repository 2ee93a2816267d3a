import Foundation

/// What an SVG document would make librsvg do, weighed before librsvg reads it. librsvg decodes the images a
/// document embeds (`data:` URLs) at their full size whatever the pixel limit, and draws every `<use>` copy of every
/// copy: a 300-byte document of doubled `<use>` references is a billion elements. So the document is read once
/// (libxml2, as storyboards are: no network, entities never expanded, 128 levels at most): each embedded image's
/// header is checked against the pixel limit (an embedded SVG is weighed the same way), and the elements the document
/// draws, `<use>` copies counted, must stay under `maximumElements`. (A gzip-compressed document is left to librsvg's
/// own limits; one that is not well-formed XML to librsvg's error.)
enum SVGBudget {
    /// The most elements a document may draw once its `<use>` references are expanded.
    static let maximumElements = 100_000
    /// How deep SVG documents may embed each other.
    static let maximumEmbedding = 3

    static func check(_ data: Data, embeddedIn depth: Int = 0) throws(ImageDecodingError) {
        guard !data.starts(with: [0x1F, 0x8B]) else { return }
        let root: MarkupElement
        do { root = try MarkupElement.document(data, allowsDoctype: true) } catch {
            guard error.message.contains("nested deeper") else { return }
            throw ImageDecodingError(format: .svg, reason: "line \(error.line): \(error.message)")
        }
        let scan = ElementScan()
        try scan.add(root, embeddedIn: depth)
        let drawn = scan.drawnElements()
        guard drawn <= maximumElements else {
            throw ImageDecodingError(
                format: .svg,
                reason: "the document draws more than \(maximumElements) elements once its <use> references are expanded (\(scan.nodes.count) written); simplify it")
        }
    }

    /// The checked size of an image embedded as a `data:` URL; nil for a URL that is not one or does not decode
    /// (librsvg skips those).
    static func checkEmbedded(_ url: String, depth: Int) throws(ImageDecodingError) {
        guard url.hasPrefix("data:"), let comma = url.firstIndex(of: ",") else { return }
        let header = url[..<comma], payload = String(url[url.index(after: comma)...])
        let bytes = header.hasSuffix(";base64")
            ? Data(base64Encoded: payload, options: .ignoreUnknownCharacters)
            : payload.removingPercentEncoding.map { Data($0.utf8) }
        guard let bytes, let format = ImageFormat(sniffing: bytes) else { return }
        if format == .svg {
            guard depth < maximumEmbedding else {
                throw ImageDecodingError(format: .svg, reason: "SVG documents are embedded in each other more than \(maximumEmbedding) deep")
            }
            return try check(bytes, embeddedIn: depth + 1)
        }
        guard let size = try? ImageHeader(bytes, format: format) else { return }
        guard size.width.multipliedReportingOverflow(by: size.height).partialValue <= ImageDecoder.maximumPixelCount else {
            throw ImageDecodingError(
                format: .svg,
                reason: "an image inside the document is \(size.width)×\(size.height) pixels, more than FrameKit decodes at once (\(ImageDecoder.maximumPixelCount / 1_000_000) megapixels)")
        }
    }
}

/// The document's element tree as far as drawing cost goes: each element's children and the element a `<use>`
/// copies.
private final class ElementScan {
    struct Node {
        var children: [Int] = []
        var copies: String?
    }

    private(set) var nodes: [Node] = []
    private var ids: [String: Int] = [:]

    /// Adds `element` and its subtree (at most 128 deep), checking embedded images on the way; its index.
    @discardableResult
    func add(_ element: MarkupElement, embeddedIn depth: Int) throws(ImageDecodingError) -> Int {
        let href = element["href"]
        if element.name == "image" || element.name == "feImage", let href { try SVGBudget.checkEmbedded(href, depth: depth) }
        let index = nodes.count
        nodes.append(Node(copies: element.name == "use" ? href.flatMap { $0.hasPrefix("#") ? String($0.dropFirst()) : nil } : nil))
        if let id = element["id"] { ids[id] = index }
        for child in element.children {
            let childIndex = try add(child, embeddedIn: depth)
            nodes[index].children.append(childIndex)
        }
        return index
    }

    /// How many elements drawing the document draws: each element once, and for a `<use>` the elements it copies
    /// again (a reference back into its own ancestors, which librsvg refuses, counts nothing). Iterative, since
    /// reference chains can be as long as the document.
    func drawnElements() -> Int {
        guard !nodes.isEmpty else { return 0 }
        enum State { case unvisited, inProgress, done(Int) }
        var state = [State](repeating: .unvisited, count: nodes.count)
        func dependencies(_ index: Int) -> [Int] {
            nodes[index].children + (nodes[index].copies.flatMap { ids[$0] }.map { [$0] } ?? [])
        }
        var stack = [0]
        while let index = stack.last {
            switch state[index] {
            case .done:
                stack.removeLast()
            case .unvisited:
                state[index] = .inProgress
                stack += dependencies(index).filter { if case .unvisited = state[$0] { true } else { false } }
            case .inProgress:
                var total = 1
                for dependency in dependencies(index) {
                    if case .done(let count) = state[dependency] { total = min(total + count, SVGBudget.maximumElements + 1) }
                }
                state[index] = .done(total)
                stack.removeLast()
            }
        }
        if case .done(let count) = state[0] { return count }
        return 0
    }
}
