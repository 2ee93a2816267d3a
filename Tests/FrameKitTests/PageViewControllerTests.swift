import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// An attract loop's slides as an iOS app writes them: three coloured pages, a data source giving the neighbours and
/// the dots, a delegate recording the swipes.
@MainActor
private final class Slides: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [RecordingViewController]
    var heard: [String] = []

    init(recorder: LifecycleRecorder) {
        let colours: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        pages = colours.enumerated().map { index, colour in
            let page = RecordingViewController(name: "S\(index)", recorder: recorder)
            page.view.backgroundColor = colour
            return page
        }
    }

    private func index(of page: UIViewController) -> Int? { pages.firstIndex { $0 === page } }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = index(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap(index(of:)) ?? 0
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        heard.append("willTransitionTo \(pendingViewControllers.compactMap(index(of:)))")
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        heard.append("didFinishAnimating previous \(previousViewControllers.compactMap(index(of:))) completed \(completed)")
    }
}

@MainActor
@Suite(.serialized) struct PageViewControllerTests {
    let fixture = LifecycleFixture()
    fileprivate let slides: Slides
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)

    init() throws {
        slides = Slides(recorder: fixture.recorder)
        pager.dataSource = slides
        pager.delegate = slides
        pager.setViewControllers([slides.pages[0]], direction: .forward, animated: false)
        try fixture.show(pager)
    }

    /// Drags one finger horizontally by `dx` in `steps` moves a 60th of a second apart, lifts it, and lets the pages
    /// settle.
    private func drag(by dx: CGFloat, steps: Int) throws {
        let app = fixture.app
        try app.touchDown(at: CGPoint(x: 400, y: 240))
        for step in 1...steps {
            app.advance(by: 1.0 / 60)
            try app.touchMove(to: CGPoint(x: 400 + dx * CGFloat(step) / CGFloat(steps), y: 240))
        }
        app.advance(by: 0.2)
        try app.touchUp()
        try app.runUntilIdle()
    }

    private var appearance: [String] {
        fixture.recorder.withoutLayout.filter { $0.contains("Appear") || $0.contains("Disappear") }
    }

    @Test func theFirstPageAppearsItsNeighbourWaitsBesideItAndTheDotsShowThree() throws {
        try fixture.app.runUntilIdle()
        #expect(pager.viewControllers?.first === slides.pages[0] && fixture.app.pixel(x: 400, y: 100) == 0xFF3B30)
        #expect(slides.pages[0].isViewLoaded && slides.pages[0].view.window != nil)
        #expect(pager.pageControl.numberOfPages == 3 && pager.pageControl.currentPage == 0 && !pager.pageControl.isHidden)
        #expect(slides.pages[1].parent === pager && slides.pages[2].parent == nil, "only the neighbour waits")
    }

    @Test func aSwipeLeftTurnsToTheNextPageWithUIKitsCallbacks() throws {
        try drag(by: -500, steps: 6)
        #expect(slides.heard == ["willTransitionTo [1]", "didFinishAnimating previous [0] completed true"])
        #expect(appearance == [
            "S0 viewWillDisappear(true)", "S1 viewWillAppear(true)", "S1 viewIsAppearing", "S0 viewDidDisappear(true)",
            "S1 viewDidAppear(true)",
        ])
        #expect(pager.viewControllers?.first === slides.pages[1] && pager.pageControl.currentPage == 1)
        #expect(fixture.app.pixel(x: 400, y: 100) == 0x34C759)
        #expect(slides.pages[2].parent === pager && slides.pages[0].parent === pager, "both neighbours wait")
    }

    @Test func aShortSlowDragSpringsBackAndTurnsTheCallbacksRound() throws {
        try drag(by: -60, steps: 30)
        #expect(slides.heard == ["willTransitionTo [1]", "didFinishAnimating previous [0] completed false"])
        #expect(appearance == [
            "S0 viewWillDisappear(true)", "S1 viewWillAppear(true)", "S1 viewIsAppearing",
            "S1 viewWillDisappear(true)", "S0 viewWillAppear(true)", "S0 viewIsAppearing", "S1 viewDidDisappear(true)",
            "S0 viewDidAppear(true)",
        ])
        #expect(pager.viewControllers?.first === slides.pages[0] && pager.pageControl.currentPage == 0)
        #expect(fixture.app.pixel(x: 400, y: 100) == 0xFF3B30)
    }

    @Test func pagesSetInCodeSlideInWithoutTellingTheDelegate() throws {
        var finished: [Bool] = []
        pager.setViewControllers([slides.pages[2]], direction: .forward, animated: true) { finished.append($0) }
        try fixture.app.runUntilIdle()
        #expect(finished == [true] && slides.heard.isEmpty)
        #expect(appearance == [
            "S0 viewWillDisappear(true)", "S2 viewWillAppear(true)", "S2 viewIsAppearing", "S0 viewDidDisappear(true)",
            "S2 viewDidAppear(true)",
        ])
        #expect(pager.viewControllers?.first === slides.pages[2] && pager.pageControl.currentPage == 2)
        #expect(fixture.app.pixel(x: 400, y: 100) == 0x007AFF)
        try drag(by: -500, steps: 6)
        #expect(pager.viewControllers?.first === slides.pages[2] && slides.heard.isEmpty, "nothing after the last page")
    }
}
