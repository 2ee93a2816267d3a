import Foundation
import FrameKitPlatform
import FrameKitTesting
import Testing

@testable import FrameKit

/// Linux's Foundation never frees an attributed string's attribute runs (~190 bytes and the attribute values each), so
/// FrameKit must make none on the paths apps take again and again: drawing strings in `draw(_:)`, setting a field's
/// text or placeholder, typing, styled control titles, text layers. Each is repeated here as an app would, and the
/// heap (malloc's bytes in use) must not grow. Measured in a child process running only this test, so that no other
/// test allocates meanwhile.
@MainActor
@Suite struct AttributedTextLeakTests {
    /// Set in the child process that runs the scenarios.
    nonisolated static let childVariable = "FRAMEKIT_TEXT_LEAK_CHILD"
    static let rounds = 1000
    /// A leak of one attributed string a round grows the heap by 190 KB or more; what may come and go besides (malloc's
    /// per-thread caches, a layout cache entry) stays far below this.
    static let allowedGrowth = 64 * 1024

    @Test func repeatedTextPathsDoNotGrowTheHeap() async throws {
        if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
            try runScenarios()
            return
        }
        // Waited for off the main actor, which other tests (the web view's) need meanwhile.
        let output = try await Task.detached { try Self.runChild() }.value
        for name in Self.scenarioNames {
            guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("grew \(name): ") }),
                let bytes = Int(line.split(separator: " ").last ?? "")
            else {
                Issue.record("the child reported nothing for \(name):\n\(output.suffix(3000))")
                continue
            }
            #expect(bytes < Self.allowedGrowth, "\(name) grew the heap by \(bytes) bytes in \(Self.rounds) rounds")
        }
    }

    /// Runs this test alone in a child process, at the lowest priority so that it takes no time from tests waiting on
    /// the clock (the web view's), and returns what it printed; a child still running after five minutes is killed
    /// (its output then lacks the scenarios it did not reach).
    private nonisolated static func runChild() throws -> String {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/nice")
        child.arguments = ["-n", "19", CommandLine.arguments[0], "--testing-library", "swift-testing", "--filter", "AttributedTextLeakTests"]
        child.environment = ProcessInfo.processInfo.environment.merging([childVariable: "1"]) { $1 }
        let pipe = Pipe()
        child.standardOutput = pipe
        child.standardError = pipe
        try child.run()
        let pid = child.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: watchdog)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        watchdog.cancel()
        return String(decoding: data, as: UTF8.self)
    }

    static let scenarioNames = [
        "string drawing", "field text and placeholder", "text view text", "typing", "typing around an exclusion path",
        "segment titles", "button configuration", "text layer", "text views made and dropped",
    ]

    private func runScenarios() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
        let scenarios = try makeScenarios(app)
        #expect(scenarios.map(\.0) == Self.scenarioNames)
        for (name, round) in scenarios {
            for index in 0..<200 { try round(index) }
            try app.runUntilIdle()
            let before = ProcessMemory.heapBytes()
            for index in 0..<Self.rounds { try round(index) }
            try app.runUntilIdle()
            print("grew \(name): \(ProcessMemory.heapBytes() - before)")
        }
    }

    private func makeScenarios(_ app: HeadlessApp) throws -> [(String, (Int) throws -> Void)] {
        let font = UIFont.systemFont(ofSize: 15)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100))

        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let view = UITextView(frame: CGRect(x: 0, y: 50, width: 300, height: 60))
        let flowing = UITextView(frame: CGRect(x: 0, y: 120, width: 300, height: 100))
        flowing.textContainer.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 60, height: 60))]
        flowing.text = "Text that flows around a badge in the corner of the view, line by line."
        for text in [field, view, flowing] as [UIView] { app.window.addSubview(text) }

        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        let button = UIButton(configuration: .filled())
        button.frame = CGRect(x: 0, y: 40, width: 200, height: 44)
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 100, width: 200, height: 30)
        app.window.addSubview(segments)
        app.window.addSubview(button)
        app.window.layer.addSublayer(layer)

        return [
            ("string drawing", { index in
                _ = renderer.image { _ in
                    let total = "Total: \(index % 10)"
                    let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
                    total.draw(at: .zero, withAttributes: attributes)
                    total.draw(in: CGRect(x: 0, y: 20, width: 80, height: 40), withAttributes: attributes)
                    _ = total.size(withAttributes: attributes)
                    _ = (total as NSString).boundingRect(
                        with: CGSize(width: 80, height: 100), options: .usesLineFragmentOrigin, attributes: attributes,
                        context: nil)
                }
            }),
            ("field text and placeholder", { index in
                field.text = index % 2 == 0 ? "Name \(index % 10)" : nil
                field.placeholder = "Placeholder \(index % 10)"
                field.isSecureTextEntry = index % 3 == 0
                _ = field.intrinsicContentSize
                try app.runUntilIdle()
            }),
            ("text view text", { index in
                view.text = "Notes \(index % 10)"
                view.insertText("!")
                _ = view.attributedText
                _ = view.attributedText
                try app.runUntilIdle()
            }),
            ("typing", { index in
                if index == 0 { field.isSecureTextEntry = false }
                field.becomeFirstResponder()
                field.text = "hello"
                // A new run of typing at the start, then one at the end that deletes into the text before it.
                field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
                field.insertText("x")
                field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
                field.insertText("y")
                field.deleteBackward()
                field.deleteBackward()
                field.undoManager?.undo()
                try app.runUntilIdle()
            }),
            ("typing around an exclusion path", { index in
                flowing.becomeFirstResponder()
                flowing.insertText(index % 2 == 0 ? "a" : "b")
                flowing.deleteBackward()
                try app.runUntilIdle()
            }),
            ("segment titles", { index in
                segments.setTitle("Segment \(index % 10)", forSegmentAt: 0)
                segments.setTitleTextAttributes([.foregroundColor: UIColor.red], for: index % 2 == 0 ? .normal : .selected)
                try app.runUntilIdle()
            }),
            ("button configuration", { index in
                button.configuration?.title = "Pay \(index % 10)"
                button.configuration?.subtitle = "now"
                button.isHighlighted = index % 2 == 0
                try app.runUntilIdle()
            }),
            ("text layer", { index in
                layer.string = "Layer \(index % 10)"
                try app.runUntilIdle()
            }),
            ("text views made and dropped", { index in
                let made = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
                made.font = font
                made.text = "Notes \(index % 10)"
                let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
                field.text = "Field"
                app.window.addSubview(made)
                app.window.addSubview(field)
                try app.runUntilIdle()
                made.removeFromSuperview()
                field.removeFromSuperview()
            }),
        ]
    }
}
