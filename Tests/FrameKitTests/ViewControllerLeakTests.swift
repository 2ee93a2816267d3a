import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A screen with some content, so leaked views would show in the live-view count.
@MainActor
private final class ContentController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        label.text = "content"
        view.addSubview(label)
        let button = UIButton(type: .system)
        button.setTitle("tap", for: .normal)
        button.addTarget(self, action: ContentController.tapped, for: .touchUpInside)
        view.addSubview(button)
    }

    func tapped(_ sender: UIControl) {}
}

/// Runs `cycle` 1,000 times (after one warm-up) and checks that every controller it made is gone and the number of
/// live views did not grow.
@MainActor
private func expectNoGrowth(_ f: LifecycleFixture, _ cycle: () throws -> UIViewController) throws {
    _ = try cycle()
    try f.app.runUntilIdle()
    let views = UIView.liveInstanceCount
    var made: [() -> UIViewController?] = []
    for _ in 0..<1000 {
        weak let controller = try cycle()
        made.append { controller }
    }
    try f.app.runUntilIdle()
    #expect(made.allSatisfy { $0() == nil }, "every controller was released")
    #expect(UIView.liveInstanceCount == views, "live views: \(UIView.liveInstanceCount), before: \(views)")
}

@MainActor
@Suite struct ViewControllerLeakTests {
    @Test func pushAndPopAThousandTimes() throws {
        let f = LifecycleFixture()
        let nav = UINavigationController(rootViewController: ContentController())
        try f.show(nav)
        var cycles = 0
        try expectNoGrowth(f) {
            cycles += 1
            let pushed = ContentController()
            let animated = cycles % 100 == 0
            nav.pushViewController(pushed, animated: animated)
            try f.app.runUntilIdle()
            nav.popViewController(animated: animated)
            try f.app.runUntilIdle()
            return pushed
        }
        #expect(nav.viewControllers.count == 1 && nav.children.count == 1)
    }

    @Test func presentAndDismissAThousandTimes() throws {
        let f = LifecycleFixture()
        let root = ContentController()
        try f.show(root)
        var cycles = 0
        try expectNoGrowth(f) {
            cycles += 1
            let presented = ContentController()
            presented.modalPresentationStyle = cycles % 2 == 0 ? .fullScreen : .overFullScreen
            root.present(presented, animated: cycles % 100 == 0)
            try f.app.runUntilIdle()
            presented.dismiss(animated: cycles % 100 == 0)
            try f.app.runUntilIdle()
            return presented
        }
        #expect(root.presentedViewController == nil && root.view.window === f.app.window)
    }

    @Test func replacingTabsAndSwitchingAThousandTimes() throws {
        let f = LifecycleFixture()
        let tabs = UITabBarController()
        let (first, second) = (ContentController(), ContentController())
        tabs.viewControllers = [first, second]
        try f.show(tabs)
        try expectNoGrowth(f) {
            let tab = ContentController()
            tabs.viewControllers = [first, tab]
            try f.app.tap(at: CGPoint(x: 600, y: 455))
            try f.app.tap(at: CGPoint(x: 200, y: 455))
            tabs.viewControllers = [first, second]
            return tab
        }
    }

    @Test func aNavigationControllerNeverShownKeepsNothingItPopped() throws {
        let app = HeadlessApp()
        let nav = UINavigationController(rootViewController: UIViewController())
        weak var popped: UIViewController?
        do {
            let pushed = UIViewController()
            popped = pushed
            nav.pushViewController(pushed, animated: false)
            nav.popViewController(animated: false)
        }
        try app.runUntilIdle()
        #expect(popped == nil)
    }
}
