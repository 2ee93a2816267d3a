import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A display backend written here, in the test target alone, against the public seam: it keeps one picture in
/// ordinary memory, copies each frame's damaged rectangles into it and counts them, and reports each flip at the
/// next vsync of the loop it is given. Nothing in FrameKit knows of it; docs/ARCHITECTURE.md shows it whole.
@MainActor
private final class CountingDisplay: Display {
    let nativeSize: PixelSize
    var rotation: DisplayRotation = .degrees0
    let refreshInterval: TimeInterval = 1.0 / 50
    weak var events: (any DisplayEvents)?
    var name: String { "counting \(nativeSize)" }
    let outputName = "COUNTING-1"
    let picture: PixelBuffer
    private(set) var presentedRectangles: [PixelRect] = []
    private(set) var presents = 0
    private(set) var suspended = false
    private let vsync: SimulatedVsync

    init(size: PixelSize, loop: MainLoop) {
        nativeSize = size
        picture = PixelBuffer(width: size.width, height: size.height, format: .xrgb8888)
        vsync = SimulatedVsync(loop: loop, refreshInterval: refreshInterval)
    }

    func present(_ frame: PixelBuffer, damage: Region) -> Bool {
        presents += 1
        for rect in damage.rects {
            presentedRectangles.append(rect)
            for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX { picture[x, y] = frame[x, y] } }
        }
        vsync.afterNextVsync { [weak self] time in self?.events?.displayDidFlip(at: time) }
        return true
    }

    func restore() {}

    func suspend() {
        suspended = true
        events?.displayDidStop()
    }

    func resume() {
        suspended = false
        events?.displayDidChange()
    }
}

/// Counts a display link's calls.
@MainActor
private final class Ticks {
    var count = 0
    func tick(_ link: CADisplayLink) { count += 1 }
}

@MainActor
private final class Tapped: UIView {
    var taps = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
}

/// A text box that takes typed keys, as a UIKit `UIKeyInput` view does.
@MainActor
private final class TypingBox: UIView, UIKeyInput {
    var text = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { _ = text.popLast() }
}

@MainActor
private final class Log { var entries: [String] = [] }

/// Records the frame phase each of its callbacks runs in, and its layouts in a shared log.
@MainActor
private final class PhaseRecorder: UIView {
    var phases: [String: FramePhase] = [:]
    var log = Log()
    var name = ""

    override func updateConstraints() {
        phases["updateConstraints"] = window?.screen.pipeline.phase
        super.updateConstraints()
    }

    override func layoutSubviews() {
        phases["layoutSubviews"] = window?.screen.pipeline.phase
        log.entries.append(name)
        super.layoutSubviews()
    }

    override func draw(_ rect: CGRect) {
        phases["draw"] = window?.screen.pipeline.phase
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}

@MainActor
@Suite struct ArchitectureTests {
    /// The seam holds: an app runs on a backend FrameKit has never heard of, draws into it, takes a tap, and only
    /// the damaged rectangles travel to the display.
    @Test func anAppRunsOnAToyDisplayBackend() throws {
        let loop = VirtualMainLoop()
        let display = CountingDisplay(size: PixelSize(width: 200, height: 100), loop: loop)
        let screen = UIScreen(display: display, loop: loop)
        let window = UIWindow(screen: screen)
        window.backgroundColor = .white
        let box = Tapped(frame: CGRect(x: 20, y: 20, width: 40, height: 30))
        box.backgroundColor = .blue
        window.addSubview(box)
        window.makeKeyAndVisible()
        try loop.runUntilIdle()
        #expect(display.presents == 1)
        #expect(display.presentedRectangles == [PixelRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(display.picture[30, 30] & 0xFF_FFFF == 0x0000FF)
        #expect(display.picture[100, 50] & 0xFF_FFFF == 0xFFFFFF)

        screen.handle(.touchDown(slot: 0, x: 30, y: 30, kind: .direct, time: loop.now))
        screen.handle(.touchUp(slot: 0, time: loop.now))
        try loop.runUntilIdle()
        #expect(box.taps == 1)

        box.backgroundColor = .green
        try loop.runUntilIdle()
        #expect(display.presents == 2)
        #expect(display.presentedRectangles.last == PixelRect(x: 20, y: 20, width: 40, height: 30))
        #expect(display.picture[30, 30] & 0xFF_FFFF == 0x00FF00)
    }

