import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// Records the control events a control sends, by name, in order.
@MainActor
final class ControlEventLog {
    private(set) var events: [String] = []
    private static let names: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    ]

    init(_ control: UIControl) {
        for (event, name) in Self.names {
            control.addAction(UIAction { [weak self] _ in self?.events.append(name) }, for: event)
        }
    }

    func count(_ name: String) -> Int { events.filter { $0 == name }.count }
    func reset() { events.removeAll() }
}

@MainActor
@Suite(.serialized) struct SwitchTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }

    func place(_ toggle: UISwitch) {
        toggle.frame.origin = CGPoint(x: 100, y: 100)
        app.window.addSubview(toggle)
        fingers.wait(0.1)
    }

    @Test func aSwitchIsAlways51By31AndOffWithAGreyTrack() throws {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
        place(toggle)
        // The off track: secondarySystemFill over white; the thumb is white at the left.
        #expect(app.pixel(x: 145, y: 115) == 0xEAEAEB)
        #expect(app.pixel(x: 115, y: 115) == 0xFFFFFF)
    }

    @Test func aTapTurnsItOnAndSendsValueChangedOnceBeforeTouchUpInside() throws {
        let toggle = UISwitch()
        let log = ControlEventLog(toggle)
        place(toggle)
        fingers.tap(CGPoint(x: 125, y: 115))
        fingers.wait(0.5)
        #expect(toggle.isOn)
        #expect(log.events == ["touchDown", "valueChanged", "primary", "touchUpInside"])
        // Green track, thumb now on the right.
        #expect(app.pixel(x: 108, y: 115) == 0x34C759)
        #expect(app.pixel(x: 137, y: 115) == 0xFFFFFF)
        fingers.tap(CGPoint(x: 125, y: 115))
        #expect(!toggle.isOn && log.count("valueChanged") == 2)
    }

    @Test func settingItFromCodeAnimatesTheThumbButSendsNoEvents() throws {
        let toggle = UISwitch()
        let log = ControlEventLog(toggle)
        place(toggle)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        fingers.wait(0.1)
        let midway = app.pixel(x: 137, y: 115)
        #expect(midway != 0xFFFFFF, "the thumb has not arrived yet")
        #expect(app.screen.lastFrameStatistics.damagedPixels <= 70 * 50, "only the switch and its thumb's shadow redraw")
        fingers.wait(0.3)
        #expect(app.pixel(x: 137, y: 115) == 0xFFFFFF)
        #expect(log.events.isEmpty)
        toggle.isOn = false
        #expect(log.events.isEmpty)
    }

    @Test func draggingTheThumbAcrossDecidesByWhereItIsWhenTheFingerLifts() throws {
        let toggle = UISwitch()
        let log = ControlEventLog(toggle)
        place(toggle)
        fingers.down(CGPoint(x: 112, y: 115))
        fingers.drag(from: CGPoint(x: 112, y: 115), to: CGPoint(x: 145, y: 115), steps: 4)
        fingers.up()
        #expect(toggle.isOn && log.count("valueChanged") == 1)
        // Over and back again: no change, no event.
        fingers.down(CGPoint(x: 140, y: 115))
        fingers.drag(from: CGPoint(x: 140, y: 115), to: CGPoint(x: 105, y: 115), steps: 4)
        fingers.drag(from: CGPoint(x: 105, y: 115), to: CGPoint(x: 148, y: 115), steps: 4)
        fingers.up()
        #expect(toggle.isOn && log.count("valueChanged") == 1)
    }

    @Test func aDisabledSwitchIgnoresTapsAndThePrimaryActionInitialiserWorks() throws {
        var fired = 0
        let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in fired += 1 })
        place(toggle)
        toggle.isEnabled = false
        fingers.tap(CGPoint(x: 125, y: 115))
        #expect(!toggle.isOn && fired == 0)
        toggle.isEnabled = true
        fingers.tap(CGPoint(x: 125, y: 115))
        #expect(toggle.isOn && fired == 1)
    }
}

