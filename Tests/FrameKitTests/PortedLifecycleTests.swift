import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting
@testable import Ported

/// Seed 002's A → B → A walk, ported in Examples/Ported/Lifecycle: the callbacks must come in the seed's order.
@MainActor
@Suite(.serialized) struct PortedLifecycleTests {
    private func tapButton(tagged tag: Int, in controller: UIViewController, _ app: HeadlessApp) throws {
        let button = try #require(controller.view.viewWithTag(tag))
        try app.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        try app.runUntilIdle()
    }

    @Test func theSeedsAToBAndBackRunsInTheSeedsOrder() throws {
        ViewControllerB.actions
        SeedLog.entries = []
        let app = HeadlessApp(size: PixelSize(width: 400, height: 800))
        let a = try #require(UIStoryboard(name: "Lifecycle", bundle: portedBundle).instantiateInitialViewController() as? ViewControllerA)
        app.window.rootViewController = a
        try app.runUntilIdle()
        #expect(SeedLog.entries == [
            "1 initWithCoder", "1 loadView", "1 viewDidLoad", "1 viewWillAppear", "1 viewWillLayoutSubviews",
            "1 viewDidLayoutSubviews", "1 viewDidAppear",
        ])
        #expect(a.view.tag == 1 && app.display.presentedFrames > 0)

        SeedLog.entries = []
        try tapButton(tagged: 11, in: a, app)
        #expect(SeedLog.entries == [
            "2 initWithCoder", "1 prepareForSegue", "2 loadView", "2 viewDidLoad", "1 viewWillDisappear", "2 viewWillAppear",
            "2 viewWillLayoutSubviews", "2 viewDidLayoutSubviews", "2 viewDidAppear", "1 viewDidDisappear",
        ])
        let b = try #require(a.presentedViewController as? ViewControllerB)
        #expect(b.view.backgroundColor == UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1))

        SeedLog.entries = []
        try tapButton(tagged: 21, in: b, app)
        #expect(SeedLog.entries.filter { !$0.contains("Layout") } == [
            "2 viewWillDisappear", "1 viewWillAppear", "1 viewDidAppear", "2 viewDidDisappear",
        ])
        #expect(SeedLog.entries.last == "2 viewDidDisappear")
    }

    @Test func bIsReleasedOnceDismissed() throws {
        ViewControllerB.actions
        let app = HeadlessApp(size: PixelSize(width: 400, height: 800))
        let a = try #require(UIStoryboard(name: "Lifecycle", bundle: portedBundle).instantiateInitialViewController())
        app.window.rootViewController = a
        try app.runUntilIdle()
        try tapButton(tagged: 11, in: a, app)
        SeedLog.entries = []
        try tapButton(tagged: 21, in: try #require(a.presentedViewController), app)
        #expect(SeedLog.entries.last == "2 dealloc", "the seed's last line: B is gone")
    }
}
