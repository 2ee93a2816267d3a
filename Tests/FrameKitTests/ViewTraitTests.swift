import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// A view that records the traits it is told changed.
@MainActor
private final class TraitWatcher: UIView {
    let name: String
    let log: TraitLog
    init(_ name: String, log: TraitLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    required init?(coder: NSCoder) { fatalError("made in code") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.entries.append("\(name): \(previousTraitCollection?.horizontalSizeClass ?? .unspecified) → \(traitCollection.horizontalSizeClass)")
    }
}

@MainActor
private final class TraitLog {
    var entries: [String] = []
}

/// UIView's traits (UITraitEnvironment), as iOS code reads them: `traitCollection` and `traitCollectionDidChange(_:)`.
@MainActor
@Suite struct ViewTraitTests {
    @Test func aViewHasItsScreensTraitsAndHearsARotationAcrossASizeClassParentFirst() throws {
        let app = HeadlessApp(size: PixelSize(width: 800, height: 480), scale: 2)
        let log = TraitLog()
        let parent = TraitWatcher("parent", log: log), child = TraitWatcher("child", log: log)
        #expect(parent.traitCollection.horizontalSizeClass == .unspecified && parent.traitCollection.displayScale == 2)
        parent.addSubview(child)
        app.window.addSubview(parent)
        // 400 × 240 points: compact both ways.
        #expect(child.traitCollection == app.screen.traitCollection && child.traitCollection.displayScale == 2)
        let big = HeadlessApp(size: PixelSize(width: 800, height: 480))
        let root = UIViewController()
        big.window.rootViewController = root
        let watcher = TraitWatcher("watcher", log: log)
        root.view.addSubview(watcher)
        watcher.addSubview(TraitWatcher("inner", log: log))
        try big.runUntilIdle()
        #expect(watcher.traitCollection.horizontalSizeClass == .regular && watcher.traitCollection == root.traitCollection)
        log.entries = []
        #expect(UIApplication.shared.requestInterfaceOrientation(.portrait))
        #expect(log.entries == ["watcher: regular → compact", "inner: regular → compact"], "480 points wide is compact; parents first")
        log.entries = []
        UIApplication.shared.preferredContentSizeCategory = .extraLarge
        defer { UIApplication.shared.preferredContentSizeCategory = .large }
        #expect(log.entries == ["watcher: compact → compact", "inner: compact → compact"], "the text size is a trait too")
    }
}
