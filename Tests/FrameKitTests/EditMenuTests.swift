import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// A delegate that replaces or empties a text field's edit menu.
@MainActor
final class MenuChoosingDelegate: UITextFieldDelegate {
    var menu: UIMenu?
    var suggested: [String] = []
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    {
        suggested = suggestedActions.map(\.title)
        return menu
    }
}

@MainActor
struct EditMenuTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
    let field = UITextField(frame: CGRect(x: 10, y: 60, width: 300, height: 34))

    init() throws {
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 17)
        field.text = "hello kiosk world"
        app.window.addSubview(field)
        try app.runUntilIdle()
    }

    var presenter: EditMenuPresenter { app.screen.editMenu }
    var titles: [String] { presenter.isShowing ? presenter.menuView.actions.map(\.title) : [] }

    func quickTap(at point: CGPoint) { app.quickTap(at: point) }

    /// The point of the field's text at `offset` (window coordinates), on the text's middle line.
    func point(at offset: Int) -> CGPoint {
        let position = field.position(from: field.beginningOfDocument, offset: offset)!
        let caret = field.convert(field.caretRect(for: position), to: app.window)
        return CGPoint(x: caret.midX, y: caret.midY)
    }

    func tapItem(_ title: String) throws {
        let rect = try #require(presenter.menuView.rectOfItem(titled: title))
        quickTap(at: CGPoint(x: rect.midX, y: rect.midY))
    }

    /// A word double-tapped: selected, with the handles at its ends and Cut, Copy, Paste above it.
    func selectKiosk() throws {
        quickTap(at: point(at: 3))
        app.advance(by: 0.6)
        quickTap(at: point(at: 8))
        quickTap(at: point(at: 8))
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 6)
    }

    @Test func doubleTappingAWordSelectsItAndShowsCutCopyPasteAboveIt() throws {
        UIPasteboard.general.string = "clip"
        try selectKiosk()
        #expect(field.editor.selectedRange == NSRange(location: 6, length: 5))
        #expect(titles == ["Cut", "Copy", "Paste", "Select All"])
        #expect(presenter.menuView.frame.maxY <= field.frame.minY, "above the field")
        app.advance(by: 0.3)
        let bar = presenter.menuView.frame
        #expect(app.pixel(x: Int(bar.minX) + 4, y: Int(bar.midY)) == 0x222222 || app.pixel(x: Int(bar.minX) + 4, y: Int(bar.midY)) & 0xFF < 0x40)
    }

    @Test func copyPutsTheWordOnThePasteboardAndTheMenuGoes() throws {
        try selectKiosk()
        try tapItem("Copy")
        #expect(UIPasteboard.general.string == "kiosk")
        #expect(!presenter.isShowing)
        #expect(field.text == "hello kiosk world")
        try selectKiosk()
        try tapItem("Cut")
        #expect(field.text == "hello  world")
    }

    @Test func tappingTheCaretShowsSelectSelectAllAndPasteAndSelectAllShowsTheMenuAgain() throws {
        UIPasteboard.general.string = "clip"
        quickTap(at: point(at: 5))
        app.advance(by: 0.6)
        #expect(!presenter.isShowing, "the first tap only places the caret")
        let caret = field.editor.selectedRange.location
        quickTap(at: point(at: caret))
        #expect(titles == ["Paste", "Select", "Select All"])
        try tapItem("Select All")
        #expect(field.editor.selectedRange == NSRange(location: 0, length: 17))
        #expect(titles == ["Cut", "Copy", "Paste"])
        try tapItem("Paste")
        #expect(field.text == "clip")
    }

    @Test func typingOrATouchElsewhereTakesTheMenuAway() throws {
        try selectKiosk()
        #expect(presenter.isShowing)
        field.insertText("x")
        #expect(!presenter.isShowing)
        #expect(field.text == "hello x world")
        field.text = "hello kiosk world"
        try selectKiosk()
        quickTap(at: CGPoint(x: 160, y: 106))
        #expect(!presenter.isShowing)
        #expect(field.isEditing && field.editor.selectedRange.length == 5, "a touch outside leaves the text as it was")
    }

    @Test func draggingTheEndHandleGrowsTheSelection() throws {
        try selectKiosk()
        let bars = try #require(field.selectionView.handleBars)
        let knob = field.selectionView.convert(CGPoint(x: bars.end.midX, y: bars.end.maxY + 4), to: app.window)
        let native = app.screen.nativeLocation(of: knob)
        app.feed(.touchDown(slot: 0, x: Double(native.x), y: Double(native.y), kind: .direct, time: app.loop.now))
        #expect(!presenter.isShowing, "the menu steps aside while a handle moves")
        let target = app.screen.nativeLocation(of: point(at: 17))
        app.feed(.touchMotion(slot: 0, x: Double(target.x), y: Double(native.y), time: app.loop.now))
        app.feed(.touchUp(slot: 0, time: app.loop.now))
        app.advance(by: 0.02)
        #expect(field.editor.selectedRange == NSRange(location: 6, length: 11))
        #expect(titles.contains("Copy"), "the menu comes back over the new selection")
        // The start handle never passes the end.
        let start = field.selectionView.convert(CGPoint(x: bars.start.midX, y: bars.start.minY - 4), to: app.window)
        let down = app.screen.nativeLocation(of: start)
        app.feed(.touchDown(slot: 0, x: Double(down.x), y: Double(down.y), kind: .direct, time: app.loop.now))
        let far = app.screen.nativeLocation(of: CGPoint(x: 309, y: start.y))
        app.feed(.touchMotion(slot: 0, x: Double(far.x), y: Double(down.y), time: app.loop.now))
        app.feed(.touchUp(slot: 0, time: app.loop.now))
        #expect(field.editor.selectedRange == NSRange(location: 16, length: 1))
    }

    @Test func aSecureFieldOffersNeitherCutNorCopy() throws {
        field.isSecureTextEntry = true
        field.text = "secret"
        UIPasteboard.general.string = "clip"
        try app.runUntilIdle()
        quickTap(at: point(at: 2))
        field.selectAll(nil)
        #expect(titles == ["Paste"])
    }

    @Test func theDelegateReplacesOrEmptiesTheMenu() throws {
        let delegate = MenuChoosingDelegate()
        field.delegate = delegate
        var ran: [String] = []
        delegate.menu = UIMenu(children: [UIAction(title: "Look Up") { action in
            ran.append("look up \(action.sender is UIEditMenuInteraction)")
        }])
        try selectKiosk()
        #expect(delegate.suggested.contains("Copy"))
        #expect(titles == ["Look Up"])
        try tapItem("Look Up")
        #expect(ran == ["look up true"])
        delegate.menu = UIMenu(children: [])
        try selectKiosk()
        #expect(!presenter.isShowing)
    }

    @Test func anyViewCanPresentAnEditMenuThroughAnInteraction() throws {
        final class Delegate: UIEditMenuInteractionDelegate {
            var events: [String] = []
            func editMenuInteraction(
                _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                suggestedActions: [UIMenuElement]
            ) -> UIMenu? {
                UIMenu(children: [
                    UIAction(title: "Rename") { _ in self.events.append("rename") },
                    UIMenu(title: "More", options: .displayInline, children: [
                        UIAction(title: "Delete", attributes: .destructive) { _ in self.events.append("delete") },
                        UIAction(title: "Hidden", attributes: .hidden) { _ in },
                    ]),
                ])
            }
            func editMenuInteraction(
                _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                animator: UIEditMenuInteractionAnimating
            ) { events.append("willPresent") }
            func editMenuInteraction(
                _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                animator: UIEditMenuInteractionAnimating
            ) { events.append("willDismiss") }
        }
        let tile = UIView(frame: CGRect(x: 20, y: 4, width: 100, height: 40))
        app.window.addSubview(tile)
        let delegate = Delegate()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        tile.addInteraction(interaction)
        #expect(interaction.view === tile && tile.interactions.count == 1)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "tile", sourcePoint: CGPoint(x: 50, y: 10)))
        #expect(titles == ["Rename", "Delete"])
        #expect(presenter.menuView.frame.minY >= tile.frame.minY + 10, "no room above: the menu goes below its target")
        #expect(interaction.location(in: app.window) == CGPoint(x: 70, y: 14))
        try tapItem("Delete")
        #expect(delegate.events == ["willPresent", "willDismiss", "delete"])
        tile.removeInteraction(interaction)
        #expect(interaction.view == nil && tile.interactions.isEmpty)
    }
}
