import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// Bars styled the iOS 13 way, as almost every app since does it.
@MainActor
@Suite(.serialized) struct BarAppearanceTests {
    let fixture = LifecycleFixture()

    @Test func aNavigationBarAppearancePaintsTheBarTitleAndHairlineAndAnItemsOwnWinsWhileItIsOnTop() throws {
        let home = UIViewController(), detail = UIViewController()
        home.title = "Home"
        detail.title = "Detail"
        home.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: home)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBlue
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 20)]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        try fixture.show(navigation)
        let bar = navigation.navigationBar
        #expect(fixture.app.pixel(x: 20, y: 20) == 0x007AFF)
        #expect(bar.titleLabel.textColor == .white && bar.titleLabel.font.pointSize == 20)
        #expect(fixture.app.pixel(x: 20, y: 43) != 0x007AFF, "the hairline under the bar")
        let red = UINavigationBarAppearance()
        red.configureWithTransparentBackground()
        red.backgroundColor = .systemRed
        detail.navigationItem.standardAppearance = red
        navigation.pushViewController(detail, animated: false)
        try fixture.app.runUntilIdle()
        #expect(fixture.app.pixel(x: 700, y: 20) == 0xFF3B30 && fixture.app.pixel(x: 700, y: 43) == 0xFF3B30, "no hairline")
        #expect(bar.titleLabel.textColor == .label && bar.titleLabel.font.pointSize == 17, "the item's appearance gives no title style")
        navigation.popViewController(animated: false)
        try fixture.app.runUntilIdle()
        #expect(fixture.app.pixel(x: 700, y: 20) == 0x007AFF)
    }

    @Test func theOlderBarTintColorStillWins() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.barTintColor = .systemGreen
        navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        try fixture.show(navigation)
        #expect(fixture.app.pixel(x: 20, y: 20) == 0x34C759 && navigation.navigationBar.titleLabel.textColor == .systemRed)
    }

    @Test func aTabBarAppearanceColoursTheItemsByState() throws {
        let menu = UIViewController(), order = UIViewController()
        menu.tabBarItem = UITabBarItem(title: "Menu", image: nil, tag: 0)
        order.tabBarItem = UITabBarItem(title: "Order", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [menu, order]
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .white
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
        tabs.tabBar.standardAppearance = appearance
        try fixture.show(tabs)
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.map { $0.titleColor(for: .normal) } == [.systemOrange, .systemGray])
        #expect(fixture.app.pixel(x: 5, y: 480 - 20) == 0xFFFFFF)
        #expect(fixture.app.pixel(x: 5, y: 480 - 49) != 0xFFFFFF, "the hairline along the top")
    }
}
