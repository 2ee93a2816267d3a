import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// The text field's border styles, background images, placeholder, enabled state and editing notifications, and the
/// word and line deletion keys of both text views.
@MainActor
@Suite(.serialized) struct TextFieldStateTests {
    static let alt = 56, superKey = 125, delete = 111

    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 40))

    init() throws {
        try fingers.app.connectKeyboard()
        app.window.backgroundColor = .white
        app.window.addSubview(field)
    }

    /// A plain image of one colour, as an app's asset would be.
    func image(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    /// Pixels inside `rect` (window points) that `matches` accepts.
    func count(in rect: CGRect, _ matches: (_ red: UInt32, _ green: UInt32, _ blue: UInt32) -> Bool) -> Int {
        let frame = app.snapshot()
        var found = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let pixel = frame[x, y]
                if matches((pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF) { found += 1 }
            }
        }
        return found
    }

    @Test func eachBorderStyleDrawsItsEdge() throws {
        // x 20 is the field's left edge, y 21 the row under its top edge, (100, 40) its middle.
        let expected: [(UITextField.BorderStyle, edge: UInt32, underTop: UInt32)] = [
            (.none, 0xFFFFFF, 0xFFFFFF), (.line, 0x000000, 0xFFFFFF), (.bezel, UIColor.systemGray.rgb, UIColor.darkGray.rgb),
            (.roundedRect, 0xCCCCCC, 0xFFFFFF),
        ]
        for (style, edge, underTop) in expected {
            field.borderStyle = style
            try app.runUntilIdle()
            #expect(app.pixel(x: 20, y: 40) == edge, "\(style) edge")
            #expect(app.pixel(x: 100, y: 21) == underTop, "\(style) under the top edge")
            #expect(app.pixel(x: 100, y: 40) == 0xFFFFFF, "\(style) inside")
        }
        // A rounded rectangle's corner is rounded off.
        #expect(app.pixel(x: 20, y: 20) == 0xFFFFFF)
    }

    @Test func theBackgroundImageReplacesTheBorderButNotARoundedRectAndDisabledHasItsOwn() throws {
        field.borderStyle = .line
        field.background = image(.red)
        field.disabledBackground = image(.blue)
        try app.runUntilIdle()
        #expect(app.pixel(x: 20, y: 40) == 0xFF0000 && app.pixel(x: 219, y: 59) == 0xFF0000, "stretched over the border")
        field.isEnabled = false
        try app.runUntilIdle()
        #expect(app.pixel(x: 100, y: 40) == 0x0000FF)
        field.isEnabled = true
        field.borderStyle = .roundedRect
        try app.runUntilIdle()
        #expect(app.pixel(x: 100, y: 40) == 0xFFFFFF && app.pixel(x: 20, y: 40) == 0xCCCCCC, "a rounded rectangle ignores it")
    }

    @Test func thePlaceholderIsGreyUnlessItsAttributesSayOtherwiseAndGoesWhenThereIsText() throws {
        let text = CGRect(x: 20, y: 20, width: 200, height: 40)
        field.font = .systemFont(ofSize: 24)
        field.placeholder = "Your name"
        try app.runUntilIdle()
        // placeholderText is a translucent grey: over white, a light grey with a touch of blue.
        let isGrey = { (r: UInt32, g: UInt32, b: UInt32) in r < 0xF0 && r == g && b >= r && b - r < 0x10 }
        #expect(count(in: text, isGrey) > 40)
        field.attributedPlaceholder = NSAttributedString(string: "Your name", attributes: [.foregroundColor: UIColor.red])
        try app.runUntilIdle()
        #expect(field.placeholder == "Your name")
        #expect(count(in: text) { r, g, b in r > 0xE0 && g < 0x40 && b < 0x40 } > 40, "its own colour")
        #expect(count(in: text, isGrey) == 0)
        field.text = "Ada"
        try app.runUntilIdle()
        #expect(count(in: text) { r, g, b in r > 0xE0 && g < 0x40 && b < 0x40 } == 0, "text replaces it")
    }

    @Test func aDisabledFieldTakesNoTapAndDisablingEndsEditing() throws {
        let begins = NotificationCount(UITextField.textDidBeginEditingNotification, object: field)
        let ends = NotificationCount(UITextField.textDidEndEditingNotification, object: field)
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        field.isEnabled = false
        fingers.tap(CGPoint(x: 100, y: 40))
        #expect(!field.isFirstResponder && !field.becomeFirstResponder() && begins.count == 0)
        field.isEnabled = true
        fingers.tap(CGPoint(x: 100, y: 40))
        #expect(field.isFirstResponder && field.isEditing && begins.count == 1)
        app.tapKey(Keys.letters["a"]!)
        field.isEnabled = false
        #expect(!field.isFirstResponder && !field.isEditing && ends.count == 1)
        #expect(events == ["begin", "end"] && field.text == "a")
    }

    @Test func editingNotificationsComeOncePerSessionAndChangesOnlyForTheUsersEdits() throws {
        let begins = NotificationCount(UITextField.textDidBeginEditingNotification, object: field)
        let changes = NotificationCount(UITextField.textDidChangeNotification, object: field)
        let ends = NotificationCount(UITextField.textDidEndEditingNotification, object: field)
        field.becomeFirstResponder()
        field.becomeFirstResponder()
        field.text = "set in code"
        #expect(begins.count == 1 && changes.count == 0)
        app.tapKey(Keys.letters["x"]!)
        #expect(changes.count == 1)
        field.resignFirstResponder()
        field.resignFirstResponder()
        #expect(ends.count == 1 && begins.count == 1)
    }

    @Test func altOrControlBackspaceDeletesAWordAndSuperBackspaceTheLine() throws {
        field.text = "one two three"
        field.becomeFirstResponder()
        app.tapKey(Keys.backspace, modifiers: [Self.alt])
        #expect(field.text == "one two ")
        app.tapKey(Keys.backspace, modifiers: [Keys.control])
        #expect(field.text == "one ")
        app.tapKey(Keys.letters["x"]!)
        app.tapKey(Keys.backspace, modifiers: [Self.superKey])
        #expect(field.text == "")
        app.tapKey(Keys.letters["z"]!, modifiers: [Keys.control])
        #expect(field.text == "one x", "undone")
        app.tapKey(Keys.home)
        app.tapKey(Self.delete, modifiers: [Keys.control])
        #expect(field.text == " x")
        app.tapKey(Self.delete, modifiers: [Self.superKey])
        #expect(field.text == "")
    }

    @Test func inATextViewTheLineKeysStopAtTheLineAndJoinLinesAtItsEdge() throws {
        let view = UITextView(frame: CGRect(x: 20, y: 80, width: 300, height: 150))
        view.text = "first line\nsecond line here"
        app.window.addSubview(view)
        view.becomeFirstResponder()
        app.tapKey(Keys.backspace, modifiers: [Self.superKey])
        #expect(view.text == "first line\n")
        app.tapKey(Keys.backspace, modifiers: [Self.superKey])
        #expect(view.text == "first line", "at the line's start it joins the lines")
        view.selectedRange = NSRange(location: 6, length: 0)
        app.tapKey(Self.delete, modifiers: [Self.superKey])
        #expect(view.text == "first ")
        app.tapKey(Keys.backspace, modifiers: [Self.alt])
        #expect(view.text == "")
    }
}

extension UIColor {
    /// The colour as 0xRRGGBB, as `HeadlessApp.pixel` gives it.
    fileprivate var rgb: UInt32 {
        var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        getRed(&r, green: &g, blue: &b, alpha: &a)
        return UInt32((r * 255).rounded()) << 16 | UInt32((g * 255).rounded()) << 8 | UInt32((b * 255).rounded())
    }
}