    /// The architecture article's "Adding a backend" shows this file's backend whole, as it is here.
    @Test func theArchitectureArticleShowsThisBackendWhole() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(contentsOf: here, encoding: .utf8)
        let article = try String(
            contentsOf: here.appendingPathComponent("../../../docs/ARCHITECTURE.md").standardized, encoding: .utf8)
        let start = try #require(source.range(of: "private final class CountingDisplay"))
        let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
        let backend = "final class CountingDisplay" + source[start.upperBound..<end.upperBound]
        #expect(article.contains("```swift\n" + backend + "```"), "docs/ARCHITECTURE.md's backend differs from the test's")
    }

    /// Suspending a display (a VT switch) stops frames; resuming redraws every pixel.
    @Test func aSuspendedDisplayShowsNothingUntilItResumes() throws {
        let loop = VirtualMainLoop()
        let display = CountingDisplay(size: PixelSize(width: 64, height: 48), loop: loop)
        let screen = UIScreen(display: display, loop: loop)
        let window = UIWindow(screen: screen)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        try loop.runUntilIdle()
        #expect(display.presents == 1)
        display.suspend()
        window.backgroundColor = .black
        loop.advance(by: 0.5)
        #expect(display.presents == 1)
        display.resume()
        try loop.runUntilIdle()
        #expect(display.presents == 2)
        #expect(display.presentedRectangles.last == PixelRect(x: 0, y: 0, width: 64, height: 48))
        #expect(display.picture[10, 10] & 0xFF_FFFF == 0)
    }

