import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// A read-only text view (isEditable false, isSelectable true) selects and copies without a keyboard, and the edit
/// menu steps aside while text scrolls under it.
@MainActor
struct SelectableTextTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))

    init() throws {
        view.font = .systemFont(ofSize: 17)
        view.text = (1...40).map { "Terms line \($0) of the kiosk" }.joined(separator: "\n")
        app.window.addSubview(view)
        try app.runUntilIdle()
    }

    var presenter: EditMenuPresenter { app.screen.editMenu }
    var titles: [String] { presenter.isShowing ? presenter.menuView.actions.map(\.title) : [] }

    func quickTap(at point: CGPoint) { app.quickTap(at: point) }

    /// The window point in the middle of the character at `offset`.
    func point(at offset: Int) -> CGPoint {
        let start = view.position(from: view.beginningOfDocument, offset: offset)!
        let end = view.position(from: start, offset: 1)!
        let a = view.convert(view.caretRect(for: start), to: app.window)
        let b = view.convert(view.caretRect(for: end), to: app.window)
        return CGPoint(x: (a.minX + b.minX) / 2, y: a.midY)
    }

    /// "kiosk" on line 2, double-tapped.
    func selectKiosk() throws -> NSRange {
        let word = (view.text as NSString).range(of: "kiosk", options: [], range: NSRange(location: 30, length: 30))
        quickTap(at: point(at: word.location + 2))
        quickTap(at: point(at: word.location + 2))
        try app.runUntilIdle()
        return word
    }

    @Test func aReadOnlyTextViewSelectsAWordAndCopiesItWithNoKeyboardAndNoEditing() throws {
        view.isEditable = false
        let log = TextViewLog()
        view.delegate = log
        let word = try selectKiosk()
        #expect(view.isFirstResponder)
        #expect(!view.isEditing)
        #expect(view.selectedRange == word)
        #expect(app.screen.keyboard.frame == nil, "no keyboard for text that cannot change")
        #expect(titles == ["Copy", "Select All"])
        let rect = try #require(presenter.menuView.rectOfItem(titled: "Copy"))
        quickTap(at: CGPoint(x: rect.midX, y: rect.midY))
        #expect(UIPasteboard.general.string == "kiosk")
        // Keys move the selection but never change the text.
        view.cut(nil)
        view.paste(nil)
        view.insertText("x")
        #expect(view.text.hasPrefix("Terms line 1 of the kiosk\nTerms line 2 of the kiosk"))
        #expect(log.calls.isEmpty, "no editing callbacks for a read-only view")
        // A tap elsewhere drops the selection.
        quickTap(at: CGPoint(x: 200, y: 150))
        try app.runUntilIdle()
        #expect(!view.isFirstResponder)
        #expect(!presenter.isShowing)
    }

    @Test func aViewThatIsNeitherEditableNorSelectableIgnoresTheDoubleTap() throws {
        view.isEditable = false
        view.isSelectable = false
        _ = try selectKiosk()
        #expect(!view.isFirstResponder)
        #expect(!presenter.isShowing)
    }

    @Test func theMenuStepsAsideWhileTheTextScrollsAndComesBackOverTheSelection() throws {
        try app.connectKeyboard()  // no on-screen keyboard over the text
        _ = try selectKiosk()
        #expect(presenter.isShowing)
        let before = presenter.menuView.frame
        // A finger drags the text up by 60 points.
        let start = app.screen.nativeLocation(of: CGPoint(x: 160, y: 200))
        app.feed(.touchDown(slot: 0, x: Double(start.x), y: Double(start.y), kind: .direct, time: app.loop.now))
        for step in 1...6 {
            app.advance(by: 0.016)
            let p = app.screen.nativeLocation(of: CGPoint(x: 160, y: 200 - CGFloat(step) * 10))
            app.feed(.touchMotion(slot: 0, x: Double(p.x), y: Double(p.y), time: app.loop.now))
        }
        app.advance(by: 0.016)
        #expect(view.contentOffset.y > 20)
        #expect(!presenter.isShowing || presenter.menuView.alpha < 1, "away while the text moves")
        app.advance(by: 0.2)  // held still, so the lift does not fling
        app.feed(.touchUp(slot: 0, time: app.loop.now))
        try app.runUntilIdle()
        #expect(presenter.isShowing, "back when the scrolling ends")
        let moved = before.minY - presenter.menuView.frame.minY
        #expect(abs(moved - view.contentOffset.y) < 2, "over the selection where it is now")
    }
}
