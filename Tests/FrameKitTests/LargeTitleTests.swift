import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// Large titles (iOS 11): `prefersLargeTitles` on the bar, `largeTitleDisplayMode` on each item.
@MainActor
@Suite struct LargeTitleTests {
    private func controller(_ title: String, _ mode: UINavigationItem.LargeTitleDisplayMode = .automatic) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.navigationItem.largeTitleDisplayMode = mode
        return controller
    }

    /// Where a controller's view starts in the window.
    private func top(of controller: UIViewController, in app: HeadlessApp) -> CGFloat {
        controller.view.convert(CGPoint.zero, to: app.window).y
    }

    @Test func aLargeTitleMakesTheBarTallerUntilAnItemSaysNeverAndAutomaticFollowsTheItemBelow() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 600))
        let root = controller("Settings")
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        app.window.rootViewController = navigation
        try app.runUntilIdle()
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 96 && top(of: root, in: app) == 96, "44 points of buttons and 52 of large title")
        #expect(!bar.largeTitleLabel.isHidden && bar.titleLabel.isHidden && bar.largeTitleLabel.text == "Settings")
        #expect(bar.largeTitleLabel.font.pointSize == 34)
        let ink = (50..<90).contains { y in (16..<120).contains { x in app.pixel(x: x, y: y) < 0x404040 } }
        #expect(ink, "the large title is drawn at the leading edge under the buttons")

        let detail = controller("Wi-Fi", .never)
        navigation.pushViewController(detail, animated: false)
        try app.runUntilIdle()
        #expect(bar.frame.height == 44 && top(of: detail, in: app) == 44 && !bar.titleLabel.isHidden)
        let deeper = controller("Network")
        navigation.pushViewController(deeper, animated: false)
        try app.runUntilIdle()
        #expect(bar.frame.height == 44, "automatic follows the item below: never")
        navigation.popToRootViewController(animated: false)
        try app.runUntilIdle()
        #expect(bar.frame.height == 96 && top(of: root, in: app) == 96)
        bar.prefersLargeTitles = false
        try app.runUntilIdle()
        #expect(bar.frame.height == 44 && top(of: root, in: app) == 44)
    }

    @Test func theLargeTitleCollapsesAsTheListScrollsUpAndComesBackAtTheTop() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 600))
        let list = UITableViewController(style: .plain)
        list.title = "Rooms"
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        app.window.rootViewController = navigation
        try app.runUntilIdle()
        let bar = navigation.navigationBar, table = list.tableView!
        let listTop = table.superview!.convert(table.frame.origin, to: app.window).y
        #expect(bar.frame.height == 96 && listTop == 44, "the list's frame starts under the large title's band")
        #expect(table.adjustedContentInset.top == 52 && table.contentOffset.y == -52, "its content starts below the band")

        table.contentOffset.y = -20
        try app.runUntilIdle()
        #expect(bar.frame.height == 64 && bar.largeTitleLabel.alpha < 1 && bar.titleLabel.isHidden, "32 points scrolled away")
        table.contentOffset.y = 200
        try app.runUntilIdle()
        #expect(bar.frame.height == 44 && bar.largeTitleLabel.isHidden && !bar.titleLabel.isHidden, "collapsed: the small title shows")
        table.contentOffset.y = -52
        try app.runUntilIdle()
        #expect(bar.frame.height == 96 && !bar.largeTitleLabel.isHidden && bar.titleLabel.isHidden)

        // A pushed controller without a large title stops following the list, which keeps no band's inset.
        let detail = controller("Hall", .never)
        navigation.pushViewController(detail, animated: false)
        try app.runUntilIdle()
        #expect(bar.frame.height == 44 && table.adjustedContentInset.top == 0)
    }
}
