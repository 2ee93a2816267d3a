import Foundation

/// The wheels of a `UIDatePicker`: which columns its mode and locale have, their rows' titles, and the conversions
/// between a date (or a countdown) and the selected rows.
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    enum Column: Equatable { case month, day, year, days, hour12, hour24, minute, meridiem, countHours, countMinutes }

    /// Days either side of the date that the day list of `.dateAndTime` covers (re-centred if the date leaves it).
    static let dayListReach = 3650
    static let years = 1...9999

    private unowned let owner: UIDatePicker
    private(set) var columns: [Column] = []
    /// The first day of `.dateAndTime`'s day list.
    private var firstDay = Date()

    init(owner: UIDatePicker) { self.owner = owner }

    private var calendar: Calendar { owner.workingCalendar }

    /// Whether the locale writes hours on a 12-hour clock (its preferred hour format has an AM/PM field).
    private var usesTwelveHours: Bool {
        let locale = owner.locale ?? .current
        return (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "").contains("a")
    }

    func rebuild() {
        let hours: [Column] = usesTwelveHours ? [.hour12, .minute, .meridiem] : [.hour24, .minute]
        switch owner.datePickerMode {
        case .time: columns = hours
        case .date: columns = [.month, .day, .year]
        case .dateAndTime: columns = [.days] + hours
        case .countDownTimer: columns = [.countHours, .countMinutes]
        }
        firstDay = calendar.startOfDay(for: owner.date.addingTimeInterval(-Double(Self.dayListReach) * 86_400))
        owner.picker.reloadAllComponents()
    }

    private var minuteRows: Int { 60 / owner.minuteInterval }

    // MARK: Rows and values

    /// The rows showing `date` (or the countdown) in each column.
    func rows(for date: Date, countDown: TimeInterval) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        if columns.contains(.days), !(0..<2 * Self.dayListReach).contains(dayIndex(of: date)) {
            firstDay = calendar.startOfDay(for: date.addingTimeInterval(-Double(Self.dayListReach) * 86_400))
            owner.picker.reloadComponent(0)
        }
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        return columns.map { column in
            switch column {
            case .month: (parts.month ?? 1) - 1
            case .day: (parts.day ?? 1) - 1
            case .year: (parts.year ?? Self.years.lowerBound) - Self.years.lowerBound
            case .days: dayIndex(of: date)
            case .hour12: (hour % 12 == 0 ? 12 : hour % 12) - 1
            case .hour24: hour
            case .minute: minute / owner.minuteInterval
            case .meridiem: hour >= 12 ? 1 : 0
            case .countHours: Int(countDown) / 3600
            case .countMinutes: (Int(countDown) % 3600) / 60 / owner.minuteInterval
            }
        }
    }

    private func dayIndex(of date: Date) -> Int {
        calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
    }

    /// The date the rows show; what they do not show (the time of a date, the day of a time) comes from `base`.
    func date(from rows: [Int], keeping base: Date) -> Date {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: base)
        func row(_ column: Column) -> Int? { columns.firstIndex(of: column).map { rows[$0] } }
        if let month = row(.month) { parts.month = month + 1 }
        if let year = row(.year) { parts.year = Self.years.lowerBound + year }
        if let index = row(.days), let day = calendar.date(byAdding: .day, value: index, to: firstDay) {
            let picked = calendar.dateComponents([.year, .month, .day], from: day)
            (parts.year, parts.month, parts.day) = (picked.year, picked.month, picked.day)
        }
        if let day = row(.day) {
            // A day the month does not have (31 in November) becomes its last.
            let month = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)) ?? base
            let length = calendar.range(of: .day, in: .month, for: month)?.count ?? 31
            parts.day = min(day + 1, length)
        }
        if let hour = row(.hour24) { parts.hour = hour }
        if let hour = row(.hour12) { parts.hour = (hour + 1) % 12 + ((row(.meridiem) ?? 0) == 1 ? 12 : 0) }
        if let minute = row(.minute) { parts.minute = minute * owner.minuteInterval }
        return calendar.date(from: parts) ?? base
    }

    func countDown(from rows: [Int]) -> TimeInterval {
        TimeInterval(rows[0] * 3600 + rows[1] * owner.minuteInterval * 60)
    }

    // MARK: The picker's data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch columns[component] {
        case .month: 12
        case .day: 31
        case .year: Self.years.count
        case .days: 2 * Self.dayListReach
        case .hour12: 12
        case .hour24, .countHours: 24
        case .minute, .countMinutes: minuteRows
        case .meridiem: 2
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        switch columns[component] {
        case .days: 150
        case .month: 130
        default: 0
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        switch columns[component] {
        case .month: calendar.monthSymbols[row]
        case .day: "\(row + 1)"
        case .year: "\(Self.years.lowerBound + row)"
        case .days: calendar.date(byAdding: .day, value: row, to: firstDay).map(owner.formatter("EEEMMMd").string(from:))
        case .hour12: "\(row + 1)"
        case .hour24, .countHours: "\(row)"
        case .minute, .countMinutes: String(format: "%02d", row * owner.minuteInterval)
        case .meridiem: row == 0 ? calendar.amSymbol : calendar.pmSymbol
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        owner.wheelsTurned()
    }
}
