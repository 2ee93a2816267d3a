import Foundation

/// A date, a time, both, or a countdown, chosen as UIKit's date picker has it. `.wheels`: month, day and year; hour,
/// minute (in `minuteInterval` steps) and AM/PM where the locale writes a 12-hour clock; a day list for date and
/// time; hours and minutes for a countdown. `.compact` (what `.automatic` is, as on an iPhone): the date and the time
/// as grey buttons at the trailing edge, each opening a popover — the month grid for the date, wheels for the time.
/// `.inline`: the month grid in place, with a Time row under it in `.dateAndTime` (in `.time` mode it looks like
/// `.compact`, as in UIKit). A countdown always has wheels. A value past `minimumDate`/`maximumDate` springs back to
/// the limit. `.valueChanged` goes out when the user chose a new value, never for `date`/`setDate`.
@MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses: a time, a date, both, or a countdown duration.
    public enum Mode: Int, Sendable {
        /// Hours and minutes.
        case time = 0
        /// Day, month and year.
        case date
        /// A day and a time.
        case dateAndTime
        /// Hours and minutes of a duration.
        case countDownTimer
    }
    /// How the picker shows itself: wheels, a compact button, or an inline calendar; `.automatic` is `.compact`.
    public enum Style: Int, Sendable {
        /// The platform's choice: `.compact`.
        case automatic = 0
        /// Spinning wheels.
        case wheels
        /// A button showing the value, which opens the full picker.
        case compact
        /// The full picker in place: a month grid, and a time row.
        case inline
    }

    static let timeRowHeight: CGFloat = 44
    static let fieldSpacing: CGFloat = 6

    /// The wheels (a picker whose rows this control supplies).
    let picker = UIPickerView()
    private lazy var wheels = DatePickerWheels(owner: self)

    /// The month grid of the `.inline` style, made when first shown.
    private var month: CalendarMonthView?
    /// The buttons of `.compact` (and of `.inline`'s time row), in order.
    private(set) var fields: [DatePickerField] = []
    private var timeRowTitle: UILabel?
    /// The open popover and the picker inside it.
    private(set) var editor: (panel: FloatingPanel, picker: UIDatePicker)?
    private var formatters: [String: DateFormatter] = [:]

    /// What it picks: a date, a time, both, or a countdown.
    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    /// The style asked for; `datePickerStyle` says what the mode allows.
    open var preferredDatePickerStyle: Style = .automatic { didSet { rebuild() } }
    /// The style shown: the preferred one where the mode allows it (a countdown always shows wheels; automatic is compact).
    public var datePickerStyle: Style {
        if datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic, .compact: return .compact
        case .wheels, .inline: return preferredDatePickerStyle
        }
    }
    /// Whether the month grid shows in place.
    private var showsCalendar: Bool { datePickerStyle == .inline && datePickerMode != .time }
    /// Whether the value shows as buttons (`.compact`, `.inline`'s time row and `.inline` in `.time` mode).
    private var fieldParts: [DatePickerField.Part] {
        switch (datePickerStyle, datePickerMode) {
        case (.wheels, _), (_, .countDownTimer): []
        case (.inline, .date): []
        case (.inline, _), (_, .time): [.time]
        case (_, .date): [.date]
        default: [.date, .time]
        }
    }

    /// The chosen date, kept between `minimumDate` and `maximumDate`.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = Date()
    /// The earliest date it offers.
    open var minimumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    /// The latest date it offers.
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
    /// The locale its names and order follow (nil: the current one).
    open var locale: Locale? { didSet { rebuild() } }
    /// The calendar it counts in (the current one by default).
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set {
            storedCalendar = newValue
            rebuild()
        }
    }
    private var storedCalendar: Calendar?
    /// The time zone it shows (nil: the current one).
    open var timeZone: TimeZone? { didSet { rebuild() } }

    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: UIPickerView.defaultSize) : frame)
        setUp()
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addSubview(picker)
        rebuild()
    }

    override var primaryActionIsTap: Bool { false }

    open override var intrinsicContentSize: CGSize {
        if showsCalendar {
            let size = CalendarMonthView.size
            return fields.isEmpty ? size : CGSize(width: size.width, height: size.height + Self.timeRowHeight)
        }
        if fields.isEmpty { return UIPickerView.defaultSize }
        return CGSize(width: fieldsWidth, height: DatePickerField.height)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var fieldsWidth: CGFloat {
        fields.reduce(0) { $0 + $1.intrinsicContentSize.width } + Self.fieldSpacing * CGFloat(max(0, fields.count - 1))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        picker.frame = bounds
        guard !fields.isEmpty else {
            month?.frame = bounds
            return
        }
        // The buttons sit at the trailing edge, centred in the row they have: the whole picker, or the time row.
        var row = bounds
        if showsCalendar {
            let height = bounds.height - Self.timeRowHeight
            month?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
            row = CGRect(x: 16, y: height, width: bounds.width - 32, height: Self.timeRowHeight)
            timeRowTitle?.frame = CGRect(x: row.minX, y: row.minY, width: row.width / 2, height: row.height)
        }
        var x = row.maxX - fieldsWidth
        for field in fields {
            let width = field.intrinsicContentSize.width
            field.frame = CGRect(x: x, y: row.midY - DatePickerField.height / 2, width: width, height: DatePickerField.height)
            x += width + Self.fieldSpacing
        }
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

    /// A date formatter for a template in the picker's locale, calendar and time zone (kept until they change).
    func formatter(_ template: String) -> DateFormatter {
        if let formatter = formatters[template] { return formatter }
        let formatter = DateFormatter()
        formatter.calendar = workingCalendar
        formatter.locale = locale ?? .current
        formatter.timeZone = workingCalendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        formatters[template] = formatter
        return formatter
    }

    private func rebuild() {
        formatters = [:]
        editor?.panel.dismiss()
        picker.isHidden = datePickerStyle != .wheels
        if showsCalendar, month == nil {
            let view = CalendarMonthView(owner: self)
            addSubview(view)
            month = view
        }
        month?.isHidden = !showsCalendar
        rebuildFields()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        wheels.rebuild()
        picker.dataSource = wheels
        picker.delegate = wheels
        showValue(animated: false)
    }

    private func rebuildFields() {
        let parts = fieldParts
        if fields.map(\.part) != parts {
            fields.forEach { $0.removeFromSuperview() }
            fields = parts.map { part in
                let field = DatePickerField(part: part)
                field.addAction(UIAction { [unowned self, unowned field] _ in presentEditor(from: field) }, for: .touchUpInside)
                addSubview(field)
                return field
            }
        }
        let wantsTitle = showsCalendar && !fields.isEmpty
        if wantsTitle, timeRowTitle == nil {
            let title = UILabel()
            title.text = "Time"
            title.font = .systemFont(ofSize: 17)
            addSubview(title)
            timeRowTitle = title
        }
        timeRowTitle?.isHidden = !wantsTitle
    }

    private func showValue(animated: Bool) {
        month?.show(storedDate)
        for field in fields { field.text = formatter(field.part == .date ? "yMMMd" : "jmm").string(from: storedDate) }
        if !fields.isEmpty { setNeedsLayout() }
        editor?.picker.setDate(storedDate, animated: animated)
        for (component, row) in wheels.rows(for: storedDate, countDown: countDownDuration).enumerated() {
            picker.selectRow(row, inComponent: component, animated: animated)
        }
    }

    /// Opens the popover of a button: the month grid for the date, wheels for the time, under the button.
    private func presentEditor(from field: DatePickerField) {
        guard editor == nil, let screen = window?.screen else { return }
        let inner = UIDatePicker()
        (inner.calendar, inner.locale, inner.timeZone) = (calendar, locale, timeZone)
        (inner.minimumDate, inner.maximumDate, inner.minuteInterval) = (minimumDate, maximumDate, minuteInterval)
        inner.datePickerMode = field.part == .date ? .date : .time
        inner.preferredDatePickerStyle = field.part == .date ? .inline : .wheels
        inner.tintColor = tintColor
        inner.date = storedDate
        inner.addAction(UIAction { [unowned self, unowned inner] _ in userChose(inner.date) }, for: .valueChanged)
        let panel = FloatingPanel(on: screen)
        panel.panel.addSubview(inner)
        let size = inner.intrinsicContentSize
        inner.frame = CGRect(origin: .zero, size: size)
        panel.onDismiss = { [weak self, weak field] in
            field?.isPresenting = false
            self?.editor = nil
        }
        editor = (panel, inner)
        field.isPresenting = true
        panel.show(size: size, near: field.convert(field.bounds, to: nil))
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { editor?.panel.dismiss() }
    }

    /// The user chose `date` somewhere (a day in the month grid, a wheel in a popover): the picker takes it inside
    /// its limits and says so when it changed.
    private func userChose(_ date: Date) {
        let old = storedDate
        storedDate = clamped(date)
        showValue(animated: false)
        if storedDate != old { sendValueChanged() }
    }

    /// The user chose a day in the month grid: the date moves to it, keeping its time of day.
    func calendarChose(_ day: Date) {
        let calendar = workingCalendar
        var parts = calendar.dateComponents([.year, .month, .day], from: day)
        let time = calendar.dateComponents([.hour, .minute, .second], from: storedDate)
        (parts.hour, parts.minute, parts.second) = (time.hour, time.minute, time.second)
        userChose(calendar.date(from: parts) ?? day)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        month?.setNeedsDisplay()
        editor?.picker.tintColor = tintColor
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
