import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

@MainActor
struct AccessibilityNotificationTests {
    @Test func postedNotificationsReachNoScreenReaderAndAreLogged() {
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isSwitchControlRunning)
        LogCapture.shared.start()
        UIAccessibility.post(notification: .announcement, argument: "Order 12 is ready")
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        UIAccessibility.post(notification: .screenChanged, argument: button)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: UIAccessibility.Notification(rawValue: 4242), argument: 7)
        let log = LogCapture.shared.stop()
        #expect(log.contains("accessibility announcement: \"Order 12 is ready\" (FrameKit runs no screen reader)"))
        #expect(log.contains("accessibility screen changed: UIButton \"Pay\""))
        #expect(log.contains("accessibility layout changed: nil"))
        #expect(log.contains("accessibility notification 4242: Int"))
    }
}
