import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// A view that does something it must not from `draw(_:)`: whatever `meddle` says, once.
@MainActor
private final class MeddlingView: UIView {
    var meddle: (@MainActor () -> Void)?

    override func draw(_ rect: CGRect) {
        UIColor.white.setFill()
        UIRectFill(rect)
        meddle?()
        meddle = nil
    }
}

/// A view that counts its layout passes.
@MainActor
private final class CountingLayoutView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// The frame's phase rules (docs/ARCHITECTURE.md, "The frame pipeline"): what `draw(_:)` or compositing changes
/// about views shows a frame late, so debug builds stop there and release builds log it once and show it with the
/// next frame.
@MainActor
@Suite(.serialized) struct PhaseCheckTests {
    /// An app with a drawing view at the top left and a red square beside it, in release builds' response.
    private func scene() throws -> (HeadlessApp, MeddlingView, UIView) {
        FramePipeline.phaseViolationResponse = .log
        // Before the app: its loggers take the capturing handler when they are made.
        LogCapture.shared.start()
        let app = HeadlessApp(size: PixelSize(width: 120, height: 80))
        let drawing = MeddlingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let square = UIView(frame: CGRect(x: 60, y: 0, width: 20, height: 20))
        square.backgroundColor = .red
        app.window.backgroundColor = .black
        app.window.addSubview(drawing)
        app.window.addSubview(square)
        try app.runUntilIdle()
        return (app, drawing, square)
    }

    private func restoreResponse() {
        #if DEBUG
        FramePipeline.phaseViolationResponse = .stop
        #endif
    }

    @Test func theRulesNameThePhasesEachChangeIsSettledIn() {
        for phase in [FramePhase.idle, .input, .animations, .constraints, .layout, .present, .spareTime] {
            #expect(FrameChange.layout.isAllowed(in: phase) && FrameChange.appearance.isAllowed(in: phase))
            #expect(FrameChange.hierarchy.isAllowed(in: phase) && FrameChange.content.isAllowed(in: phase))
        }
        for change in [FrameChange.layout, .appearance, .hierarchy] {
            #expect(!change.isAllowed(in: .display) && !change.isAllowed(in: .composite))
        }
        #expect(FrameChange.content.isAllowed(in: .display), "a view may invalidate content while others draw")
        #expect(!FrameChange.content.isAllowed(in: .composite))
    }

    @Test func movingFadingRecolouringOrHidingAViewFromDrawIsLoggedOnceAndShownNextFrame() throws {
        defer { restoreResponse() }
        let (app, drawing, square) = try scene()
        LogCapture.shared.start()
        drawing.meddle = {
            square.frame.origin.x = 90
            square.alpha = 0.5
            square.backgroundColor = .green
        }
        drawing.setNeedsDisplay()
        try app.runUntilIdle()
        let log = LogCapture.shared.stop()
        let lines = log.split(separator: "\n").filter { $0.contains("during the display phase") }
        #expect(lines.count == 1, "one line for the kind of change, not one a property: \(log)")
        #expect(lines.first?.contains("a change of geometry, alpha, colour or visibility on UIView") == true)
        #expect(app.pixel(x: 95, y: 5) != 0x000000, "the moved square is shown (the frame after)")
        #expect(app.pixel(x: 65, y: 5) == 0x000000, "and nothing is left where it was")
        drawing.meddle = { square.isHidden = true }
        LogCapture.shared.start()
        drawing.setNeedsDisplay()
        try app.runUntilIdle()
        #expect(!LogCapture.shared.stop().contains("during the display phase"), "said once")
        #expect(app.pixel(x: 95, y: 5) == 0x000000, "the hidden square is gone")
    }

    @Test func addingOrReorderingSubviewsFromDrawIsLoggedOnceAndShownNextFrame() throws {
        defer { restoreResponse() }
        let (app, drawing, square) = try scene()
        LogCapture.shared.start()
        let added = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        added.backgroundColor = .blue
        drawing.meddle = { square.superview?.addSubview(added) }
        drawing.setNeedsDisplay()
        try app.runUntilIdle()
        let log = LogCapture.shared.stop()
        #expect(log.contains("a change of subviews on UIWindow during the display phase"), "\(log)")
        #expect(app.pixel(x: 5, y: 55) == 0x0000FF)
    }

    @Test func askingForLayoutFromDrawIsLoggedAndLaidOutNextFrame() throws {
        defer { restoreResponse() }
        let (app, drawing, _) = try scene()
        let laidOut = CountingLayoutView(frame: CGRect(x: 0, y: 60, width: 10, height: 10))
        app.window.addSubview(laidOut)
        try app.runUntilIdle()
        let before = laidOut.layouts
        LogCapture.shared.start()
        drawing.meddle = { laidOut.setNeedsLayout() }
        drawing.setNeedsDisplay()
        try app.runUntilIdle()
        #expect(LogCapture.shared.stop().contains("setNeedsLayout() on CountingLayoutView during the display phase"))
        #expect(laidOut.layouts == before + 1, "laid out in the next frame")
    }

    #if DEBUG
    @Test func debugBuildsStopAtAViewMovedFromDraw() async {
        await #expect(processExitsWith: .failure) {
            await PhaseCheckTests.meddle { $0.frame.origin.x = 90 }
        }
    }

    @Test func debugBuildsStopAtASubviewAddedFromDraw() async {
        await #expect(processExitsWith: .failure) {
            await PhaseCheckTests.meddle { $0.addSubview(UIView()) }
        }
    }

    @Test func debugBuildsStopAtLayoutAskedForFromDraw() async {
        await #expect(processExitsWith: .failure) {
            await PhaseCheckTests.meddle { $0.setNeedsLayout() }
        }
    }

    /// Runs a frame in which a view's `draw(_:)` does `change` to another view, with debug builds' response.
    private static func meddle(_ change: @escaping @MainActor (UIView) -> Void) async {
        let app = HeadlessApp(size: PixelSize(width: 60, height: 40))
        let drawing = MeddlingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let other = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 10))
        app.window.addSubview(other)
        drawing.meddle = { change(other) }
        app.window.addSubview(drawing)
        try? app.runUntilIdle()
    }
    #endif
}
