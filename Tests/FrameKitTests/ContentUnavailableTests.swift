import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// A list screen that shows an empty state while it has no items, as iOS 17 apps write one.
@MainActor
private final class FavoritesController: UIViewController {
    var items: [String] = [] { didSet { setNeedsUpdateContentUnavailableConfiguration() } }
    var updates = 0
    var added = 0

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        updates += 1
        guard items.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "star")
        configuration.text = "No Favorites"
        configuration.secondaryText = "Favorite a dish to see it here."
        configuration.button.title = "Browse the Menu"
        configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.added += 1 }
        contentUnavailableConfiguration = configuration
    }
}

@MainActor
struct ContentUnavailableTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 480))

    func labels(in view: UIView) -> [String] {
        view.subviews.flatMap { subview -> [String] in
            guard !subview.isHidden else { return [] }
            if let label = subview as? UILabel, let text = label.text { return [text] }
            return labels(in: subview)
        }
    }

    @Test func theEmptyStateShowsOverTheViewUntilThereIsContent() throws {
        let controller = FavoritesController()
        app.window.rootViewController = controller
        try app.runUntilIdle()
        #expect(controller.updates == 1, "updated once before the first layout")
        let shown = try #require(controller.view.subviews.last as? UIContentUnavailableView)
        #expect(shown.frame == controller.view.bounds)
        #expect(labels(in: shown) == ["No Favorites", "Favorite a dish to see it here.", "Browse the Menu"])
        // Centred: the title's middle is the view's.
        let title = try #require(shown.descendants.compactMap { $0 as? UILabel }.first { $0.text == "No Favorites" })
        let middle = title.convert(CGPoint(x: title.bounds.midX, y: title.bounds.midY), to: shown)
        #expect(abs(middle.x - 160) <= 1 && middle.y > 150 && middle.y < 330)

        let button = try #require(shown.descendants.compactMap { $0 as? UIButton }.first { !$0.isHidden })
        try app.tap(button)
        #expect(controller.added == 1)

        // A subview added later stays under the empty state.
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        controller.view.addSubview(table)
        controller.view.setNeedsLayout()
        try app.runUntilIdle()
        #expect(controller.view.subviews.last === shown)

        controller.items = ["Soup"]
        try app.runUntilIdle()
        #expect(controller.updates == 2 && controller.contentUnavailableConfiguration == nil)
        #expect(!controller.view.subviews.contains { $0 is UIContentUnavailableView })
    }

    @Test func loadingAndSearchHaveTheirOwnLook() throws {
        let controller = UIViewController()
        app.window.rootViewController = controller
        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
        app.advance(by: 0.5)  // the spinner turns for as long as it shows
        let loading = try #require(controller.view.subviews.last as? UIContentUnavailableView)
        #expect(labels(in: loading) == ["Loading…"])
        #expect(loading.descendants.contains { ($0 as? UIActivityIndicatorView)?.isAnimating == true })

        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        try app.runUntilIdle()
        let search = try #require(controller.view.subviews.last as? UIContentUnavailableView)
        #expect(search === loading, "the view shown takes the new configuration")
        #expect(labels(in: search) == ["No Results", "Check the spelling or try a new search."])
        #expect(!search.descendants.contains { ($0 as? UIActivityIndicatorView)?.isAnimating == true })
    }

    @Test func customSpacingSpacesOneViewOfAStack() throws {
        let stack = UIStackView(arrangedSubviews: (0..<3).map { _ in
            let view = UIView()
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
            return view
        })
        stack.axis = .vertical
        stack.spacing = 4
        stack.setCustomSpacing(30, after: stack.arrangedSubviews[0])
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        stack.translatesAutoresizingMaskIntoConstraints = true
        app.window.addSubview(stack)
        try app.runUntilIdle()
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 50, 74])
        #expect(stack.customSpacing(after: stack.arrangedSubviews[0]) == 30)
        #expect(stack.customSpacing(after: stack.arrangedSubviews[1]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: stack.arrangedSubviews[0])
        try app.runUntilIdle()
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 24, 48])
    }
}

extension UIView {
    /// Every view below this one, depth first.
    fileprivate var descendants: [UIView] { subviews.flatMap { [$0] + $0.descendants } }
}
