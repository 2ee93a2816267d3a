import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting
@testable import Ported

// Seed 001's login screen, ported in Examples/Ported/Login, loaded from its Xcode storyboard and driven by taps.

@MainActor
@Suite(.serialized) struct InterfaceBuilderLoginTests {
    private func loginScreen(_ app: HeadlessApp) throws -> ViewController {
        ViewController.actions
        let storyboard = try UIStoryboard.load(name: "Login", bundle: portedBundle)
        #expect(storyboard.warnings.isEmpty, "\(storyboard.warnings)")
        let controller = try #require(storyboard.instantiateInitialViewController() as? ViewController)
        app.window.rootViewController = controller
        try app.runUntilIdle()
        return controller
    }

    @Test func theSeedLoginStoryboardLoadsUnchangedWithItsOutletsAndLayout() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 800))
        let controller = try loginScreen(app)
        #expect(controller.passwordLabel.text == "Password" && !controller.passwordField.isSecureTextEntry)
        #expect(controller.LogingField.placeholder == "user name" && controller.LogingField.borderStyle == .roundedRect)
        #expect(controller.LogingField.autocorrectionType == .no && controller.LogingField.autocapitalizationType == .none)
        #expect(controller.nameLabel.font == .boldSystemFont(ofSize: 20))
        #expect(controller.companyLabel.textColor == UIColor(red: 0.23529411764705882, green: 0.23529411764705882, blue: 0.2627450980392157, alpha: 0.6))
        let form = try #require(controller.LogingField.superview?.superview as? UIStackView)
        #expect(form.axis == .vertical && form.spacing == 8 && form.arrangedSubviews.count == 5)
        #expect(form.frame.minX == 16 && form.frame.maxX == 384 && form.frame.minY == 20)
        #expect(controller.LogingField.frame.height > 0 && controller.LogingField.superview!.frame.width == 368)
        // The placeholder aspect-ratio constraint is removed at build time; no user, no image, no height.
        #expect(controller.imageView.image == nil && controller.imageView.frame.width == 200)
        #expect(controller.imageView.frame.minY == form.frame.maxY + 8 && controller.imageView.frame.midX == 200)
        #expect(!controller.view.constraints.contains { $0.firstItem === controller.imageView && $0.secondItem === controller.imageView })
    }

    @Test func tappingTheStoryboardsButtonsRunsTheRegisteredActionsAndSwapsTheAspectRatioConstraint() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 800))
        let controller = try loginScreen(app)
        let buttons = try #require(controller.passwordField.superview?.superview?.subviews[2].subviews as? [UIButton])
        try app.tap(at: buttons[0].convert(CGPoint(x: buttons[0].bounds.midX, y: buttons[0].bounds.midY), to: nil))
        #expect(controller.passwordField.isSecureTextEntry && controller.passwordLabel.text == "secured Password")

        controller.LogingField.text = "japple"
        controller.passwordField.text = "foo"
        try app.tap(at: buttons[1].convert(CGPoint(x: buttons[1].bounds.midX, y: buttons[1].bounds.midY), to: nil))
        try app.runUntilIdle()
        #expect(controller.nameLabel.text == "John Appleseed" && controller.companyLabel.text == "Apple")
        // japple.png is 120 × 60: the constraint made in code gives the 200-point-wide image view a 2:1 shape.
        #expect(controller.imageView.frame.size == CGSize(width: 200, height: 100))
        let first = try #require(controller.aspectRatioConstraint)

        controller.LogingField.text = "madbum"
        try app.tap(at: buttons[1].convert(CGPoint(x: buttons[1].bounds.midX, y: buttons[1].bounds.midY), to: nil))
        try app.runUntilIdle()
        #expect(controller.nameLabel.text == "Madison Bumgarner")
        #expect(controller.imageView.frame.size == CGSize(width: 200, height: 200), "unknown_user.png is square")
        #expect(!first.isActive && controller.aspectRatioConstraint!.isActive)
    }
}
