import Foundation

/// A date, a time, both, or a countdown chosen on wheels, as UIKit's date picker in its `.wheels` style: month, day
/// and year; hour, minute (in `minuteInterval` steps) and AM/PM where the locale writes a 12-hour clock; a day list
/// for date and time; hours and minutes for a countdown. A turn past `minimumDate`/`maximumDate` springs back to the
/// limit. `.valueChanged` goes out when the user turned a wheel to a new value, never for `date`/`setDate`.
@MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time = 0, date, dateAndTime, countDownTimer }
    public enum Style: Int, Sendable { case automatic = 0, wheels, compact, inline }

    /// The wheels (a picker whose rows this control supplies).
    let picker = UIPickerView()
    private lazy var wheels = DatePickerWheels(owner: self)

    /// The month grid of the `.inline` style (`.date` mode), made when first shown.
    private var month: CalendarMonthView?

    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    /// `.inline` shows a month grid in `.date` mode; every other case (and `.compact`, whose button FrameKit does not
    /// draw yet) shows wheels. `datePickerStyle` says which.
    open var preferredDatePickerStyle: Style = .automatic { didSet { rebuild() } }
    public var datePickerStyle: Style { showsCalendar ? .inline : .wheels }
    private var showsCalendar: Bool { preferredDatePickerStyle == .inline && datePickerMode == .date }

    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = Date()
    open var minimumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    open var maximumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    /// Minutes between the minute wheel's rows: a divisor of 60 from 1 to 30 (others are logged and ignored).
    open var minuteInterval = 1 {
        didSet {
            guard (1...30).contains(minuteInterval), 60 % minuteInterval == 0 else {
                Self.logger.error("UIDatePicker.minuteInterval \(minuteInterval) is not a divisor of 60 from 1 to 30; keeping \(oldValue)")
                minuteInterval = oldValue
                return
            }
            rebuild()
        }
    }
    /// The countdown's seconds (`.countDownTimer`), from 60 to 23 h 59 min.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            countDownDuration = min(max(countDownDuration, 60), 86_340)
            if datePickerMode == .countDownTimer { showValue(animated: false) }
        }
    }
    open var locale: Locale? { didSet { rebuild() } }
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set {
            storedCalendar = newValue
            rebuild()
        }
    }
    private var storedCalendar: Calendar?
    open var timeZone: TimeZone? { didSet { rebuild() } }

    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: UIPickerView.defaultSize) : frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addSubview(picker)
        rebuild()
    }

    override var primaryActionIsTap: Bool { false }

    open override var intrinsicContentSize: CGSize { showsCalendar ? CalendarMonthView.size : UIPickerView.defaultSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        picker.frame = bounds
        month?.frame = bounds
    }

    /// The calendar the wheels read and write dates in: the picker's calendar in its time zone and locale.
    var workingCalendar: Calendar {
        var calendar = self.calendar!
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale }
        return calendar
    }

    /// Sets the date, clamped to the limits, turning the wheels to it; sends no event.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        showValue(animated: animated)
    }

    private func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    private func rebuild() {
        picker.isHidden = showsCalendar
        if showsCalendar, month == nil {
            let view = CalendarMonthView(owner: self)
            addSubview(view)
            month = view
        }
        month?.isHidden = !showsCalendar
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        wheels.rebuild()
        picker.dataSource = wheels
        picker.delegate = wheels
        showValue(animated: false)
    }

    private func showValue(animated: Bool) {
        month?.show(storedDate)
        for (component, row) in wheels.rows(for: storedDate, countDown: countDownDuration).enumerated() {
            picker.selectRow(row, inComponent: component, animated: animated)
        }
    }

    /// The user chose a day in the month grid: the date moves to it, keeping its time of day.
    func calendarChose(_ day: Date) {
        let old = storedDate
        let calendar = workingCalendar
        var parts = calendar.dateComponents([.year, .month, .day], from: day)
        let time = calendar.dateComponents([.hour, .minute, .second], from: storedDate)
        (parts.hour, parts.minute, parts.second) = (time.hour, time.minute, time.second)
        storedDate = clamped(calendar.date(from: parts) ?? day)
        month?.show(storedDate)
        if storedDate != old { sendValueChanged() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        month?.setNeedsDisplay()
    }

    /// The user turned a wheel: the value the wheels now show, sprung back inside the limits.
    func wheelsTurned() {
        let rows = (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            let old = countDownDuration
            countDownDuration = wheels.countDown(from: rows)
            showValue(animated: true)
            if countDownDuration != old { sendValueChanged() }
            return
        }
        let old = storedDate
        let wanted = wheels.date(from: rows, keeping: storedDate)
        storedDate = clamped(wanted)
        if storedDate != wanted || wheels.rows(for: storedDate, countDown: 0) != rows { showValue(animated: true) }
        if storedDate != old { sendValueChanged() }
    }
}
