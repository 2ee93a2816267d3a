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

    @Test func systemTabItemsCarryUIKitsTitlesAndIconsInTheStatesColours() throws {
        let saved = UIViewController(), find = UIViewController()
        saved.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        find.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 8)
        #expect(saved.tabBarItem.title == "Favorites" && find.tabBarItem.title == "Search" && saved.tabBarItem.tag == 7)
        #expect(saved.tabBarItem.image?.size == CGSize(width: 25, height: 25) && saved.tabBarItem.image?.renderingMode == .alwaysTemplate)
        let titles = [UITabBarItem.SystemItem.more, .topRated, .recents, .mostRecent, .mostViewed].map { UITabBarItem(tabBarSystemItem: $0, tag: 0).title }
        #expect(titles == ["More", "Top Rated", "Recents", "Most Recent", "Most Viewed"])
        let tabs = UITabBarController()
        tabs.viewControllers = [saved, find]
        try fixture.show(tabs)
        let icons = tabs.tabBar.subviews.compactMap { ($0 as? UIButton)?.imageView }
        try #require(icons.count == 2)
        // The star's centre is filled in the selected tab's tint; the lens's rim in the unselected grey.
        let star = icons[0].convert(CGPoint(x: 12.5, y: 13), to: nil)
        #expect(fixture.app.pixel(x: Int(star.x), y: Int(star.y)) == 0x007AFF)
        let rim = icons[1].convert(CGPoint(x: 3.2, y: 9.5), to: nil)
        #expect(fixture.app.pixel(x: Int(rim.x), y: Int(rim.y)) == 0x8E8E93)
        // Selected, the search tab takes the tint and the star the grey.
        tabs.selectedIndex = 1
        try fixture.app.runUntilIdle()
        #expect(fixture.app.pixel(x: Int(star.x), y: Int(star.y)) == 0x8E8E93)
    }
}
