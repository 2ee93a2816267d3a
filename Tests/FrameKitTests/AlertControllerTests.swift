import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A 400×600 app whose root controller records its appearance callbacks, ready to present alerts.
@MainActor
private final class AlertStage {
    let app = HeadlessApp(size: PixelSize(width: 400, height: 600))
    let recorder = LifecycleRecorder()
    let root: RecordingViewController

    init() throws {
        root = RecordingViewController(name: "root", recorder: recorder)
        app.window.rootViewController = root
        try app.runUntilIdle()
        recorder.reset()
    }

    func present(_ alert: UIAlertController) throws {
        root.present(alert, animated: true)
        try app.runUntilIdle()
    }

    /// The alert's buttons, by title, in window coordinates.
    func buttons(of alert: UIAlertController) -> [String: CGRect] {
        var found: [String: CGRect] = [:]
        alert.view.forEachInSubtree { view in
            if let button = view as? AlertActionButton {
                found[button.action.title ?? ""] = button.convert(button.bounds, to: app.window)
            }
        }
        return found
    }

    func tap(_ title: String, in alert: UIAlertController) throws {
        let frame = try #require(buttons(of: alert)[title])
        try app.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

@MainActor
@Suite(.serialized) struct AlertControllerTests {
    @Test func anAlertDimsTheScreenOverThePresenterWhichGetsNoCallbacksAndATapRunsTheHandlerAfterDismissalStarts() throws {
        let stage = try AlertStage()
        let alert = UIAlertController(title: "Delete order?", message: "This cannot be undone.", preferredStyle: .alert)
        var handled: (dismissing: Bool, presenter: UIViewController?)?
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            handled = (alert.isBeingDismissed, alert.presentingViewController)
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        try stage.present(alert)
        #expect(stage.root.presentedViewController === alert)
        #expect(stage.app.pixel(x: 5, y: 5) == 0xCCCCCC, "white dimmed by 20 % black")
        #expect(stage.app.pixel(x: 200, y: 270) == 0xF7F7F7, "the alert's box in the middle")
        // Two buttons side by side, the cancel action first.
        let buttons = stage.buttons(of: alert)
        let cancel = try #require(buttons["Cancel"]), delete = try #require(buttons["Delete"])
        #expect(cancel.minX == 65 && delete.minX == 200 && cancel.minY == delete.minY && cancel.height == 44)
        try stage.tap("Delete", in: alert)
        #expect(handled?.dismissing == true && handled?.presenter === stage.root)
        try stage.app.runUntilIdle()
        #expect(stage.root.presentedViewController == nil && alert.viewIfLoaded?.window == nil)
        #expect(stage.app.pixel(x: 5, y: 5) == 0xFFFFFF)
        #expect(stage.recorder.entries(of: "root viewWillDisappear", "root viewWillAppear").isEmpty)
    }

    @Test func threeActionsStackWithTheCancelActionLastAndTheOnlyCancelActionIsKept() throws {
        let stage = try AlertStage()
        let alert = UIAlertController(title: "Pay", message: nil, preferredStyle: .alert)
        var ran: [String] = []
        for (title, style) in [("Card", UIAlertAction.Style.default), ("Cancel", .cancel), ("Cash", .default)] {
            alert.addAction(UIAlertAction(title: title, style: style) { ran.append($0.title!) })
        }
        LogCapture.shared.start()
        alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        #expect(LogCapture.shared.stop().contains("can only have one action with a style of UIAlertActionStyleCancel"))
        #expect(alert.actions.map(\.title) == ["Card", "Cancel", "Cash"])
        alert.preferredAction = alert.actions[2]
        try stage.present(alert)
        let buttons = stage.buttons(of: alert)
        #expect(buttons["Card"]!.maxY == buttons["Cash"]!.minY && buttons["Cash"]!.maxY == buttons["Cancel"]!.minY)
        try stage.tap("Cancel", in: alert)
        try stage.app.runUntilIdle()
        #expect(ran == ["Cancel"])
    }

    @Test func anActionSheetRisesFromTheBottomWithItsCancelButtonApartAndATapOnTheDimmingCancels() throws {
        let stage = try AlertStage()
        let sheet = UIAlertController(title: nil, message: "Add to the order", preferredStyle: .actionSheet)
        var ran: [String] = []
        sheet.addAction(UIAlertAction(title: "Espresso", style: .default) { ran.append($0.title!) })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { ran.append($0.title!) })
        LogCapture.shared.start()
        sheet.addTextField()
        #expect(LogCapture.shared.stop().contains("Text fields can only be added to an alert controller of style .alert"))
        try stage.present(sheet)
        let buttons = stage.buttons(of: sheet)
        let cancel = try #require(buttons["Cancel"]), espresso = try #require(buttons["Espresso"])
        #expect(cancel.maxY == 600 - 8 && cancel.height == 57 && espresso.maxY == cancel.minY - 8)
        try stage.app.tap(at: CGPoint(x: 200, y: 40))
        try stage.app.runUntilIdle()
        #expect(ran == ["Cancel"] && stage.root.presentedViewController == nil)
    }

    @Test func textFieldsTakeTheKeyboardAndReturnRunsThePreferredAction() throws {
        let stage = try AlertStage()
        try stage.app.connectKeyboard()
        let alert = UIAlertController(title: "Table number", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Table" }
        var entered: String?
        let ok = UIAlertAction(title: "OK", style: .default) { _ in entered = alert.textFields?.first?.text }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(ok)
        alert.preferredAction = ok
        try stage.present(alert)
        let field = try #require(alert.textFields?.first)
        #expect(field.isFirstResponder && field.placeholder == "Table")
        stage.app.tapKey(Keys.letters["a"]!)
        stage.app.tapKey(Keys.letters["b"]!)
        stage.app.tapKey(Keys.enter)
        try stage.app.runUntilIdle()
        #expect(entered == "ab" && stage.root.presentedViewController == nil)
    }

    @Test func escapeRunsTheCancelActionAndADisabledActionCannotBeTapped() throws {
        let stage = try AlertStage()
        try stage.app.connectKeyboard()
        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        var ran: [String] = []
        let leave = UIAlertAction(title: "Leave", style: .default) { ran.append($0.title!) }
        leave.isEnabled = false
        alert.addAction(leave)
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel) { ran.append($0.title!) })
        try stage.present(alert)
        try stage.tap("Leave", in: alert)
        try stage.app.runUntilIdle()
        #expect(ran.isEmpty && stage.root.presentedViewController === alert)
        stage.app.tapKey(1)  // Escape
        try stage.app.runUntilIdle()
        #expect(ran == ["Stay"] && stage.root.presentedViewController == nil)
    }
}
