import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
@Suite struct ViewGeometryTests {
    @Test func frameIsDerivedFromCenterBoundsAndTransform() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.bounds = CGRect(x: 5, y: 5, width: 200, height: 50)  // grows around the fixed centre
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.frame == CGRect(x: -40, y: 20, width: 200, height: 50))
        v.frame = CGRect(x: 0, y: 0, width: 20, height: 20)  // keeps bounds.origin
        #expect(v.bounds.origin == CGPoint(x: 5, y: 5))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)  // frame changes, centre and bounds do not
        #expect(v.frame == CGRect(x: -10, y: -10, width: 40, height: 40))
        #expect(v.center == CGPoint(x: 10, y: 10) && v.bounds.size == CGSize(width: 20, height: 20))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(v.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func convertGoesThroughBoundsOriginAndTransforms() {
        let app = HeadlessApp()  // a window lives on a screen
        let root = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroller = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        scroller.bounds.origin = CGPoint(x: 0, y: 100)  // scrolled down by 100
        let child = UIView(frame: CGRect(x: 10, y: 110, width: 20, height: 20))
        root.addSubview(scroller)
        scroller.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 60, y: 60))
        #expect(child.convert(CGPoint(x: 60, y: 60), from: nil) == .zero)
        #expect(scroller.convert(CGPoint(x: 10, y: 110), to: root) == CGPoint(x: 60, y: 60))
        scroller.transform = CGAffineTransform(scaleX: 2, y: 2)  // about the centre (150,150)
        let p = child.convert(CGPoint.zero, to: root)
        #expect(p == CGPoint(x: 150 + (10 - 100) * 2, y: 150 + (110 - 100 - 100) * 2))
        #expect(child.convert(p, from: root).x.magnitude < 1e-9)
        let r = child.convert(child.bounds, to: root)
        #expect(r.size == CGSize(width: 40, height: 40))
        let sibling = UIView(frame: CGRect(x: 300, y: 300, width: 10, height: 10))
        root.addSubview(sibling)
        #expect(sibling.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: sibling) == CGRect(x: 0, y: 0, width: 10, height: 10))
        withExtendedLifetime(app) {}
    }

    @Test func pointInsideIsHalfOpenOnBounds() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.point(inside: CGPoint(x: 99, y: 99), with: nil))
        #expect(!v.point(inside: CGPoint(x: 100, y: 100), with: nil))
        #expect(!v.point(inside: CGPoint(x: -0.5, y: 0), with: nil))
        v.bounds.origin = CGPoint(x: 50, y: 50)
        #expect(v.point(inside: CGPoint(x: 149, y: 149), with: nil))
        #expect(!v.point(inside: CGPoint(x: 10, y: 10), with: nil))
    }

    @Test func hitTestFollowsUIKitRules() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)  // front-most first
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 350, y: 10), with: nil) == nil)
        front.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        // A subview sticking out of its parent is not reachable outside the parent's bounds.
        let outside = UIView(frame: CGRect(x: 90, y: 90, width: 50, height: 50))
        back.addSubview(outside)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === outside)
        // Transformed views are hit where they are drawn.
        let spun = UIView(frame: CGRect(x: 200, y: 0, width: 40, height: 20))
        spun.transform = CGAffineTransform(rotationAngle: .pi / 2)  // now 20 wide, 40 tall about (220,10)
        root.addSubview(spun)
        #expect(root.hitTest(CGPoint(x: 220, y: 25), with: nil) === spun)
        #expect(root.hitTest(CGPoint(x: 205, y: 5), with: nil) === root)
    }

    @Test func overriddenPointInsideEnlargesTheTapArea() {
        final class BigTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let target = BigTarget(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        root.addSubview(target)
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === target)
    }
}

