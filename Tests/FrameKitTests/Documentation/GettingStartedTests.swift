import Testing
import FrameKitTesting

// The Getting Started article's app, as the article shows it (less its `@main` line, which a test target cannot
// have): DocumentationTests checks the two stay the same, and the test below runs it.
// article: begin
import FrameKit

final class CounterViewController: UIViewController {
    private let label = UILabel()
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = "Tapped 0 times"
        label.font = .preferredFont(forTextStyle: .title1)
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Tap me") { [unowned self] _ in
            count += 1
            label.text = "Tapped \(count) times"
        })
        let stack = UIStackView(arrangedSubviews: [label, button])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = CounterViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
// article: end

@MainActor
struct GettingStartedTests {
    @Test func theArticlesAppShowsItsButtonCentredAndCountsTaps() throws {
        let app = HeadlessApp(size: PixelSize(width: 800, height: 480))
        let delegate = AppDelegate()
        #expect(delegate.application(.shared, didFinishLaunchingWithOptions: nil))
        let window = try #require(delegate.window)
        try app.runUntilIdle()
        let stack = try #require(window.rootViewController?.view.subviews.first as? UIStackView)
        let label = try #require(stack.arrangedSubviews.first as? UILabel)
        let button = try #require(stack.arrangedSubviews.last as? UIButton)
        #expect(abs(stack.frame.midX - 400) < 1 && abs(stack.frame.midY - 240) < 1)
        #expect(label.text == "Tapped 0 times")

        // The button shows its action's title, white on the filled style's tint, as UIKit draws it.
        #expect(button.currentTitle == "Tap me" && button.configuration?.title == "Tap me")
        #expect(button.bounds.width > 60 && button.bounds.height >= 30)
        let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        let tint = app.pixel(x: Int(centre.x - button.bounds.width / 2 + 4), y: Int(centre.y))
        #expect(tint == 0x007AFF, "the filled background is the system blue")
        let row = (Int(centre.x - button.bounds.width / 2 + 8)..<Int(centre.x + button.bounds.width / 2 - 8))
        let whiteInTitle = row.flatMap { x in (-4...4).map { app.pixel(x: x, y: Int(centre.y) + $0) } }.filter { $0 == 0xFFFFFF }.count
        #expect(whiteInTitle > 20, "the title's white glyphs are drawn")
        // The screen as the article's reader sees it, against a reference a person has looked at.
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots/getting-started.png")
        try app.assertSnapshot(matching: reference.path)
        try app.tap(at: centre)
        try app.tap(at: centre)
        try app.runUntilIdle()
        #expect(label.text == "Tapped 2 times")
    }
}
