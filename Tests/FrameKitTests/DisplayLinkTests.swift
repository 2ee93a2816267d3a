import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
final class Stepper {
    var times: [CFTimeInterval] = []
    var targets: [CFTimeInterval] = []
    var stopAfter = Int.max

    func step(_ link: CADisplayLink) {
        times.append(link.timestamp)
        targets.append(link.targetTimestamp)
        if times.count == stopAfter { link.invalidate() }
    }
}

@MainActor
@Suite(.serialized) struct DisplayLinkTests {
    @Test func aDisplayLinkCallsOncePerFrameWithTheFramesTime() throws {
        let app = HeadlessApp(refreshRate: 50)
        try app.runUntilIdle()
        let stepper = Stepper()
        let link = CADisplayLink(target: stepper, selector: Stepper.step)
        link.add(to: .main, forMode: .common)
        app.advance(by: 0.2)
        #expect(stepper.times.count >= 10 && stepper.times.count <= 11)
        let gaps = zip(stepper.times.dropFirst(), stepper.times).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 0.02) < 1e-6 } && link.duration == 0.02)
        #expect(zip(stepper.targets, stepper.times).allSatisfy { abs($0 - $1 - 0.02) < 1e-9 })
        #expect(abs(CACurrentMediaTime() - app.now) < 1e-9)
        link.isPaused = true
        let count = stepper.times.count
        app.advance(by: 0.2)
        #expect(stepper.times.count == count, "a paused link makes no calls")
        link.isPaused = false
        app.advance(by: 0.1)
        #expect(stepper.times.count > count)
        link.invalidate()
        try app.runUntilIdle()
    }

    @Test func aLowerPreferredRateSkipsFramesAndTheScreenSleepsThroughThem() throws {
        let app = HeadlessApp(refreshRate: 60)
        try app.runUntilIdle()
        let stepper = Stepper()
        let link = CADisplayLink(target: stepper, selector: Stepper.step)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 20, preferred: 20)
        link.add(to: .main, forMode: .common)
        let frames = app.screen.pipeline.framesRun
        app.advance(by: 1)
        #expect(stepper.times.count >= 19 && stepper.times.count <= 21, "\(stepper.times)")
        let gaps = zip(stepper.times.dropFirst(), stepper.times).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 0.05) < 0.0085 }, "\(gaps)")
        #expect(app.screen.pipeline.framesRun - frames <= 22, "the pipeline wakes for the link's frames only, not 60 a second")
        link.invalidate()
    }

    @Test func invalidatingInTheCallbackStopsItAndReleasesTheTarget() throws {
        let app = HeadlessApp(refreshRate: 50)
        try app.runUntilIdle()
        var stepper: Stepper? = Stepper()
        weak let weakStepper = stepper
        stepper!.stopAfter = 3
        let link = CADisplayLink(target: stepper!, selector: Stepper.step)
        link.add(to: .main, forMode: .common)
        stepper = nil
        #expect(weakStepper != nil, "the link holds its target, as in UIKit")
        try app.runUntilIdle()
        #expect(weakStepper == nil)
    }

    @Test func reduceMotionFadesPresentationsInsteadOfSliding() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 200), refreshRate: 50)
        let root = UIViewController()
        app.window.rootViewController = root
        try app.runUntilIdle()
        let heard = Stepper()
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { heard.times.append(0) }
        }
        defer {
            UIAccessibility.isReduceMotionEnabled = false
            NotificationCenter.default.removeObserver(observer)
        }
        UIAccessibility.isReduceMotionEnabled = true
        #expect(heard.times.count == 1)
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        app.advance(by: 0.1)
        #expect(sheet.view.presentationFrame.minY == 0 && sheet.view.presentationAlpha < 1 && sheet.view.presentationAlpha > 0)
        try app.runUntilIdle()
        #expect(sheet.view.alpha == 1)
    }
}
