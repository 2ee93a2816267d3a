import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

@MainActor
final class TextViewLog: UITextViewDelegate {
    var calls: [String] = []
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("change \(range.location),\(range.length) \(text.debugDescription)")
        return true
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
}

extension HeadlessApp {
    /// Pixels in `rect` (window coordinates) that are not white: text drawn there.
    func ink(in rect: CGRect) -> Int {
        let picture = snapshot()
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where picture[x, y] & 0xFFFFFF != 0xFFFFFF { count += 1 }
        }
        return count
    }
}

@MainActor
struct TextViewTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))

    func ink(_ rect: CGRect) -> Int { app.ink(in: rect) }

    @Test func typingWithReturnMakesParagraphsAndTellsTheDelegateOfUserEditsOnly() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let log = TextViewLog()
        view.delegate = log
        app.window.addSubview(view)
        view.text = "set from code"
        #expect(log.calls.isEmpty)
        view.becomeFirstResponder()
        app.tapKey(Keys.letters["a"]!)
        app.tapKey(Keys.enter)
        app.tapKey(Keys.letters["b"]!)
        #expect(view.text == "set from codea\nb")
        #expect(log.calls == [
            "didBegin", "change 13,0 \"a\"", "didChange", "change 14,0 \"\\n\"", "didChange", "change 15,0 \"b\"", "didChange",
        ])
        // Up moves to the line above, keeping the column as near as it can.
        app.tapKey(Keys.left)
        app.tapKey(106)
        app.tapKey(103)
        #expect(view.selectedRange.location <= 2)
    }

    @Test func textFlowsAroundAnExclusionPathOnScreen() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        view.font = .systemFont(ofSize: 14)
        view.text = Array(repeating: "Text flows around the picture here.", count: 20).joined(separator: " ")
        view.textContainer.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 120, height: 100))]
        app.window.addSubview(view)
        try app.runUntilIdle()
        #expect(ink(CGRect(x: 2, y: 10, width: 110, height: 95)) == 0)
        #expect(ink(CGRect(x: 130, y: 10, width: 180, height: 95)) > 200)
        #expect(ink(CGRect(x: 2, y: 130, width: 110, height: 60)) > 100)
    }

    @Test func aLongTextLaysOutOnlyWhatIsShownAndScrollsToItsEnd() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        view.text = (0..<2000).map { "Line \($0) of a long document" }.joined(separator: "\n")
        app.window.addSubview(view)
        try app.runUntilIdle()
        let laidOut = view.layoutManager.paragraphs.filter { $0.layout != nil }.count
        #expect(laidOut > 5 && laidOut < 60)
        #expect(view.contentSize.height > 2000 * 10)
        view.scrollRangeToVisible(NSRange(location: view.textStorage.length - 3, length: 1))
        try app.runUntilIdle()
        #expect(view.contentOffset.y > 10_000)
        #expect(ink(CGRect(x: 0, y: 0, width: 320, height: 240)) > 100)
    }

    /// As a table prepares the rows about to scroll in, a text view lays the screen below the one shown out in the
    /// spare time after a frame, asking for no frame for it: paging down then draws lines already laid out.
    @Test func theScreenBelowIsLaidOutInSpareTimeSoPagingDownFindsItLaidOut() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        view.text = (0..<2000).map { "Line \($0) of a long document" }.joined(separator: "\n")
        app.window.addSubview(view)
        try app.runUntilIdle()
        #expect(!app.screen.pipeline.needsFrame, "laying out ahead asks for no frame")
        let manager = view.layoutManager
        let laidOut = manager.paragraphs.filter { $0.layout != nil }.count
        for page in 1...3 {
            // The bands of 256 points the next screen shows, in the container's coordinates.
            let top = CGFloat(page) * 240, bands = floor(top / 256)...floor((top + 239) / 256)
            let shown = CGRect(x: 0, y: bands.lowerBound * 256 - view.textContainerInset.top, width: 320,
                               height: (bands.upperBound - bands.lowerBound + 1) * 256)
            #expect(manager.isLaidOut(across: shown), "page \(page) is laid out before it shows")
            view.contentOffset.y = top
            try app.runUntilIdle()
        }
        #expect(manager.paragraphs.filter { $0.layout != nil }.count < laidOut * 5, "one screen ahead, not the text")
        #expect(ink(CGRect(x: 0, y: 0, width: 320, height: 240)) > 100)
    }

    @Test func storageEditsFromCodeShowOnScreen() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        view.text = "short"
        app.window.addSubview(view)
        try app.runUntilIdle()
        let before = ink(CGRect(x: 0, y: 0, width: 320, height: 40))
        view.textStorage.replaceCharacters(in: NSRange(location: 5, length: 0), with: " and now a good deal longer")
        try app.runUntilIdle()
        #expect(ink(CGRect(x: 0, y: 0, width: 320, height: 40)) > before * 3)
    }

    @Test func typingRedrawsOnlyTheLineItChangesUntilALineBreakMovesTheLinesBelow() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        view.text = (0..<40).map { "Line \($0)" }.joined(separator: "\n")
        app.window.addSubview(view)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: (view.text as NSString).range(of: "Line 5").location + 6, length: 0)
        try app.runUntilIdle()
        let lineHeight = view.layoutManager.caretRect(at: view.selectedRange.location).height
        view.insertText("x")
        app.advance(by: app.display.refreshInterval)
        let typed = app.screen.lastFrameStatistics.damagedPixels
        #expect(typed > 0 && typed <= 320 * Int(lineHeight + 4), "damaged \(typed) pixels")
        view.insertText("\n")
        app.advance(by: app.display.refreshInterval)
        let broken = app.screen.lastFrameStatistics.damagedPixels
        #expect(broken >= 320 * 150, "a line break moves every line below it: damaged \(broken) pixels")
    }

    @Test func theBackgroundShowsBetweenLinesAndAClearTextViewShowsWhatIsBehindIt() throws {
        app.window.backgroundColor = .red
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        view.text = (0..<40).map { "Line \($0)" }.joined(separator: "\n")
        view.backgroundColor = .yellow
        app.window.addSubview(view)
        try app.runUntilIdle()
        view.contentOffset.y = 300
        try app.runUntilIdle()
        #expect(app.snapshot()[300, 120] == 0xFFFF_FF00)
        view.backgroundColor = .clear
        try app.runUntilIdle()
        #expect(app.snapshot()[300, 120] == 0xFFFF_0000)
        view.backgroundColor = .white
        try app.runUntilIdle()
        #expect(app.snapshot()[300, 120] == 0xFFFF_FFFF)
        #expect(ink(CGRect(x: 0, y: 0, width: 100, height: 240)) > 200)
    }

    @Test func anOpaqueTextViewHidesTheViewsBehindItWhileItScrollsAndAClearOneDoesNot() throws {
        app.window.backgroundColor = .red
        let controllerView = UIView(frame: app.window.bounds)
        controllerView.backgroundColor = .blue
        app.window.addSubview(controllerView)
        let view = UITextView(frame: controllerView.bounds.insetBy(dx: 0, dy: 20))
        view.text = (0..<80).map { "Line \($0)" }.joined(separator: "\n")
        controllerView.addSubview(view)
        try app.runUntilIdle()
        func scroll() {
            // Twice: the first frame also redraws what the other buffer of the display missed.
            for _ in 0..<2 {
                view.contentOffset.y += 30
                app.advance(by: app.display.refreshInterval)
            }
        }
        scroll()
        // The text view's 320×200 is damaged (its tiles are clipped to it); its own background, the controller's view
        // and the window behind its tiles are not drawn there; and the frame asks for no empty frame after it.
        let scrolled = app.screen.lastFrameStatistics
        #expect(!app.screen.pipeline.needsFrame)
        #expect(scrolled.damagedPixels == 320 * 200)
        #expect(scrolled.hiddenPixels == 3 * 320 * 200)
        #expect(app.snapshot()[300, 10] == 0xFF00_00FF)
        #expect(app.snapshot()[300, 120] == 0xFFFF_FFFF)
        view.backgroundColor = .clear
        try app.runUntilIdle()
        scroll()
        #expect(app.screen.lastFrameStatistics.hiddenPixels == 320 * 200)  // the window, under the blue view
        #expect(app.snapshot()[300, 120] == 0xFF00_00FF)
    }

    /// An opaque text view's tiles go onto the frame as row copies within the damage: a badge changing colour and
    /// moving over the text beside one that stays, then the text scrolled, give the pixels compositing afresh gives.
    @Test(arguments: [1.0, 2.0]) func tilesCopiedWithinTheDamageGiveWhatCompositingAfreshGives(scale: CGFloat) throws {
        func scene(changed: Bool, offset: CGFloat) throws -> (HeadlessApp, UITextView, UIView) {
            let app = HeadlessApp(size: PixelSize(width: Int(320 * scale), height: Int(240 * scale)), scale: scale)
            let view = UITextView(frame: CGRect(x: 10, y: 12, width: 300, height: 216))
            view.text = (0..<60).map { "Line \($0): the quick brown fox" }.joined(separator: "\n")
            view.contentOffset.y = offset
            app.window.addSubview(view)
            let badge = UIView(frame: CGRect(x: changed ? 150 : 200, y: 100, width: 50, height: 30))
            badge.backgroundColor = changed ? .green : .red
            app.window.addSubview(badge)
            let staying = UIView(frame: CGRect(x: 30, y: 105, width: 60, height: 20))
            staying.backgroundColor = .blue
            app.window.addSubview(staying)
            try app.runUntilIdle()
            return (app, view, badge)
        }
        let (app, view, badge) = try scene(changed: false, offset: 0)
        // Twice: the first frame also draws everything the display's other buffer has not shown yet.
        for (color, x) in [(UIColor.yellow, 175.0), (.green, 150)] {
            badge.backgroundColor = color
            badge.frame.origin.x = x
            try app.runUntilIdle()
        }
        #expect(app.snapshot().differingRect(from: try scene(changed: true, offset: 0).0.snapshot()).isEmpty)
        view.contentOffset.y = 45
        try app.runUntilIdle()
        #expect(app.snapshot().differingRect(from: try scene(changed: true, offset: 45).0.snapshot()).isEmpty)
        #expect(app.ink(in: CGRect(x: 20, y: 20, width: 100, height: 60)) > 0)
    }
}
