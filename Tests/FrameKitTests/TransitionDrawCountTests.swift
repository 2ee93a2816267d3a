import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// The frames every kiosk app shows most — a navigation push and pop, a sheet sliding up, a layer transition — at
/// 1080p: the moving views are composited from their stores, never drawn again while they move (issue 49's
/// counted draws).
@MainActor
@Suite(.serialized) struct TransitionDrawCountTests {
    /// A view that counts its `draw(_:)` calls.
    final class CountingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.systemTeal.setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).fill()
        }
    }

    /// A screen with a counted drawing and a label.
    final class Screen: UIViewController {
        let drawing = CountingView(frame: CGRect(x: 100, y: 200, width: 600, height: 400))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            view.addSubview(drawing)
            let label = UILabel(frame: CGRect(x: 100, y: 650, width: 800, height: 60))
            label.text = "Departures from platform 4"
            view.addSubview(label)
        }
    }

    /// Runs `frames` frames of 1/60 s.
    private func run(_ app: HeadlessApp, frames: Int) {
        for _ in 0..<frames { app.advance(by: 1.0 / 60) }
    }

    @Test func aPushAndAPopMoveBothScreensWithoutDrawingThemAgain() throws {
        let app = HeadlessApp(size: PixelSize(width: 1920, height: 1080), refreshRate: 60)
        let first = Screen(), second = Screen()
        let navigation = UINavigationController(rootViewController: first)
        app.window.rootViewController = navigation
        try app.runUntilIdle()
        #expect(first.drawing.draws == 1)
        navigation.pushViewController(second, animated: true)
        run(app, frames: 6)
        let midway = try #require(second.view.layer.presentation()).frame.minX
        #expect(midway > 0 && midway < 1920, "the push is under way")
        try app.runUntilIdle()
        #expect(first.drawing.draws == 1 && second.drawing.draws == 1, "each drawn once, however many frames moved them")
        navigation.popViewController(animated: true)
        run(app, frames: 6)
        try app.runUntilIdle()
        #expect(first.drawing.draws == 1 && second.drawing.draws == 1, "the pop moves them from their stores too")
    }

    @Test func aSheetSlidesUpOverItsPresenterWithoutDrawingEitherAgain() throws {
        let app = HeadlessApp(size: PixelSize(width: 1920, height: 1080), refreshRate: 60)
        let presenter = Screen(), sheet = Screen()
        app.window.rootViewController = presenter
        try app.runUntilIdle()
        sheet.modalPresentationStyle = .pageSheet
        sheet.loadViewIfNeeded()
        sheet.view.backgroundColor = .systemYellow
        presenter.present(sheet, animated: true)
        run(app, frames: 3)
        let midway = app.pixel(x: 960, y: 60)
        try app.runUntilIdle()
        #expect(midway != app.pixel(x: 960, y: 60), "the sheet was on its way up")
        #expect(presenter.drawing.draws == 1 && sheet.drawing.draws == 1)
        sheet.dismiss(animated: true)
        try app.runUntilIdle()
        #expect(presenter.drawing.draws == 1 && sheet.drawing.draws == 1)
    }

    @Test func aLayerTransitionDrawsTheNewContentOnce() throws {
        let app = HeadlessApp(size: PixelSize(width: 1920, height: 1080), refreshRate: 60)
        let screen = Screen()
        app.window.rootViewController = screen
        try app.runUntilIdle()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.4
        screen.drawing.layer.add(transition, forKey: kCATransition)
        screen.drawing.backgroundColor = .systemYellow
        screen.drawing.setNeedsDisplay()
        run(app, frames: 12)
        try app.runUntilIdle()
        #expect(screen.drawing.draws == 2, "drawn once for the new content, not once a frame")
    }
}
