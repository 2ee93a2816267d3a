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

@MainActor
@Suite(.serialized) struct ButtonMenuTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }

    /// A 120×44 button at (40, 40) with a menu: Small, Large (on), a disabled item and an inline destructive section.
    func makeButton(primary: Bool, log: @escaping (String) -> Void) -> UIButton {
        let sizes = UIMenu(title: "", children: [
            UIAction(title: "Small") { action in log("Small from \(action.sender is UIButton ? "button" : "?")") },
            UIAction(title: "Large", state: .on) { _ in log("Large") },
            UIAction(title: "Huge", attributes: .disabled) { _ in log("Huge") },
            UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Reset", attributes: .destructive) { _ in log("Reset") }]),
        ])
        let button = UIButton(type: .system)
        button.setTitle("Size", for: .normal)
        button.frame = CGRect(x: 40, y: 40, width: 120, height: 44)
        button.menu = sizes
        button.showsMenuAsPrimaryAction = primary
        button.addAction(UIAction { _ in log("primary") }, for: .primaryActionTriggered)
        app.window.addSubview(button)
        fingers.wait(0.1)
        return button
    }

    func rowCentre(_ button: UIButton, _ index: Int) throws -> CGPoint {
        let row = try #require(button.menuPresenter?.rows[index])
        return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
    }

    @Test func aTapShowsTheMenuInsteadOfThePrimaryActionAndAnItemRunsWithTheButtonAsSender() throws {
        var log: [String] = []
        let button = makeButton(primary: true) { log.append($0) }
        fingers.tap(CGPoint(x: 100, y: 62))
        #expect(button.menuPresenter?.rows.map { $0.currentTitle } == ["Small", "✓  Large", "Huge", "Reset"])
        #expect(log.isEmpty, "no primary action")
        let small = try rowCentre(button, 0)
        #expect(small.y > 84, "the menu opens under the button")
        fingers.tap(small)
        #expect(log == ["Small from button"] && button.menuPresenter == nil)
    }

    @Test func disabledItemsDoNothingAndATapOutsideClosesTheMenu() throws {
        var log: [String] = []
        let button = makeButton(primary: true) { log.append($0) }
        fingers.tap(CGPoint(x: 100, y: 62))
        fingers.tap(try rowCentre(button, 2))
        #expect(log.isEmpty && button.menuPresenter != nil)
        #expect(button.menuPresenter?.rows[3].currentTitleColor == .systemRed)
        fingers.tap(CGPoint(x: 380, y: 280))
        #expect(button.menuPresenter == nil && log.isEmpty)
    }

    @Test func aPopUpButtonShowsItsCheckedItemAndChoosingAnotherChecksIt() throws {
        var log: [String] = []
        let small = UIAction(title: "Small") { _ in log.append("Small") }
        let large = UIAction(title: "Large") { _ in log.append("Large") }
        let huge = UIAction(title: "Huge") { _ in log.append("Huge") }
        let button = UIButton(configuration: .filled())
        button.frame = CGRect(x: 40, y: 40, width: 120, height: 44)
        button.menu = UIMenu(children: [small, large, huge])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        app.window.addSubview(button)
        fingers.wait(0.1)
        #expect(button.configuration?.title == "Small" && small.state == .on, "with none checked, the first is")
        fingers.tap(CGPoint(x: 100, y: 62))
        #expect(button.menuPresenter?.rows.map { $0.currentTitle } == ["✓  Small", "Large", "Huge"])
        fingers.tap(try rowCentre(button, 2))
        #expect(log == ["Huge"] && button.configuration?.title == "Huge")
        #expect([small.state, large.state, huge.state] == [.off, .off, .on])
        #expect(button.menu?.selectedElements.map(\.title) == ["Huge"])

        // A classic button takes the checked item's title too; a new menu shows its own checked item.
        let classic = UIButton(type: .system)
        classic.changesSelectionAsPrimaryAction = true
        classic.menu = UIMenu(children: [UIAction(title: "Tea") { _ in }, UIAction(title: "Coffee", state: .on) { _ in }])
        #expect(classic.currentTitle == "Coffee")
    }

    @Test func aSingleSelectionSubmenuChecksOnlyAmongItsOwnItems() throws {
        let sort = UIMenu(options: [.displayInline, .singleSelection], children: [
            UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in },
        ])
        let wrap = UIAction(title: "Wrap", state: .on) { _ in }
        let button = UIButton(type: .system)
        button.setTitle("View", for: .normal)
        button.frame = CGRect(x: 40, y: 40, width: 120, height: 44)
        button.menu = UIMenu(children: [wrap, sort])
        button.showsMenuAsPrimaryAction = true
        app.window.addSubview(button)
        fingers.wait(0.1)
        fingers.tap(CGPoint(x: 100, y: 62))
        fingers.tap(try rowCentre(button, 2))
        #expect(button.menu?.selectedElements.map(\.title) == ["Wrap", "Date"], "the other menu's check stays")
        #expect(button.currentTitle == "View", "not a pop-up button: its title stays")
    }

    @Test func withoutShowsMenuAsPrimaryActionATapIsThePrimaryActionAndALongPressShowsTheMenu() throws {
        var log: [String] = []
        let button = makeButton(primary: false) { log.append($0) }
        fingers.tap(CGPoint(x: 100, y: 62))
        #expect(log == ["primary"] && button.menuPresenter == nil)
        fingers.down(CGPoint(x: 100, y: 62))
        fingers.wait(0.7)
        #expect(button.menuPresenter != nil)
        fingers.up()
    }
}
