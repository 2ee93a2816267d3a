import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

@MainActor
final class TraitRecorder: UIViewController {
    var changes: [UIContentSizeCategory] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
    }
}

@MainActor
struct DynamicTypeTests {
    @Test func preferredFontsHaveUIKitsSizesAtEachTextSize() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).pointSize == 53)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: small).pointSize == 11)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
    }

    @Test func aTextSizeChangeReachesNotificationsControllersAndAdjustingViews() throws {
        let app = HeadlessApp()
        defer { UIApplication.shared.preferredContentSizeCategory = .large }
        let controller = TraitRecorder()
        app.window.rootViewController = controller
        let following = UILabel()
        following.font = .preferredFont(forTextStyle: .body)
        following.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        let field = UITextField()
        field.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20))
        field.adjustsFontForContentSizeCategory = true
        for view in [following, fixed, field] { controller.view.addSubview(view) }
        try app.runUntilIdle()
        let notes = NotificationCount(UIContentSizeCategory.didChangeNotification, object: UIApplication.shared)
        UIApplication.shared.preferredContentSizeCategory = .extraLarge
        #expect(following.font.pointSize == 19)
        #expect(fixed.font.pointSize == 17)
        #expect(field.font?.pointSize == (20.0 * 30 / 28).rounded())
        #expect(notes.count == 1)
        #expect(controller.changes == [.large])
        #expect(controller.traitCollection.preferredContentSizeCategory == .extraLarge)
    }

    @Test func fontMetricsScaleValuesLikeTheirTextStyle() {
        defer { UIApplication.shared.preferredContentSizeCategory = .large }
        UIApplication.shared.preferredContentSizeCategory = .accessibilityLarge
        #expect(UIFontMetrics.default.scaledValue(for: 17) == 33)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17)).pointSize == 33)
    }
}
