import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// Search tokens as iOS 13 code uses them: typed text turned into a token with `replaceTextualPortion`, tokens shown as
/// pills before the text, and backspaces that select then delete the last token.
@MainActor
@Suite struct SearchTokenTests {
    private func makeField() throws -> (HeadlessApp, UISearchTextField) {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 100))
        let field = UISearchTextField(frame: CGRect(x: 10, y: 30, width: 380, height: 36))
        app.window.addSubview(field)
        try app.runUntilIdle()
        return (app, field)
    }

    @Test func typedTextBecomesATokenShownBeforeTheTextWhichStartsAfterIt() throws {
        let (app, field) = try makeField()
        let plainStart = field.textRect(forBounds: field.bounds).minX
        #expect(field.becomeFirstResponder())
        field.insertText("red")
        let colour = UISearchToken(icon: UIImage(systemName: "paintpalette"), text: "Red")
        colour.representedObject = UIColor.red
        field.replaceTextualPortion(of: field.textualRange, with: colour, at: field.tokens.count)
        field.insertText("shoes")
        try app.runUntilIdle()
        #expect(field.tokens.map(\.text) == ["Red"] && field.text == "shoes")
        #expect(field.tokens.first?.representedObject as? UIColor === UIColor.red)
        let pill = try #require(field.subviews.first { String(describing: type(of: $0)) == "SearchTokenView" })
        #expect(pill.frame.minX >= 30 && pill.frame.height == 24, "after the magnifying glass")
        let textStart = field.textRect(forBounds: field.bounds).minX
        #expect(textStart == pill.frame.maxX + 4 && textStart > plainStart)
        let inPill = pill.convert(CGPoint(x: pill.bounds.maxX - 3, y: 4), to: nil)
        #expect(app.pixel(x: Int(inPill.x), y: Int(inPill.y)) != app.pixel(x: Int(textStart) + 200, y: Int(inPill.y)), "a pill of its own colour")
        field.insertToken(UISearchToken(icon: nil, text: "Size 42"), at: 0)
        #expect(field.tokens.map(\.text) == ["Size 42", "Red"])
        field.removeToken(at: 0)
        #expect(field.tokens.map(\.text) == ["Red"])
    }

    @Test func aBackspaceAtTheStartSelectsTheLastTokenAndASecondDeletesIt() throws {
        let (_, field) = try makeField()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.tokens = [UISearchToken(icon: nil, text: "Books"), UISearchToken(icon: nil, text: "Open now")]
        #expect(field.becomeFirstResponder())
        field.insertText("a")
        field.deleteBackward()
        #expect(field.text == "" && field.tokens.count == 2, "the first backspace deletes text")
        field.deleteBackward()
        #expect(field.selectedTokenIndex == 1 && field.tokens.count == 2, "then selects the last token")
        let before = changes
        field.deleteBackward()
        #expect(field.tokens.map(\.text) == ["Books"] && field.selectedTokenIndex == nil && changes == before + 1)
        field.deleteBackward()
        field.insertText("c")
        #expect(field.selectedTokenIndex == nil && field.tokens.count == 1 && field.text == "c", "typing drops the token selection")
        field.allowsDeletingTokens = false
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.tokens.count == 1 && field.selectedTokenIndex == nil)
    }

    @Test func tokensHideThePlaceholderAndTheClearButtonTakesThemAway() throws {
        let (app, field) = try makeField()
        #expect(field.becomeFirstResponder())
        try app.runUntilIdle()
        let placeholderAt = field.convert(CGPoint(x: field.textRect(forBounds: field.bounds).minX + 6, y: field.bounds.midY), to: nil)
        let inked = (0..<40).contains { app.pixel(x: Int(placeholderAt.x) + $0, y: Int(placeholderAt.y)) != app.pixel(x: 300, y: Int(placeholderAt.y)) }
        #expect(inked, "\"Search\" shows while the field is empty")
        field.tokens = [UISearchToken(icon: nil, text: "Cafés")]
        try app.runUntilIdle()
        #expect(field.clearButtonShown && field.text == "")
        let textStart = field.convert(CGPoint(x: field.textRect(forBounds: field.bounds).minX + 2, y: field.bounds.midY), to: nil)
        #expect((0..<60).allSatisfy { app.pixel(x: Int(textStart.x) + $0, y: Int(textStart.y)) == app.pixel(x: 300, y: Int(textStart.y)) },
                "no placeholder beside a token")
        let clear = field.clearButtonRect(forBounds: field.bounds)
        try app.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
        try app.runUntilIdle()
        #expect(field.tokens.isEmpty && !field.clearButtonShown)
    }
}