@MainActor
@Suite struct ViewHierarchyTests {
    final class Recorder: UIView {
        var log: [String] = []
        var name = ""
        override func willMove(toSuperview newSuperview: UIView?) { log.append("\(name).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { log.append("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { log.append("\(name).didMoveToWindow") }
        override func didAddSubview(_ subview: UIView) { log.append("\(name).didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { log.append("\(name).willRemoveSubview") }
    }

    @Test func addAndRemoveSendCallbacksInOrder() {
        let app = HeadlessApp()  // a window lives on a screen
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = Recorder(), child = Recorder()
        parent.name = "parent"
        child.name = "child"
        window.addSubview(parent)
        parent.log.removeAll()
        child.log = []
        parent.addSubview(child)
        let addLog = parent.log + child.log
        #expect(child.log == ["child.willMoveToSuperview(view)", "child.willMoveToWindow(window)", "child.didMoveToWindow", "child.didMoveToSuperview"])
        #expect(parent.log == ["parent.didAddSubview"])
        #expect(addLog.count == 5)
        child.log = []
        parent.log = []
        child.removeFromSuperview()
        #expect(parent.log == ["parent.willRemoveSubview"])
        #expect(child.log == ["child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)", "child.didMoveToWindow", "child.didMoveToSuperview"])
        #expect(child.superview == nil && child.window == nil)
        withExtendedLifetime(app) {}
    }

    @Test func orderingOperations() {
        let root = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        a.tag = 1; b.tag = 2; c.tag = 3; d.tag = 4
        root.addSubview(a)
        root.addSubview(b)
        root.addSubview(c)
        #expect(root.subviews.map(\.tag) == [1, 2, 3])
        root.addSubview(a)  // re-adding moves to the front
        #expect(root.subviews.map(\.tag) == [2, 3, 1])
        root.insertSubview(d, belowSubview: c)
        #expect(root.subviews.map(\.tag) == [2, 4, 3, 1])
        root.insertSubview(b, aboveSubview: c)
        #expect(root.subviews.map(\.tag) == [4, 3, 2, 1])
        root.bringSubviewToFront(d)
        root.sendSubviewToBack(a)
        #expect(root.subviews.map(\.tag) == [1, 3, 2, 4])
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(root.subviews.map(\.tag) == [4, 3, 2, 1])
        root.insertSubview(UIView(), at: 99)
        #expect(root.subviews.count == 5)
        let deep = UIView()
        deep.tag = 9
        c.addSubview(deep)
        #expect(root.viewWithTag(9) === deep && root.viewWithTag(0) === root)
        #expect(deep.isDescendant(of: root) && !root.isDescendant(of: deep))
        deep.addSubview(root)  // a cycle is refused
        #expect(root.superview == nil)
        let other = UIView()
        other.addSubview(c)  // moving to another superview removes it from the first
        #expect(!root.subviews.contains { $0 === c } && c.superview === other)
    }

    /// `window` is kept by the moves that change it, for every view of a moved tree: built off-window, added to a
    /// window, moved within it, to another window, and out; a window inside a tree stays the window of its views.
    @Test func windowFollowsEveryMoveOfATree() {
        let app = HeadlessApp()  // windows live on a screen (this test once ran first and found none)
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = UIView(), middle = UIView(), leaf = UIView()
        top.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.window == nil)
        first.addSubview(top)
        #expect(top.window === first && middle.window === first && leaf.window === first)
        let sibling = UIView()
        first.addSubview(sibling)
        sibling.addSubview(middle)  // within the same window
        #expect(leaf.window === first && middle.superview === sibling)
        second.addSubview(middle)
        #expect(middle.window === second && leaf.window === second && top.window === first)
        leaf.removeFromSuperview()
        #expect(leaf.window == nil && middle.window === second)
        let inner = UIWindow(frame: .zero)
        inner.addSubview(leaf)
        top.addSubview(inner)
        #expect(inner.window === inner && leaf.window === inner)
        top.removeFromSuperview()
        #expect(top.window == nil && inner.window === inner && leaf.window === inner)
        withExtendedLifetime(app) {}
    }
}

@MainActor
@Suite struct ViewLayoutTests {
    final class Counting: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    @Test func layoutCoalescesToOnePassPerDirtyView() throws {
        let app = HeadlessApp()
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        app.window.addSubview(v)
        try app.runUntilIdle()
        let base = v.layouts
        v.setNeedsLayout()
        v.setNeedsLayout()
        v.frame.size = CGSize(width: 60, height: 60)
        #expect(v.layouts == base)  // deferred
        try app.runUntilIdle()
        #expect(v.layouts == base + 1)
        v.layoutIfNeeded()
        #expect(v.layouts == base + 1)  // nothing pending: nothing happens
        v.setNeedsLayout()
        v.layoutIfNeeded()
        #expect(v.layouts == base + 2)
        try app.runUntilIdle()
        #expect(v.layouts == base + 2)
    }

    @Test func autoresizingDistributesTheSizeChange() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretch = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        stretch.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(frame: CGRect(x: 80, y: 80, width: 10, height: 10))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let centred = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        [stretch, pinnedRight, centred, fixed].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        #expect(stretch.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 180, y: 130, width: 10, height: 10))
        #expect(centred.frame == CGRect(x: 90, y: 40, width: 20, height: 20))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func labelsMeasureAndWrap() {
        let label = UILabel()
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)
        let one = label.intrinsicContentSize
        #expect(one.width > 40 && one.height >= 20)
        label.sizeToFit()
        #expect(label.bounds.size == one)
        label.text = "A much longer sentence that has to wrap over several lines"
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(wrapped.width <= 120 && wrapped.height > one.height * 3)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 120, height: 1000))
        #expect(two.height < one.height * 2.6)
        // Word wrapping keeps to the line limit too: two lines, the rest not shown (no ellipsis in this mode).
        label.lineBreakMode = .byWordWrapping
        #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)).height == two.height)
        label.lineBreakMode = .byClipping
        #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)).height == two.height)
    }
}
