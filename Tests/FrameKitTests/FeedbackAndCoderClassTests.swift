import Foundation
import Testing

@testable import FrameKit

/// Haptic feedback as an app asks for it on a panel without a haptic engine, and `classForCoder` as iOS code names
/// reuse identifiers with it.
@MainActor
struct FeedbackAndCoderClassTests {
    final class TicketCell: UITableViewCell {}
    final class Ticket: NSObject {}

    @Test func feedbackGeneratorsTakeEveryRequestAndCountIt() {
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.4)
        #expect(impact.style == .rigid && impact.feedbackCount == 2)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        let outcome = UINotificationFeedbackGenerator()
        #expect(outcome.lastNotification == nil)
        outcome.notificationOccurred(.warning)
        outcome.notificationOccurred(.success)
        #expect(outcome.lastNotification == .success && outcome.feedbackCount == 2)
        let selection = UISelectionFeedbackGenerator()
        for _ in 0..<3 { selection.selectionChanged() }
        #expect(selection.feedbackCount == 3)
    }

    @Test func classForCoderNamesTheObjectsOwnClass() {
        let cell: UITableViewCell = TicketCell(style: .default, reuseIdentifier: nil)
        #expect(String(describing: cell.classForCoder) == "TicketCell")
        #expect(String(describing: TicketCell.classForCoder()) == "TicketCell")
        #expect(String(describing: UIViewController().classForCoder) == "UIViewController")
        #expect(String(describing: Ticket().classForCoder) == "Ticket", "NSObject's own, for its subclasses")
    }
}
