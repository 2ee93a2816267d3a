import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// The UIAccessibility properties with the defaults UIKit's own views give them, and the tree `framekit ctl describe`
/// prints.
@MainActor
struct AccessibilityTests {
    @Test func plainViewsAreNotElementsAndLabelsAndButtonsAreWithTheirText() {
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityLabel == nil && view.accessibilityTraits == .none)

        let label = UILabel()
        label.text = "Departures"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Departures")
        #expect(label.accessibilityTraits == .staticText)

        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Pay" && button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])

        let filled = UIButton(configuration: .filled())
        filled.configuration?.title = "Order"
        #expect(filled.accessibilityLabel == "Order")
    }

    @Test func whatTheAppSetsWinsAndSettingNilGivesTheDefaultBack() {
        let label = UILabel()
        label.text = "12:04"
        label.accessibilityLabel = "Four minutes past twelve"
        label.accessibilityHint = "The next departure"
        label.accessibilityTraits = [.staticText, .updatesFrequently]
        label.accessibilityIdentifier = "clock"
        #expect(label.accessibilityLabel == "Four minutes past twelve" && label.accessibilityHint == "The next departure")
        #expect(label.accessibilityTraits == [.staticText, .updatesFrequently] && label.accessibilityIdentifier == "clock")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "12:04")
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
    }

    @Test func controlsReportTheirValuesAsUIKitDoes() {
        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0" && toggle.accessibilityTraits.contains(.button))
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")

        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 15
        #expect(slider.accessibilityValue == "25%" && slider.accessibilityTraits.contains(.adjustable))

        let stepper = UIStepper()
        stepper.value = 3
        #expect(stepper.accessibilityValue == "3" && stepper.accessibilityTraits.contains(.adjustable))

        let segments = UISegmentedControl(items: ["Small", "Large"])
        segments.selectedSegmentIndex = 1
        #expect(segments.accessibilityValue == "Large")

        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1
        #expect(pages.accessibilityValue == "page 2 of 5")

        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.4
        #expect(progress.accessibilityValue == "40%" && progress.accessibilityTraits == .updatesFrequently)

        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(!spinner.isAccessibilityElement)
        spinner.startAnimating()
        #expect(spinner.isAccessibilityElement && spinner.accessibilityLabel == "In progress")

        let field = UITextField()
        field.placeholder = "E-mail"
        #expect(field.accessibilityLabel == "E-mail" && field.accessibilityValue == nil)
        field.text = "ann@example.com"
        #expect(field.accessibilityValue == "ann@example.com")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••••••••••••••")

        let image = UIImageView()
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
    }

    @Test func theTreeKeepsElementsAndTheContainersHoldingThemAndLeavesOutWhatIsHidden() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let controller = UIViewController()
        app.window.rootViewController = controller
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        title.text = "Settings"
        title.accessibilityTraits = .header
        let panel = UIView(frame: CGRect(x: 0, y: 50, width: 400, height: 100))
        let toggle = UISwitch(frame: CGRect(x: 20, y: 10, width: 51, height: 31))
        toggle.accessibilityLabel = "Keep the screen on"
        toggle.accessibilityIdentifier = "screen-on"
        panel.addSubview(toggle)
        let decoration = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        let hidden = UILabel()
        hidden.text = "hidden"
        hidden.isHidden = true
        let covered = UIView(frame: CGRect(x: 0, y: 250, width: 100, height: 20))
        covered.accessibilityElementsHidden = true
        let behind = UILabel()
        behind.text = "behind"
        covered.addSubview(behind)
        for view in [title, panel, decoration, hidden, covered] { controller.view.addSubview(view) }
        try app.runUntilIdle()

        let tree = try #require(AccessibilityTree.describe(app.window))
        #expect(tree.outline() == [
            "UIWindow [0,0,400,300]",
            "  UIViewController.view [0,0,400,300]",
            "    UILabel header label=\"Settings\" [10,10,200,30]",
            "    UIView [0,50,400,100]",
            "      UISwitch button label=\"Keep the screen on\" value=\"0\" id=\"screen-on\" [20,60,51,31]",
        ])
    }

    @Test func aCellReadsItsLabelsAsOneElement() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Latte"
        cell.detailTextLabel?.text = "3.20"
        cell.layoutIfNeeded()
        #expect(cell.isAccessibilityElement && cell.accessibilityLabel == "Latte, 3.20")
    }

    @Test func theControlSocketRepliesWithTheTreeAsOneLineOfJSON() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
        let button = UIButton(type: .system)
        button.setTitle("Start", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        app.window.addSubview(button)
        try app.runUntilIdle()
        #expect(try ControlRequest(line: "describe") == .describe)
        let reply = try UIApplication.shared.handleControlRequest(.describe)
        #expect(!reply.contains("\n"))
        let tree = try JSONDecoder().decode(AccessibilityNode.self, from: Data(reply.utf8))
        #expect(tree.kind == "UIScreen" && tree.frame == [0, 0, 320, 240])
        let element = try #require(tree.children.first?.children.first)
        #expect(element.kind == "UIButton" && element.label == "Start" && element.traits == ["button"])
        #expect(element.frame == [20, 20, 100, 44])
    }
}