    /// Two apps of different sizes and scales in one process, the second made last (so it is `UIScreen.main`): each
    /// one's layout, animations, property animators, display links, named images and touches keep to its own screen
    /// and clock while their frames interleave.
    @Test func twoAppsOfDifferentScalesInterleaveLayoutAnimationsImagesAndInput() throws {
        let first = HeadlessApp(size: PixelSize(width: 200, height: 120), scale: 2)
        let second = HeadlessApp(size: PixelSize(width: 90, height: 60), scale: 1)
        #expect(UIScreen.main === second.screen && first.window.screen === first.screen)
        #expect(first.window.bounds.size == CGSize(width: 100, height: 60) && second.window.bounds.size == CGSize(width: 90, height: 60))

        // Auto Layout in each, against its own window's size.
        let boxes = [first, second].map { app in
            let box = Tapped()
            box.backgroundColor = .red
            box.translatesAutoresizingMaskIntoConstraints = false
            app.window.addSubview(box)
            NSLayoutConstraint.activate([
                box.trailingAnchor.constraint(equalTo: app.window.trailingAnchor),
                box.topAnchor.constraint(equalTo: app.window.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
            ])
            return box
        }
        try first.runUntilIdle()
        try second.runUntilIdle()
        #expect(boxes[0].frame == CGRect(x: 80, y: 0, width: 20, height: 20) && boxes[1].frame == CGRect(x: 70, y: 0, width: 20, height: 20))
        #expect(first.pixel(x: 165, y: 5) == 0xFF0000, "the first app's box, at its scale of 2")

        // A block animation and a property animator in the first app, timed by its clock alone.
        let mover = UIView(frame: CGRect(x: 0, y: 40, width: 10, height: 10))
        mover.backgroundColor = .blue
        first.window.addSubview(mover)
        let fader = UIView(frame: CGRect(x: 20, y: 40, width: 10, height: 10))
        fader.backgroundColor = .black
        first.window.addSubview(fader)
        try first.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { mover.frame.origin.x = 50 }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { fader.alpha = 0 }
        animator.startAnimation()
        second.advance(by: 5)  // the other app's time flies: nothing here moves
        #expect(mover.layer.presentation()?.frame.minX == 0)
        first.advance(by: 0.5)
        let x = try #require(mover.layer.presentation()?.frame.minX)
        #expect(abs(x - 25) < 1.5, "halfway by the first app's clock: \(x)")
        #expect(abs(animator.fractionComplete - 0.5) < 0.05, "the property animator keeps the first app's time: \(animator.fractionComplete)")
        first.advance(by: 1)
        #expect(mover.layer.presentation()?.frame.minX == 50 && animator.state == .inactive)

        // A display link of the first screen is called on its frames, not the main screen's.
        let ticks = Ticks()
        let link = first.screen.displayLink(withTarget: ticks, selector: Ticks.tick)
        link.add(to: .main, forMode: .common)
        second.advance(by: 0.1)
        #expect(ticks.count == 0)
        first.advance(by: 0.1)
        #expect(ticks.count >= 5)
        link.invalidate()

        // A named image loaded while the second (1x) screen is main is shown from its 2x file on the first screen.
        let directory = try #require(Bundle.module.resourceURL?.appendingPathComponent("Images").path)
        let star = try #require(UIImage(named: "Star", inDirectories: [directory]))
        #expect(star.scale == 1)
        let starViews = [first, second].map { app in
            let view = UIImageView(image: star)
            view.frame.origin = CGPoint(x: 0, y: 0)
            app.window.addSubview(view)
            return view
        }
        try first.runUntilIdle()
        try second.runUntilIdle()
        #expect(starViews[0].bounds.size == CGSize(width: 8, height: 8))
        #expect(first.pixel(x: 8, y: 8) == 0x0000FF, "the 2x file (blue) on the 2x screen")
        #expect(second.pixel(x: 4, y: 4) == 0xFF0000, "the 1x file (red) on the 1x screen")

        // Taps, interleaved, reach each app's own box.
        try second.tap(at: CGPoint(x: 80, y: 10))
        try first.tap(at: CGPoint(x: 90, y: 10))
        try first.tap(at: CGPoint(x: 90, y: 10))
        #expect(boxes[0].taps == 2 && boxes[1].taps == 1)
    }

    /// Two apps in one process: touches, keys, first responders and frames stay with the app they belong to.
    @Test func twoHeadlessAppsRunSideBySide() throws {
        let first = HeadlessApp(size: PixelSize(width: 120, height: 80))
        let second = HeadlessApp(size: PixelSize(width: 160, height: 90))
        let firstBox = Tapped(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let secondBox = Tapped(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        first.window.addSubview(firstBox)
        second.window.addSubview(secondBox)
        try first.connectKeyboard()
        try second.connectKeyboard()
        let firstField = TypingBox(frame: CGRect(x: 60, y: 0, width: 60, height: 40))
        let secondField = TypingBox(frame: CGRect(x: 60, y: 0, width: 60, height: 40))
        first.window.addSubview(firstField)
        second.window.addSubview(secondField)
        #expect(firstField.becomeFirstResponder())
        #expect(secondField.becomeFirstResponder())
        #expect(firstField.isFirstResponder && secondField.isFirstResponder, "each window keeps its own first responder")

        try first.tap(at: CGPoint(x: 10, y: 10))
        #expect(firstBox.taps == 1 && secondBox.taps == 0)
        try second.tap(at: CGPoint(x: 10, y: 10))
        try second.tap(at: CGPoint(x: 10, y: 10))
        #expect(firstBox.taps == 1 && secondBox.taps == 2)

        first.tapKey(30)  // KEY_A
        second.tapKey(48)  // KEY_B
        second.tapKey(46)  // KEY_C
        #expect(firstField.text == "a")
        #expect(secondField.text == "bc")

        firstBox.backgroundColor = .red
        secondBox.backgroundColor = .blue
        try first.runUntilIdle()
        try second.runUntilIdle()
        #expect(first.pixel(x: 5, y: 5) == 0xFF0000)
        #expect(second.pixel(x: 5, y: 5) == 0x0000FF)
        #expect(first.snapshot().width == 120 && second.snapshot().width == 160)
    }

    /// Each callback runs in its own phase: constraints, then layout, then display; every view's content is drawn in
    /// the display phase, none late while compositing.
    @Test func callbacksRunInTheirPhases() throws {
        let app = HeadlessApp()
        let view = PhaseRecorder(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        app.window.addSubview(view)
        view.setNeedsUpdateConstraints()
        try app.runUntilIdle()
        #expect(view.phases["updateConstraints"] == .constraints)
        #expect(view.phases["layoutSubviews"] == .layout)
        #expect(view.phases["draw"] == .display)
        let statistics = app.screen.lastFrameStatistics
        #expect(statistics.lateDraws == 0)
        #expect(statistics.nanoseconds(in: .display) > 0 && statistics.nanoseconds(in: .composite) > 0)
        #expect(statistics.renderNanoseconds == statistics.nanoseconds(in: .display) + statistics.nanoseconds(in: .composite))
        #expect(app.screen.pipeline.phase == .idle)
    }

    /// The layout phase takes its queue shallowest first, so a parent lays out before a child queued earlier, and
    /// views nobody invalidated are left alone.
    @Test func theLayoutQueueRunsParentsBeforeChildren() throws {
        let app = HeadlessApp()
        let parent = PhaseRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = PhaseRecorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let bystander = PhaseRecorder(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        let log = Log()
        for (view, name) in [(parent, "parent"), (child, "child"), (bystander, "bystander")] {
            view.name = name
            view.log = log
        }
        parent.addSubview(child)
        app.window.addSubview(parent)
        app.window.addSubview(bystander)
        try app.runUntilIdle()
        log.entries.removeAll()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        try app.runUntilIdle()
        #expect(log.entries == ["parent", "child"])
    }
}
