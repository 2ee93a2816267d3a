import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
@Suite(.serialized) struct ButtonConfigurationTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }

    func place(_ button: UIButton, at origin: CGPoint = CGPoint(x: 50, y: 50)) {
        button.frame.origin = origin
        app.window.addSubview(button)
        fingers.wait(0.1)
    }

    @Test func aFilledButtonIsTheTintWithWhiteTextAndSizesToItsTitleAndInsets() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Pay"
        var taps = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
        let title = "Pay".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(button.intrinsicContentSize == CGSize(width: ceil(title.width + 24), height: ceil(title.height + 14)))
        #expect(button.frame.size == button.intrinsicContentSize)
        place(button)
        #expect(app.pixel(x: 53, y: Int(50 + button.bounds.midY)) == 0x007AFF, "the fill, inside the rounded corners")
        #expect(app.pixel(x: 50, y: 50) == 0xFFFFFF, "the corner is rounded off")
        #expect(button.subviews.contains { ($0 as? UILabel)?.text == "Pay" })
        fingers.tap(CGPoint(x: 60, y: 60))
        #expect(taps == 1)
    }

    @Test func stylesColourTheBackgroundAndForeground() {
        let tint = UIColor.systemBlue
        #expect(UIButton.Configuration.plain().colors(tint: tint, state: []).background == nil)
        #expect(UIButton.Configuration.plain().colors(tint: tint, state: []).foreground == tint)
        #expect(UIButton.Configuration.filled().colors(tint: tint, state: []).foreground == .white)
        #expect(UIButton.Configuration.tinted().colors(tint: tint, state: []).background == tint.withAlphaComponent(0.15))
        #expect(UIButton.Configuration.gray().colors(tint: tint, state: []).background == .tertiarySystemFill)
        #expect(UIButton.Configuration.filled().colors(tint: tint, state: .disabled).foreground == .tertiaryLabel)
        var custom = UIButton.Configuration.filled()
        custom.baseBackgroundColor = .systemRed
        custom.baseForegroundColor = .black
        #expect(custom.colors(tint: tint, state: []) == (UIColor.black, UIColor.systemRed))
    }

    @Test func aCapsuleIsRoundedByHalfItsHeightAndAnImageSitsOnItsEdgeWithPadding() throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Next"
        configuration.cornerStyle = .capsule
        let icon = UIImage(pixelBuffer: PixelBuffer(width: 20, height: 20))
        configuration.image = icon
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        place(button)
        let title = "Next".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(button.bounds.width == ceil(title.width + 8 + 20 + 24))
        let views = button.subviews
        let imageView = try #require(views.compactMap { $0 as? UIImageView }.first { $0.image != nil })
        let label = try #require(views.compactMap { $0 as? UILabel }.first { $0.text == "Next" })
        #expect(abs(imageView.frame.minX - (label.frame.maxX + 8)) < 0.01, "the image after the title, 8 points on")
        #expect(views.first?.layer.cornerRadius == button.bounds.height / 2)
    }

    @Test func theUpdateHandlerFollowsTheStateAndAChangedConfigurationRedraws() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Hold"
        let button = UIButton(configuration: configuration)
        var highlights: [Bool] = []
        button.configurationUpdateHandler = { button in
            highlights.append(button.isHighlighted)
            button.configuration?.subtitle = button.isHighlighted ? "pressed" : nil
        }
        place(button)
        fingers.down(CGPoint(x: 55, y: 60))
        #expect(highlights.last == true && button.configuration?.subtitle == "pressed")
        fingers.up()
        #expect(highlights.last == false && button.configuration?.subtitle == nil)
        button.configuration?.title = "Done"
        fingers.wait(0.1)
        #expect(button.subviews.contains { ($0 as? UILabel)?.text == "Done" })
        button.isEnabled = false
        #expect(button.configuration?.colors(tint: button.tintColor, state: button.state).foreground == .tertiaryLabel)
    }
}
