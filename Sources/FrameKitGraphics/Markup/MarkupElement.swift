import CXMLReader
import Foundation

/// An element of an XML document (an Interface Builder file, an SVG document), with the line it starts on, read
/// through libxml2. Names are local names (`xlink:href` is `href`).
package struct MarkupElement {
    package var name: String
    package var attributes: [String: String]
    package var children: [MarkupElement] = []
    package var text = ""
    package var line: Int

    package init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    package subscript(attribute: String) -> String? { attributes[attribute] }

    /// The children named `name`.
    package func children(_ name: String) -> [MarkupElement] { children.filter { $0.name == name } }

    /// The first child named `name` whose `key` attribute is `key` (Interface Builder's way of naming a property).
    package func child(_ name: String, key: String) -> MarkupElement? {
        children.first { $0.name == name && $0["key"] == key }
    }

    /// The first child named `name`.
    package func child(_ name: String) -> MarkupElement? { children.first { $0.name == name } }

    /// The root element of `data`; a document that is not well-formed XML fails with libxml2's reason and line, and one
    /// with a DOCTYPE is refused unread unless `allowsDoctype` (an SVG's may name the SVG DTD; its entities are still
    /// not expanded).
    package static func document(_ data: Data, allowsDoctype: Bool = false) throws(MarkupError) -> MarkupElement {
        let builder = Builder()
        var reason = [CChar](repeating: 0, count: 512)
        var line: Int32 = 0
        let status = data.withUnsafeBytes { bytes in
            withMarkupHandler(builder) { handler in
                fk_xml_read(
                    bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, allowsDoctype ? 1 : 0, &handler,
                    &reason, reason.count, &line)
            }
        }
        guard status == 0, let root = builder.root else {
            let message = String(decoding: reason.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
            guard status != -2 else { throw MarkupError(line: Int(line), message: message) }
            throw MarkupError(line: Int(line), message: "is not well-formed XML: \(message.isEmpty ? "no root element" : message)")
        }
        return root
    }

    /// Assembles the tree from the reader's stream of elements.
    private final class Builder: MarkupReceiver {
        var open: [MarkupElement] = []
        var root: MarkupElement?

        func start(name: String, attributes: [String: String], line: Int) {
            open.append(MarkupElement(name: name, attributes: attributes, line: line))
        }

        func end() {
            guard let element = open.popLast() else { return }
            if open.isEmpty { root = element } else { open[open.count - 1].children.append(element) }
        }

        func text(_ text: String) {
            guard !open.isEmpty else { return }
            open[open.count - 1].text += text
        }
    }
}

/// Why a document could not be read: the line (0 when unknown) and what libxml2 or the reader said.
package struct MarkupError: Error {
    package let line: Int
    package let message: String
}

/// What receives a document read as a stream: each element's start with its attributes, its text, its end.
package protocol MarkupReceiver: AnyObject {
    func start(name: String, attributes: [String: String], line: Int)
    func end()
    func text(_ text: String)
}

/// Calls `read` with a libxml2 reader's handler that hands its stream to `receiver`.
package func withMarkupHandler(_ receiver: some MarkupReceiver, _ read: (inout fk_xml_handler) -> Int32) -> Int32 {
    withExtendedLifetime(receiver) {
        var handler = fk_xml_handler(
            context: Unmanaged.passUnretained(receiver as AnyObject).toOpaque(),
            start: { context, name, attributes, count, line in
                var values: [String: String] = [:]
                for index in 0..<Int(count) {
                    guard let key = attributes?[2 * index], let value = attributes?[2 * index + 1] else { continue }
                    values[String(cString: key)] = String(cString: value)
                }
                receiverOf(context).start(name: String(cString: name!), attributes: values, line: Int(line))
            },
            end: { context in receiverOf(context).end() },
            text: { context, text in receiverOf(context).text(String(cString: text!)) })
        return read(&handler)
    }
}

private func receiverOf(_ context: UnsafeMutableRawPointer?) -> any MarkupReceiver {
    Unmanaged<AnyObject>.fromOpaque(context!).takeUnretainedValue() as! any MarkupReceiver
}
