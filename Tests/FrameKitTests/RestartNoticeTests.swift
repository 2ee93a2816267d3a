import Testing
@testable import FrameKit
import FrameKitTesting

/// What a kiosk shows while its app keeps failing to start.
@MainActor
@Suite struct RestartNoticeTests {
    @Test func theNoticeSaysTheKioskIsRestartingAndWhenItTriesNext() throws {
        let app = HeadlessApp(size: PixelSize(width: 480, height: 320))
        // Shown as UIApplicationMain shows it, over whatever is there: a window un-hidden (as UIKit shows one too).
        let window = UIWindow(screen: app.screen)
        window.rootViewController = RestartNoticeViewController(failedStarts: 5, nextTry: 8)
        window.isHidden = false
        app.advance(by: 0.1)  // its first frames (running until idle would run the countdown out)
        let labels = window.rootViewController!.view.allSubviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == [
            "This kiosk is restarting",
            "It tries again in 8 seconds. Starting failed 5 times in a row; the system journal says why.",
        ])
        // Centred, and drawn: white text on the dark background.
        let title = try #require(labels.first)
        #expect(abs(title.convert(title.bounds, to: nil).midX - 240) < 1)
        let row = Int(title.convert(title.bounds, to: nil).midY)
        #expect((0..<480).contains { app.pixel(x: $0, y: row) & 0xFF > 0xC0 }, "the title's text is drawn")
        #expect(app.pixel(x: 5, y: 5) == 0x1E1E1E)
        // The wait counts down while it shows.
        app.advance(by: 3)
        #expect(labels[1].text == "It tries again in 5 seconds. Starting failed 5 times in a row; the system journal says why.")
        app.advance(by: 4)
        #expect(labels[1].text?.hasPrefix("It tries again in 1 second.") == true)
        window.isHidden = true
        try app.runUntilIdle()
        #expect(app.pixel(x: 5, y: 5) != 0x1E1E1E, "hidden again, the window underneath shows")
    }
}

extension UIView {
    fileprivate var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}
