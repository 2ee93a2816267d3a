import Foundation

/// The `.inline` style of a date picker (and the popover of a compact one's date): a month's days in a grid under its name and the weekday
/// letters, with buttons for the months before and after. The chosen day sits in a tint circle, today's number is in
/// the tint, days outside the picker's limits are grey and cannot be chosen. The grid is drawn, not made of views.
@MainActor
final class CalendarMonthView: UIView {
    static let size = CGSize(width: 320, height: 330)
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 24
    static let rows = 6

    private unowned let owner: UIDatePicker
    private let title = UILabel()
    private let previous = UIButton(type: .system)
    private let following = UIButton(type: .system)
    /// The first day of the month shown.
    private(set) var month = Date()

    init(owner: UIDatePicker) {
        self.owner = owner
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        isOpaque = false
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        previous.setTitle("‹", for: .normal)
        following.setTitle("›", for: .normal)
        for button in [previous, following] { button.titleLabel?.font = .systemFont(ofSize: 28) }
        previous.addAction(UIAction { [unowned self] _ in turnMonth(by: -1) }, for: .touchUpInside)
        following.addAction(UIAction { [unowned self] _ in turnMonth(by: 1) }, for: .touchUpInside)
        for view in [title, previous, following] as [UIView] { addSubview(view) }
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: CalendarMonthView.tapped))
    }

    required init?(coder: NSCoder) { fatalError("made by UIDatePicker") }

    private var calendar: Calendar { owner.workingCalendar }

    /// Shows the month of `date`.
    func show(_ date: Date) {
        month = calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
        title.text = owner.formatter("LLLLy").string(from: month)
        setNeedsDisplay()
        setNeedsLayout()
    }

    func turnMonth(by months: Int) {
        show(calendar.date(byAdding: .month, value: months, to: month) ?? month)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 16, y: 0, width: bounds.width - 120, height: Self.headerHeight)
        previous.frame = CGRect(x: bounds.width - 96, y: 0, width: 44, height: Self.headerHeight)
        following.frame = CGRect(x: bounds.width - 48, y: 0, width: 44, height: Self.headerHeight)
    }

    private var cellSize: CGSize {
        CGSize(width: bounds.width / 7, height: (bounds.height - Self.headerHeight - Self.weekdayHeight) / CGFloat(Self.rows))
    }

    /// The grid position of the month's first day (0 = the calendar's first weekday).
    private var leadingBlanks: Int {
        (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
    }

    private var dayCount: Int { calendar.range(of: .day, in: .month, for: month)?.count ?? 30 }

    /// The rectangle of day `day` (1-based) of the month.
    func cellRect(day: Int) -> CGRect {
        let index = leadingBlanks + day - 1
        let size = cellSize
        return CGRect(
            x: CGFloat(index % 7) * size.width, y: Self.headerHeight + Self.weekdayHeight + CGFloat(index / 7) * size.height,
            width: size.width, height: size.height)
    }

    private func date(day: Int) -> Date? { calendar.date(byAdding: .day, value: day - 1, to: month) }

    private func isAllowed(_ date: Date) -> Bool {
        let day = calendar.startOfDay(for: date)
        if let minimum = owner.minimumDate, day < calendar.startOfDay(for: minimum) { return false }
        if let maximum = owner.maximumDate, day > calendar.startOfDay(for: maximum) { return false }
        return true
    }

    override func draw(_ rect: CGRect) {
        let size = cellSize
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        let weekday: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: UIColor.tertiaryLabel]
        for column in 0..<7 {
            let symbol = symbols[(column + calendar.firstWeekday - 1) % 7]
            let width = symbol.size(withAttributes: weekday).width
            symbol.draw(at: CGPoint(x: CGFloat(column) * size.width + (size.width - width) / 2, y: Self.headerHeight + 4), withAttributes: weekday)
        }
        let chosen = calendar.dateComponents([.year, .month, .day], from: owner.date)
        let today = calendar.dateComponents([.year, .month, .day], from: Date())
        let shown = calendar.dateComponents([.year, .month], from: month)
        for day in 1...dayCount {
            guard let date = date(day: day) else { continue }
            let cell = cellRect(day: day)
            let isChosen = chosen.year == shown.year && chosen.month == shown.month && chosen.day == day
            let isToday = today.year == shown.year && today.month == shown.month && today.day == day
            var color: UIColor = isAllowed(date) ? .label : .tertiaryLabel
            if isChosen {
                let diameter = min(cell.width, cell.height) - 4
                owner.tintColor.setFill()
                UIBezierPath(ovalIn: CGRect(x: cell.midX - diameter / 2, y: cell.midY - diameter / 2, width: diameter, height: diameter)).fill()
                color = .white
            } else if isToday {
                color = owner.tintColor
            }
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 20, weight: isChosen || isToday ? .semibold : .regular), .foregroundColor: color,
            ]
            let text = "\(day)"
            let textSize = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: cell.midX - textSize.width / 2, y: cell.midY - textSize.height / 2), withAttributes: attributes)
        }
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        let point = tap.location(in: self)
        guard let day = (1...dayCount).first(where: { cellRect(day: $0).contains(point) }), let picked = date(day: day),
            isAllowed(picked)
        else { return }
        owner.calendarChose(picked)
    }
}
