import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
@Suite(.serialized) struct VisualFormatTests {
    @Test func aFormatLaysOutARowAndAColumnAsInUIKit() throws {
        let app = HeadlessApp(size: PixelSize(width: 300, height: 200))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        app.window.addSubview(container)
        let (name, field, note) = (UIView(), UIView(), UIView())
        for view in [name, field, note] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views = ["name": name, "field": field, "note": note]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name]-[field(==name)]-|", options: .alignAllTop, metrics: nil, views: views)
        #expect(constraints.count == 5)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-top-[name(44)]-(>=12)-[note(20@750)]", options: [], metrics: ["top": 10], views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[note]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[field(==name)]", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        try app.runUntilIdle()
        #expect(name.frame == CGRect(x: 20, y: 10, width: 126, height: 44))
        #expect(field.frame == CGRect(x: 154, y: 10, width: 126, height: 44))
        #expect(note.frame == CGRect(x: 0, y: 66, width: 300, height: 20))
        #expect(constraints.contains { $0.firstItem === note && $0.firstAttribute == .height && $0.priority == UILayoutPriority(750) })
    }

    /// Leading to trailing mirrors in an Arabic interface; the explicit directions do not.
    @Test(arguments: [
        (NSLayoutConstraint.FormatOptions.directionLeadingToTrailing, "en", [20.0, 78.0]),
        (.directionLeadingToTrailing, "ar", [230.0, 182.0]),
        (.directionLeftToRight, "ar", [20.0, 78.0]),
        (.directionRightToLeft, "en", [230.0, 182.0]),
    ])
    func horizontalFormatsRunInTheirDirection(_ options: NSLayoutConstraint.FormatOptions, _ language: String, _ xs: [Double]) throws {
        try withPreferredLanguages([language]) {
            let app = HeadlessApp(size: PixelSize(width: 300, height: 100))
            let (a, b) = (UIView(), UIView())
            for view in [a, b] {
                view.translatesAutoresizingMaskIntoConstraints = false
                app.window.addSubview(view)
            }
            // b sits 8 points after a, and at least 8 points before the far edge.
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|-20-[a(50)]-8-[b(40)]-(>=8)-|", options: options, metrics: nil, views: ["a": a, "b": b])
                    + [a.topAnchor.constraint(equalTo: app.window.topAnchor), b.topAnchor.constraint(equalTo: app.window.topAnchor)])
            try app.runUntilIdle()
            #expect([Double(a.frame.minX), Double(b.frame.minX)] == xs)
        }
    }

    @Test func aFormatThatCannotBeReadIsLoggedWithACaretAndGivesNothing() {
        let views = ["a": UIView()]
        LogCapture.shared.start()
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: [], metrics: nil, views: views).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a(wide)]", options: [], metrics: nil, views: views).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]", options: [], metrics: nil, views: views).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "Q:[a]", options: [], metrics: nil, views: views).isEmpty)
        let log = LogCapture.shared.stop()
        #expect(log.contains("Unable to parse constraint format: b is not a key in the views dictionary\nH:[a]-[b]\n       ^"))
        #expect(log.contains("wide is not a key in the metrics dictionary"))
        #expect(log.contains("because the view has no superview"))
        #expect(log.contains("Expected H or V before ':'"))
    }
}