@MainActor
@Suite(.serialized) struct SliderTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }

    func place(_ slider: UISlider) {
        slider.frame = CGRect(x: 50, y: 100, width: 200, height: 31)
        app.window.addSubview(slider)
        fingers.wait(0.1)
    }

    @Test func valuesAreClampedAndTheRangeStaysOrdered() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.value = 3
        #expect(slider.value == 1)
        slider.value = -2
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 7
        slider.minimumValue = 12
        #expect(slider.maximumValue == 12 && slider.value == 12)
        slider.maximumValue = 5
        #expect(slider.minimumValue == 5 && slider.value == 5)
        #expect(slider.intrinsicContentSize.height == 31)
    }

    @Test func trackAndThumbRectsFollowTheValue() {
        let slider = UISlider()
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 31)
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 2, y: 13.5, width: 196, height: 4))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0).minX == 0)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 1).maxX == 200)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5).midX == 100)
        let icon = UIImage(pixelBuffer: PixelBuffer(width: 20, height: 20))
        slider.minimumValueImage = icon
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.trackRect(forBounds: bounds).minX == 30)
    }

    @Test func theFilledPartIsTheTintLeftOfTheThumbAndTheRestGrey() throws {
        let slider = UISlider()
        slider.value = 0.5
        place(slider)
        #expect(app.pixel(x: 80, y: 115) == 0x007AFF)
        #expect(app.pixel(x: 220, y: 115) == 0xE4E4E5, "systemFill over white")
        #expect(app.pixel(x: 150, y: 115) == 0xFFFFFF, "the thumb in the middle")
    }

    @Test func draggingTheThumbSetsTheValueContinuouslyAndATapOnTheTrackDoesNothing() throws {
        let slider = UISlider()
        let log = ControlEventLog(slider)
        place(slider)
        fingers.tap(CGPoint(x: 200, y: 115))
        #expect(slider.value == 0 && log.count("valueChanged") == 0)
        // Take the thumb 4 points right of its middle; the thumb keeps that offset under the finger.
        fingers.down(CGPoint(x: 68, y: 115))
        fingers.drag(from: CGPoint(x: 68, y: 115), to: CGPoint(x: 154, y: 115), steps: 4)
        #expect(abs(slider.value - 0.5) < 0.001)
        #expect(log.count("valueChanged") == 4)
        // Past the end the value stays at the maximum, and an unchanged value sends nothing.
        fingers.drag(from: CGPoint(x: 154, y: 115), to: CGPoint(x: 400, y: 115), steps: 2)
        #expect(slider.value == 1)
        fingers.up()
        #expect(log.count("valueChanged") == 5 && log.count("primary") == 5)
    }

    @Test func aSliderThatIsNotContinuousReportsOnceAtTheEnd() throws {
        let slider = UISlider()
        slider.isContinuous = false
        let log = ControlEventLog(slider)
        place(slider)
        fingers.down(CGPoint(x: 64, y: 115))
        fingers.drag(from: CGPoint(x: 64, y: 115), to: CGPoint(x: 150, y: 115), steps: 5)
        #expect(slider.value > 0.4 && log.count("valueChanged") == 0)
        fingers.up()
        #expect(log.count("valueChanged") == 1)
    }

    @Test func setValueAnimatedSlidesAndRedrawsOnlyTheSlider() throws {
        let slider = UISlider()
        place(slider)
        slider.setValue(1, animated: true)
        fingers.wait(0.1)
        #expect(app.screen.lastFrameStatistics.damagedPixels <= 210 * 45)
        #expect(app.pixel(x: 236, y: 115) != 0xFFFFFF, "the thumb is still on its way")
        fingers.wait(0.3)
        #expect(app.pixel(x: 236, y: 115) == 0xFFFFFF)
    }
}

@MainActor
@Suite(.serialized) struct StepperTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }
    let minus = CGPoint(x: 123, y: 116), plus = CGPoint(x: 170, y: 116)

    func place(_ stepper: UIStepper) {
        stepper.frame.origin = CGPoint(x: 100, y: 100)
        app.window.addSubview(stepper)
        fingers.wait(0.1)
    }

    @Test func defaultsAndSizeAreUIKits() {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    }

    @Test func plusStepsUpAtTouchDownAndMinusDoesNothingAtTheMinimum() throws {
        let stepper = UIStepper()
        let log = ControlEventLog(stepper)
        place(stepper)
        fingers.down(plus)
        // Tracking begins (and steps) before `.touchDown` goes out, as in UIKit's UIControl.
        #expect(stepper.value == 1 && log.events == ["valueChanged", "primary", "touchDown"])
        fingers.up()
        stepper.value = 0
        log.reset()
        fingers.tap(minus)
        #expect(stepper.value == 0 && log.count("valueChanged") == 0)
    }

    @Test func holdingRepeatsAfterHalfASecondTenTimesASecond() throws {
        let stepper = UIStepper()
        place(stepper)
        fingers.down(plus)
        fingers.wait(0.45)
        #expect(stepper.value == 1)
        fingers.wait(0.5)
        #expect(stepper.value >= 5 && stepper.value <= 6, "value \(stepper.value)")
        fingers.up()
        let stopped = stepper.value
        fingers.wait(1)
        #expect(stepper.value == stopped)
        #expect(app.loop.isIdle, "no timer left once the finger lifts")
    }

    @Test func wrapsCarriesRoundAndLimitsOtherwiseHold() throws {
        let stepper = UIStepper()
        stepper.maximumValue = 3
        stepper.value = 3
        place(stepper)
        fingers.tap(plus)
        #expect(stepper.value == 3)
        stepper.wraps = true
        fingers.tap(plus)
        #expect(stepper.value == 0)
        fingers.tap(minus)
        #expect(stepper.value == 3)
    }

    @Test func aStepperThatIsNotContinuousReportsOnceWhenTheFingerLifts() throws {
        let stepper = UIStepper()
        stepper.isContinuous = false
        stepper.stepValue = 10
        let log = ControlEventLog(stepper)
        place(stepper)
        fingers.down(plus)
        fingers.wait(0.75)
        #expect(stepper.value > 10 && log.count("valueChanged") == 0)
        fingers.up()
        #expect(log.count("valueChanged") == 1)
    }

    @Test func aStepValueOfZeroIsRefusedAndLogged() {
        LogCapture.shared.start()
        let stepper = UIStepper()
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
        #expect(LogCapture.shared.stop().contains("stepValue must be greater than 0"))
    }
}
