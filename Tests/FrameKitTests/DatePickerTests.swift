import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
@Suite(.serialized) struct DatePickerTests {
    let fingers = Fingers()
    var app: HeadlessApp { fingers.app }
    let utc = TimeZone(identifier: "UTC")!

    func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// A picker in `mode`, UTC, en_GB (a 24-hour clock), at (40, 40).
    func show(_ mode: UIDatePicker.Mode, locale: String = "en_GB") -> UIDatePicker {
        let picker = UIDatePicker()
        picker.timeZone = utc
        picker.calendar = Calendar(identifier: .gregorian)
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = .wheels
        picker.frame.origin = CGPoint(x: 40, y: 40)
        app.window.addSubview(picker)
        fingers.wait(0.1)
        return picker
    }

    func rows(_ picker: UIDatePicker) -> [Int] {
        (0..<picker.picker.numberOfComponents).map { picker.picker.selectedRow(inComponent: $0) }
    }

    func title(_ picker: UIDatePicker, row: Int, component: Int) -> String? {
        (picker.picker.view(forRow: row, forComponent: component) as? UILabel)?.text
    }

    /// Taps the row below the band of `component`, as a finger turning that wheel one row on.
    func tapNextRow(_ picker: UIDatePicker, component: Int) throws {
        let next = picker.picker.selectedRow(inComponent: component) + 1
        let view = try #require(picker.picker.view(forRow: next, forComponent: component))
        fingers.tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: app.window))
        fingers.wait(0.8)
    }

    @Test func dateModeShowsMonthDayAndYearAndATurnChangesTheDateOnce() throws {
        let picker = show(.date)
        picker.date = date(2026, 11, 25, 9, 30)
        fingers.wait(0.1)
        #expect(rows(picker) == [10, 24, 2025])
        #expect(title(picker, row: 10, component: 0) == "November" && title(picker, row: 2025, component: 2) == "2026")
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        try tapNextRow(picker, component: 1)
        #expect(picker.date == date(2026, 11, 26, 9, 30), "the day moved on, the time of day kept")
        #expect(changes == 1)
    }

    @Test func aDayTheMonthDoesNotHaveBecomesItsLast() throws {
        let picker = show(.date)
        picker.date = date(2026, 11, 30)
        fingers.wait(0.1)
        try tapNextRow(picker, component: 1)
        #expect(picker.date == date(2026, 11, 30))
        fingers.wait(0.8)
        #expect(rows(picker)[1] == 29, "the wheel sprang back to the 30th")
    }

    @Test func turnsPastTheLimitsSpringBackAndSettingTheDateSendsNothing() throws {
        let picker = show(.date)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        picker.maximumDate = date(2026, 11, 25)
        picker.setDate(date(2026, 12, 31), animated: true)
        #expect(picker.date == date(2026, 11, 25) && changes == 0, "clamped, and no event from code")
        fingers.wait(0.8)
        try tapNextRow(picker, component: 1)
        #expect(picker.date == date(2026, 11, 25) && changes == 0)
        fingers.wait(0.8)
        #expect(rows(picker)[1] == 24)
    }

    @Test func timeModeFollowsTheLocalesClockAndTheMinuteInterval() throws {
        let picker = show(.time)
        picker.minuteInterval = 15
        picker.date = date(2026, 11, 25, 14, 30)
        fingers.wait(0.1)
        #expect(picker.picker.numberOfComponents == 2 && rows(picker) == [14, 2])
        #expect(title(picker, row: 2, component: 1) == "30" && picker.picker.numberOfRows(inComponent: 1) == 4)
        try tapNextRow(picker, component: 1)
        #expect(picker.date == date(2026, 11, 25, 14, 45))
        let american = show(.time, locale: "en_US")
        american.date = date(2026, 11, 25, 14, 30)
        fingers.wait(0.1)
        #expect(american.picker.numberOfComponents == 3 && rows(american) == [1, 30, 1], "2:30 PM")
        LogCapture.shared.start()
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 15 && LogCapture.shared.stop().contains("not a divisor of 60"))
    }

    @Test func dateAndTimeHasADayListAndCountdownHasHoursAndMinutes() throws {
        let picker = show(.dateAndTime)
        picker.date = date(2026, 11, 25, 8, 5)
        fingers.wait(0.1)
        #expect(picker.picker.numberOfComponents == 3)
        try tapNextRow(picker, component: 0)
        #expect(picker.date == date(2026, 11, 26, 8, 5))
        let timer = show(.countDownTimer)
        timer.countDownDuration = 5400
        fingers.wait(0.1)
        #expect(rows(timer) == [1, 30])
        try tapNextRow(timer, component: 0)
        #expect(timer.countDownDuration == 9000)
        timer.countDownDuration = 10
        #expect(timer.countDownDuration == 60, "at least a minute")
        #expect(timer.datePickerStyle == .wheels)
    }

    @Test func theInlineStyleShowsAMonthWhoseDaysAreChosenByATap() throws {
        let picker = UIDatePicker()
        picker.timeZone = utc
        picker.calendar = { var c = Calendar(identifier: .gregorian); c.firstWeekday = 2; return c }()
        picker.locale = Locale(identifier: "en_GB")
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        picker.date = date(2026, 11, 25, 9, 30)
        picker.maximumDate = date(2026, 12, 10)
        picker.sizeToFit()
        picker.frame.origin = CGPoint(x: 40, y: 0)
        app.window.addSubview(picker)
        fingers.wait(0.1)
        #expect(picker.datePickerStyle == .inline && picker.frame.size == CGSize(width: 320, height: 330))
        let month = try #require(picker.subviews.compactMap { $0 as? CalendarMonthView }.first)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        // The chosen day sits in a tint circle: 25 November 2026 is a Wednesday, in the fourth row (weeks from Monday).
        let chosen = month.cellRect(day: 25)
        #expect(chosen.minX == CGFloat(2) * 320 / 7)
        #expect(app.pixel(x: Int(40 + chosen.midX), y: Int(chosen.midY - 12)) == 0x007AFF)
        let target = month.cellRect(day: 3)
        fingers.tap(CGPoint(x: 40 + target.midX, y: target.midY))
        #expect(picker.date == date(2026, 11, 3, 9, 30) && changes == 1, "the day changes, the time of day stays")
        month.turnMonth(by: 1)
        let late = month.cellRect(day: 20)
        fingers.tap(CGPoint(x: 40 + late.midX, y: late.midY))
        #expect(picker.date == date(2026, 11, 3, 9, 30) && changes == 1, "past maximumDate: nothing")
        let early = month.cellRect(day: 7)
        fingers.tap(CGPoint(x: 40 + early.midX, y: early.midY))
        #expect(picker.date == date(2026, 12, 7, 9, 30) && changes == 2)
    }

    /// A picker left at UIKit's default style, UTC, en_GB, at 25 November 2026 09:30, at `origin` of a 800×600 screen.
    func compact(_ mode: UIDatePicker.Mode, on fingers: Fingers, at origin: CGPoint = CGPoint(x: 40, y: 40)) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.timeZone = utc
        picker.calendar = Calendar(identifier: .gregorian)
        picker.locale = Locale(identifier: "en_GB")
        picker.datePickerMode = mode
        picker.date = date(2026, 11, 25, 9, 30)
        picker.sizeToFit()
        picker.frame.origin = origin
        fingers.app.window.addSubview(picker)
        fingers.wait(0.1)
        return picker
    }

    func center(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test func theDefaultStyleIsCompactWithTheDateAndTheTimeAsButtons() throws {
        let fingers = Fingers(width: 800, height: 600)
        let picker = compact(.dateAndTime, on: fingers)
        #expect(picker.preferredDatePickerStyle == .automatic && picker.datePickerStyle == .compact)
        #expect(picker.fields.map(\.text) == ["25 Nov 2026", "09:30"])
        let (dateField, timeField) = (picker.fields[0], picker.fields[1])
        #expect(picker.frame.height == 34 && picker.frame.width == dateField.frame.width + 6 + timeField.frame.width)
        #expect(timeField.frame.minX == dateField.frame.maxX + 6 && timeField.frame.maxX == picker.bounds.maxX)
        // A grey button: tertiarySystemFill (118, 118, 128 at 12 %) over the white window, rounded at its corners.
        #expect(close(fingers.app.pixel(x: 40 + 4, y: 40 + 17), 0xEFEF_F0, tolerance: 2))
        #expect(fingers.app.pixel(x: 40, y: 40) == 0xFFFFFF)
        picker.locale = Locale(identifier: "en_US")
        #expect(picker.fields.map(\.text) == ["Nov 25, 2026", "9:30\u{202F}AM"])
        picker.datePickerMode = .time
        #expect(picker.fields.map(\.text) == ["9:30\u{202F}AM"] && picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.fields.isEmpty && picker.datePickerStyle == .wheels && !picker.picker.isHidden)
    }

    @Test func theDateButtonOpensTheMonthGridAndADayTappedThereIsTheNewDate() throws {
        let fingers = Fingers(width: 800, height: 600)
        let picker = compact(.dateAndTime, on: fingers)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        fingers.tap(center(of: picker.fields[0]))
        fingers.wait(0.1)
        let editor = try #require(picker.editor)
        #expect(editor.picker.datePickerMode == .date && editor.picker.datePickerStyle == .inline)
        #expect(picker.fields[0].label.textColor == picker.tintColor && picker.fields[1].label.textColor == .label)
        let panel = editor.panel.panel
        #expect(panel.frame.minY == picker.frame.maxY + 8 && panel.frame.minX == picker.frame.minX, "under the button")
        // The popover is on screen: its chosen day's tint circle is drawn.
        let month = try #require(editor.picker.subviews.compactMap { $0 as? CalendarMonthView }.first)
        let chosen = month.convert(month.cellRect(day: 25), to: nil)
        #expect(fingers.app.pixel(x: Int(chosen.midX), y: Int(chosen.midY - 12)) == 0x007AFF)
        let third = month.convert(month.cellRect(day: 3), to: nil)
        fingers.tap(CGPoint(x: third.midX, y: third.midY))
        #expect(picker.date == date(2026, 11, 3, 9, 30) && changes == 1, "the day changes, the time of day stays")
        #expect(picker.fields[0].text == "3 Nov 2026")
        // A tap outside closes the popover and reaches nothing under it.
        var tapped = 0
        let behind = UIButton(frame: CGRect(x: 600, y: 500, width: 100, height: 50))
        behind.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        fingers.app.window.addSubview(behind)
        fingers.tap(CGPoint(x: 650, y: 525))
        #expect(picker.editor == nil && tapped == 0 && picker.fields[0].label.textColor == .label)
        fingers.tap(CGPoint(x: 650, y: 525))
        #expect(tapped == 1)
    }

    @Test func theTimeButtonOpensWheelsThatChangeTheTimeAndKeepTheDay() throws {
        let fingers = Fingers(width: 800, height: 600)
        let picker = compact(.dateAndTime, on: fingers)
        picker.minuteInterval = 5
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        fingers.tap(center(of: picker.fields[1]))
        fingers.wait(0.1)
        let inner = try #require(picker.editor?.picker)
        #expect(inner.datePickerMode == .time && inner.datePickerStyle == .wheels && inner.minuteInterval == 5)
        let next = try #require(inner.picker.view(forRow: inner.picker.selectedRow(inComponent: 0) + 1, forComponent: 0))
        fingers.tap(center(of: next))
        fingers.wait(0.8)
        #expect(picker.date == date(2026, 11, 25, 10, 30) && changes == 1)
        #expect(picker.fields[1].text == "10:30")
        picker.date = date(2026, 11, 25, 14, 0)
        #expect(inner.date == picker.date, "the open popover follows the picker")
        picker.removeFromSuperview()
        #expect(picker.editor == nil, "the popover closes with its picker")
    }

    @Test func inlineDateAndTimeHasTheMonthAndATimeRowAndInlineTimeIsAButton() throws {
        let fingers = Fingers(width: 800, height: 600)
        let both = compact(.dateAndTime, on: fingers, at: CGPoint(x: 40, y: 0))
        both.preferredDatePickerStyle = .inline
        both.sizeToFit()
        fingers.wait(0.1)
        #expect(both.datePickerStyle == .inline && both.frame.size == CGSize(width: 320, height: 374))
        let month = try #require(both.subviews.compactMap { $0 as? CalendarMonthView }.first)
        #expect(month.frame == CGRect(x: 0, y: 0, width: 320, height: 330) && !month.isHidden)
        let time = try #require(both.fields.first)
        #expect(both.fields.count == 1 && time.part == .time && time.text == "09:30")
        #expect(time.frame.maxX == 320 - 16 && time.frame.midY == 330 + 22)
        fingers.tap(center(of: time))
        #expect(both.editor?.picker.datePickerMode == .time)
        both.editor?.panel.dismiss()
        let timeOnly = compact(.time, on: fingers, at: CGPoint(x: 400, y: 450))
        timeOnly.preferredDatePickerStyle = .inline
        timeOnly.sizeToFit()
        #expect(timeOnly.datePickerStyle == .inline && timeOnly.fields.map(\.text) == ["09:30"] && timeOnly.frame.height == 34)
    }
}
