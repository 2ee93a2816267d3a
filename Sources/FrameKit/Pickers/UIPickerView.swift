import Foundation

/// Spinning wheels of rows, one per component, as UIKit's picker: a wheel decelerates after a flick and comes to
/// rest with a row in the middle band, which is then that component's selection (the delegate hears
/// `didSelectRow` when the user moved it, never for `selectRow(_:inComponent:animated:)`). A tap on a row turns it
/// to the middle. 320×216 by default; rows away from the middle fade.
@MainActor
open class UIPickerView: UIView {
    /// A row's height unless the delegate says: 32 points.
    public static let defaultRowHeight: CGFloat = 32
    /// The picker's size whatever frame it is given: 320 × 216, as UIKit's.
    public static let defaultSize = CGSize(width: 320, height: 216)
    static let componentSpacing: CGFloat = 4

    /// Gives the picker its components and rows; setting it reloads them.
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    /// Gives the rows' titles or views and hears selections; setting it reloads them.
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }

    private var wheels: [PickerWheel] = []
    private let band = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.defaultSize) : frame)
        setUp()
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        band.isUserInteractionEnabled = false
        addSubview(band)
    }

    open override var intrinsicContentSize: CGSize { Self.defaultSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    /// The wheels, as the data source last said.
    public var numberOfComponents: Int { wheels.count }

    /// The wheel's rows, as the data source last said.
    public func numberOfRows(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// The row height and width a component has.
    public func rowSize(forComponent component: Int) -> CGSize {
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].bounds.width, height: wheels[component].rowHeight)
    }

    /// The selected row of `component`, or -1 when it has no rows.
    public func selectedRow(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].selectedRow : -1
    }

    /// Turns `component` to `row` (clamped to its rows), sliding when `animated`; the delegate is not told.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component) else {
            UIControl.logger.error("UIPickerView.selectRow(_:inComponent:animated:): component \(component) is out of range 0..<\(wheels.count)")
            return
        }
        layoutIfNeeded()
        wheels[component].select(row, animated: animated)
    }

    /// The view showing `row` of `component`, if it is on screen.
    public func view(forRow row: Int, forComponent component: Int) -> UIView? {
        wheels.indices.contains(component) ? wheels[component].shownView(row: row) : nil
    }

    /// Asks the data source and delegate again for everything; selections stay where they still exist.
    public func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            addSubview(wheel)
            wheels.append(wheel)
        }
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        for component in wheels.indices { reloadComponent(component) }
        setNeedsLayout()
    }

    /// Asks the data source and delegate again for one wheel.
    public func reloadComponent(_ component: Int) {
        guard wheels.indices.contains(component) else { return }
        let rows = max(0, dataSource?.numberOfRows(of: self, component) ?? 0)
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        wheels[component].reload(rowCount: rows, rowHeight: height > 0 ? height : Self.defaultRowHeight)
    }

    /// The view for a row, from the delegate (or a title label without one).
    func makeView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        if let delegate { return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view) }
        return view ?? UIView()
    }

    func userSelected(row: Int, component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let widths = componentWidths()
        var x: CGFloat = 0
        for (wheel, width) in zip(wheels, widths) {
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + Self.componentSpacing
        }
        let rowHeight = wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
        band.frame = CGRect(x: 8, y: (bounds.height - rowHeight) / 2, width: max(0, bounds.width - 16), height: rowHeight)
    }

    /// Widths the delegate gives, the rest shared equally; all of it centred as one block.
    private func componentWidths() -> [CGFloat] {
        let spacing = Self.componentSpacing * CGFloat(max(0, wheels.count - 1))
        let asked = wheels.indices.map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let fixed = asked.filter { $0 > 0 }.reduce(0, +)
        let flexible = asked.filter { $0 <= 0 }.count
        let share = flexible > 0 ? max(0, bounds.width - spacing - fixed) / CGFloat(flexible) : 0
        return asked.map { $0 > 0 ? $0 : share }
    }
}

extension UIPickerViewDataSource {
    fileprivate func numberOfRows(of picker: UIPickerView, _ component: Int) -> Int {
        pickerView(picker, numberOfRowsInComponent: component)
    }
}
