import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// The properties iOS code observes on UIKit's own classes, in both of Foundation's forms, and what happens when code
/// observes one FrameKit does not publish.
@MainActor
@Suite(.serialized) struct KeyValueObservingTests {
    @Test func aViewsGeometryAndVisibilityAreHeardWithTheirOldAndNewValues() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var heard: [String] = []
        let observations = [
            view.observe(\.frame, options: [.old, .new]) { _, change in
                heard.append("frame \(change.oldValue!.origin.x)→\(change.newValue!.origin.x)")
            },
            view.observe(\.center, options: [.new]) { _, change in heard.append("center \(change.newValue!.x)") },
            view.observe(\.bounds, options: [.new]) { _, change in heard.append("bounds \(change.newValue!.width)") },
            view.observe(\.isHidden, options: [.old, .new]) { _, change in
                heard.append("hidden \(change.oldValue!)→\(change.newValue!)")
            },
        ]
        view.frame.origin.x = 10
        #expect(heard == ["center 60.0", "frame 0.0→10.0"])
        heard.removeAll()
        view.bounds.size.width = 80
        #expect(heard == ["bounds 80.0", "frame 10.0→20.0"], "a narrower bounds about the same centre moves the frame's origin")
        heard.removeAll()
        view.isHidden = true
        #expect(heard == ["hidden false→true"])
        for observation in observations { observation.invalidate() }
        view.center = .zero
        #expect(heard == ["hidden false→true"], "an invalidated observation hears nothing")
    }

    @Test func aScrollViewsOffsetAndContentSizeAreHeardInObserveValue() {
        final class ScrollWatcher: UIViewController {
            var heard: [String] = []
            override func observeValue(
                forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
            ) {
                heard.append("\(keyPath ?? "?") \(change?[.newKey].map { "\($0)" } ?? "-")")
            }
        }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let watcher = ScrollWatcher()
        scrollView.addObserver(watcher, forKeyPath: "contentSize", options: [.new], context: nil)
        scrollView.addObserver(watcher, forKeyPath: "contentOffset", options: [.new], context: nil)
        scrollView.contentSize = CGSize(width: 100, height: 400)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(watcher.heard == ["contentSize \(CGSize(width: 100, height: 400))", "contentOffset \(CGPoint(x: 0, y: 120))"])
        scrollView.removeObserver(watcher, forKeyPath: "contentOffset")
        scrollView.contentOffset = .zero
        #expect(watcher.heard.count == 2, "a removed observer hears nothing more")
        scrollView.removeObserver(watcher, forKeyPath: "contentSize")
    }

    @Test func aControllersPreferredContentSizeIsHeardWithInitial() {
        let controller = UIViewController()
        var sizes: [CGSize] = []
        let observation = controller.observe(\.preferredContentSize, options: [.initial, .new]) { _, change in
            sizes.append(change.newValue!)
        }
        controller.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(sizes == [.zero, CGSize(width: 320, height: 200)])
        observation.invalidate()
    }

    @Test func observingAKeyFrameKitDoesNotPublishSaysSoWithTheFileAndLine() {
        let view = UIView()
        LogCapture.shared.start()
        let observation = view.observe(\.alpha) { _, _ in Issue.record("alpha is not published") }
        let line = #line - 1
        view.addObserver(UIViewController(), forKeyPath: "opacity", options: [], context: nil)
        let stringLine = #line - 1
        view.alpha = 0.5
        let log = LogCapture.shared.stop()
        #expect(log.contains("KeyValueObservingTests.swift:\(line): a key path of UIView to CGFloat is not observable"), "\(log)")
        #expect(log.contains("KeyValueObservingTests.swift:\(stringLine): UIView has no observable key 'opacity'"), "\(log)")
        observation.invalidate()
    }
}
