import Foundation
import Logging

/// A scrolling list of rows in sections, as UIKit has it: a data source says what is there, the table asks for cells
/// for the rows on screen (and, in spare time, the rows about to scroll in) and reuses the cells of rows that
/// scrolled away, the delegate sets heights and hears rows shown, highlighted and selected. Rows keep estimated
/// heights until they show (UIKit's estimated heights), so a table of 100,000 rows loads by adding numbers, and
/// scrolling makes no cell once the first screen is filled.
@MainActor
open class UITableView: UIScrollView {
    /// The table's look, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, section headers that stay at the top while their section scrolls under them.
        case plain
        /// Sections as groups on a grey background, headers and footers scrolling with them.
        case grouped
        /// Grouped sections inset from the table's sides.
        case insetGrouped
    }

    /// Where `scrollToRow` and `selectRow` leave the row, with UIKit's raw values.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row whole.
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// How inserted, deleted and reloaded rows come and go, with UIKit's raw values.
    public enum RowAnimation: Int, Sendable {
        /// Rows fade in or out.
        case fade
        /// Rows slide in from, or out to, the right.
        case right
        /// Rows slide in from, or out to, the left.
        case left
        /// Rows slide in from, or out to, the top.
        case top
        /// Rows slide in from, or out to, the bottom.
        case bottom
        /// Rows appear or go at once.
        case none
        /// Rows grow from, or shrink to, their middle.
        case middle
        /// The table picks the animation for the change.
        case automatic = 100
    }

    /// Whether rows are separated by a line, with UIKit's raw values.
    public enum SeparatorStyle: Int, Sendable {
        /// No lines between rows.
        case none
        /// A hairline between rows.
        case singleLine
    }

    /// Asks the table to pick a height (a row's from its content, a header's from its title); UIKit's value, −1.
    public static let automaticDimension: CGFloat = -1

    /// Posted after the user changed the selection (not after `selectRow` and `deselectRow` from code).
    public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")

    /// The lists' log (tables, collection views, snapshots, layouts).
    nonisolated static let logger = Logger(label: "framekit.lists")

    /// Plain, grouped or inset grouped; fixed when the table is made.
    public let style: Style

    /// Gives the table its sections, rows and cells.
    open weak var dataSource: UITableViewDataSource? {
        didSet { if dataSource !== oldValue { setNeedsReload() } }
    }

    /// The delegate, as a scroll view's and as a table's; assign a `UITableViewDelegate` as in UIKit.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            if delegate !== oldValue { setNeedsReload() }
        }
    }

    weak var tableDelegate: UITableViewDelegate?

    /// Told of rows about to show, to load their data ahead.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        didSet { prefetching.reset() }
    }
    var prefetching = Prefetcher()

    /// Whether the table may ask for cells before their rows show, in the spare time of quick frames (UIKit's cell
    /// prefetching, iOS 15), and tells `prefetchDataSource` of rows ahead. False asks for cells only as rows show and
    /// prefetches no data.
    open var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { discardPreparedCells() } }
    }
    /// Cells asked for ahead of their rows, hidden until the rows show.
    var preparedCells = PreparedCells<UITableViewCell>()

    // MARK: Heights

    /// Every row's height unless the delegate gives one; `automaticDimension` (the default) sizes rows from their
    /// cells: a cell whose content uses constraints is fitted to the table's width, a standard cell to its labels.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { setNeedsGeometry() } }
    }
    /// The height of section headers; `automaticDimension` fits the title (none without one).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsGeometry() } }
    }
    /// The height of section footers; `automaticDimension` sizes them to their titles or views.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsGeometry() } }
    }
    /// The height assumed for rows not yet shown; 0 turns estimates off, so every row's height is asked for when the
    /// table loads; `automaticDimension` (the default) estimates `rowHeight`, or 44 when rows size themselves.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { setNeedsGeometry() } }
    }

    // MARK: Look

    /// Whether rows have separator lines.
    open var separatorStyle: SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The colour of separator lines.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// Where separators start and end; UIKit's default starts them at the cells' leading margin.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? UIEdgeInsets(top: 0, left: horizontalMargin, bottom: 0, right: 0) }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var customSeparatorInset: UIEdgeInsets?

    /// A view above the first section that scrolls with the rows; its height is its frame's.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section that scrolls with the rows.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        setNeedsGeometry()
    }

    // MARK: Selection settings

    /// Whether a tap selects a row.
    open var allowsSelection = true
    /// Whether taps add rows to the selection (and a tap on a selected row deselects it).
    open var allowsMultipleSelection = false

    // MARK: Editing

    /// Whether rows show their editing controls; setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    var editingState = false

    /// Whether a tap selects a row in editing mode.
    open var allowsSelectionDuringEditing = false

    /// Shows or hides every row's editing controls (the delete or insert control, the reorder control); animated,
    /// the rows' content slides aside.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        swiper.close(animated: animated)
        editingState = editing
        for (indexPath, cell) in visibleCellsByRow { configureEditing(of: cell, at: indexPath, animated: animated) }
    }

    // MARK: State

    var geometry = TableGeometry()
    var needsReload = true
    var needsGeometry = false
    /// The cells on screen, by row.
    var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var selectedRows: Set<IndexPath> = []
    /// The row a finger is on, waiting for the touch to end to select it.
    var touchedRow: IndexPath?
    var cellPool = ReusePool<UITableViewCell>()
    /// Cells a storyboard's prototypes make, by reuse identifier (after registered classes).
    var prototypeCells: [String: () -> UITableViewCell?] = [:]
    /// The prototype cells' storyboard segues.
    var cellSegues = CellSegues()
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// Open `beginUpdates` calls, the batch they collect and the completions waiting for it.
    var updateDepth = 0
    var pendingUpdate: TableUpdate?
    var pendingCompletions: [(Bool) -> Void] = []
    /// The cell `reconfigureRows` hands back from `dequeueReusableCell`.
    var reconfiguring: UITableViewCell?
    /// The drag on a reorder control, and the row it moves.
    let reorderRecognizer = UIPanGestureRecognizer()
    var reorder: RowReorder?
    /// Swipe actions: the horizontal drag that swipes rows open, and the row open now.
    let swiper = RowSwiper()
    /// The rows' context menus (the delegate's `contextMenuConfigurationForRowAt`).
    private var rowMenus: ListContextMenus?
    /// The width the rows were measured at; a new width measures them again.
    private var measuredWidth: CGFloat?

    // MARK: Initialisers

    /// A table of `style` at `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Made by a storyboard, in the style the document gives.
    public required init?(coder: NSCoder) {
        style = coder.decodeObject(forKey: "style") as? Style ?? .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        rowMenus = ListContextMenus(
            on: self, rect: { [unowned self] point in indexPathForRow(at: point).map(rectForRow(at:)) },
            configuration: { [unowned self] point in
                indexPathForRow(at: point).flatMap { tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: $0, point: point) }
            },
            willDisplay: { [unowned self] in tableDelegate?.tableView(self, willDisplayContextMenu: $0, animator: $1) },
            willEnd: { [unowned self] in tableDelegate?.tableView(self, willEndContextMenuInteraction: $0, animator: $1) })
        swiper.attach(to: self)
        reorderRecognizer.addTarget(self, action: UITableView.handleReorder)
        addGestureRecognizer(reorderRecognizer)
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swiper.recognizer { return swiper.shouldBegin() }
        if gestureRecognizer === reorderRecognizer { return reorderShouldBegin(reorderRecognizer) }
        // A drag that starts on a reorder control moves the row; it does not scroll.
        if gestureRecognizer === panGestureRecognizer, reorderShouldBegin(panGestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func didScroll() {
        super.didScroll()
        if swiper.open != nil, isDragging { swiper.close(animated: true) }
    }

    // MARK: Loading

    /// Forgets every row and asks the data source again on the next layout; the selection is cleared, as in UIKit.
    open func reloadData() {
        setNeedsReload()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func setNeedsGeometry() {
        needsGeometry = true
        setNeedsLayout()
    }

    /// Loads now if a reload is pending, so queries made right after `reloadData` see the new rows.
    func reloadIfNeeded() {
        if needsReload {
            needsReload = false
            needsGeometry = false
            recycleEverything()
            prefetching.reset()
            selectedRows.removeAll()
            touchedRow = nil
            buildGeometry()
        } else if needsGeometry {
            needsGeometry = false
            buildGeometry()
        }
    }

    /// The sections, as the data source last said.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.sections.count
    }

    /// The section's rows, as the data source last said (0 for a section it does not have).
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else {
            Self.logger.error("numberOfRows(inSection: \(section)): the table has \(geometry.sections.count) sections")
            return 0
        }
        return geometry.numberOfRows(in: section)
    }

    /// The data source's count, or 0 with an error logged when it is negative.
    func countFromDataSource(_ call: String, _ count: Int) -> Int {
        guard count < 0 else { return count }
        Self.logger.error("\(call) returned \(count); a count cannot be negative, so the table uses 0")
        return 0
    }

    /// Asks the data source for the sections and rows and every row's estimated (or, with estimates off, actual)
    /// height; measured heights of rows that stayed are kept.
    func buildGeometry(keeping old: [IndexPath: CGFloat] = [:]) {
        let sectionCount = dataSource.map { countFromDataSource("numberOfSections(in:)", $0.numberOfSections(in: self)) } ?? 0
        var sections: [TableGeometry.Section] = []
        sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let rows = dataSource.map {
                countFromDataSource(
                    "tableView(_:numberOfRowsInSection: \(section))", $0.tableView(self, numberOfRowsInSection: section))
            } ?? 0
            var heights: [CGFloat] = []
            heights.reserveCapacity(rows)
            var measured = [Bool](repeating: !usesEstimates, count: rows)
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                if let height = old[indexPath] {
                    heights.append(height)
                    measured[row] = true
                } else {
                    heights.append(initialHeight(indexPath))
                }
            }
            sections.append(
                TableGeometry.Section(
                    header: headerHeight(section), footer: footerHeight(section), rows: PrefixSums(heights),
                    isMeasured: measured))
        }
        geometry = TableGeometry(
            sections: sections, tableHeader: tableHeaderView?.frame.height ?? 0,
            tableFooter: tableFooterView?.frame.height ?? 0)
        measuredWidth = bounds.width
        updateContentSize()
    }

    func updateContentSize() {
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    // MARK: Heights

    var usesEstimates: Bool { estimatedRowHeight != 0 }

    /// A row's height before it shows: its estimate, or with estimates off its height.
    func initialHeight(_ indexPath: IndexPath) -> CGFloat {
        usesEstimates ? estimatedHeight(indexPath) : fixedHeight(indexPath)
    }

    /// The height asked of the delegate (or `rowHeight`).
    func requestedHeight(_ indexPath: IndexPath) -> CGFloat {
        tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    }

    private func estimatedHeight(_ indexPath: IndexPath) -> CGFloat {
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        if estimate >= 0 { return estimate }
        return rowHeight >= 0 ? rowHeight : UITableViewCell.standardHeight
    }

    /// With estimates off a row's height is known at load; a self-sizing one then gets the standard height.
    private func fixedHeight(_ indexPath: IndexPath) -> CGFloat {
        let height = requestedHeight(indexPath)
        return height >= 0 ? height : UITableViewCell.standardHeight
    }

    /// A height for `cell` at `indexPath` when its row first shows.
    func measuredHeight(of cell: UITableViewCell, requested: CGFloat) -> CGFloat {
        if requested >= 0 { return requested }
        cell.frame.size.width = cellFrameX.width
        cell.separatorHeight = separatorHeight
        guard cell.contentUsesConstraints else { return cell.standardFittingHeight(width: cellFrameX.width) }
        cell.layoutIfNeeded()
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: cell.contentView.bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return fitted.height + separatorHeight
    }

    var separatorHeight: CGFloat { separatorStyle == .none ? 0 : 1 / (window?.screen.scale ?? 1) }

    /// The cells' horizontal placement: full width, or inset in the inset-grouped style.
    var cellFrameX: (x: CGFloat, width: CGFloat) {
        let inset: CGFloat = style == .insetGrouped ? horizontalMargin : 0
        return (inset, max(0, bounds.width - 2 * inset))
    }

    /// UIKit's cell margin: 16 points in a narrow table, 20 in a wide one.
    var horizontalMargin: CGFloat { bounds.width >= 600 ? 20 : 16 }

    // MARK: Layout

    open override func layoutSubviews() {
        reloadIfNeeded()
        if let measuredWidth, measuredWidth != bounds.width { remeasureForWidth() }
        super.layoutSubviews()
        placeTableAccessoryViews()
        preparedCells.note(origin: bounds.origin, horizontal: false)
        showVisibleRows()
        showVisibleSectionViews()
        prefetchAhead()
        scheduleCellPreparation()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        scheduleCellPreparation()
    }

    /// A new width changes self-sizing rows' heights: they are estimated again and measured as they show.
    private func remeasureForWidth() {
        discardPreparedCells()
        var kept: [IndexPath: CGFloat] = [:]
        if rowHeight >= 0 {
            for (s, section) in geometry.sections.enumerated() {
                for row in 0..<section.rows.count where section.isMeasured[row] {
                    kept[IndexPath(row: row, section: s)] = section.rows[row]
                }
            }
        }
        buildGeometry(keeping: kept)
    }

    private func placeTableAccessoryViews() {
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeader)
        tableFooterView?.frame = CGRect(x: 0, y: geometry.tableFooterY, width: bounds.width, height: geometry.tableFooter)
    }

    /// Makes or reuses cells for the rows in the bounds and recycles the rest: those that left first, so the rows
    /// coming in reuse their cells, then any that measuring pushed out.
    private func showVisibleRows() {
        let minY = bounds.minY, maxY = bounds.maxY
        recycleRows(outside: minY, maxY)
        recyclePreparedCellsBehind()
        for section in geometry.sections(overlapping: minY, maxY) {
            var row = geometry.rows(of: section, overlapping: minY, maxY).lowerBound
            while row < geometry.numberOfRows(in: section) {
                let indexPath = IndexPath(row: row, section: section)
                guard geometry.rowSpan(indexPath).y < maxY else { break }
                let cell = visibleCellsByRow[indexPath] ?? showPreparedCell(at: indexPath) ?? displayCell(at: indexPath)
                let span = geometry.rowSpan(indexPath)
                place(cell, at: span)
                if style == .insetGrouped { cell.roundAsCard(row: row, of: geometry.numberOfRows(in: section)) }
                row += 1
            }
        }
        recycleRows(outside: minY, maxY)
    }

    /// Recycles the cells of rows that no longer meet `minY..<maxY`.
    private func recycleRows(outside minY: CGFloat, _ maxY: CGFloat) {
        for (indexPath, cell) in visibleCellsByRow {
            let span = geometry.rowSpan(indexPath)
            if span.y >= maxY || span.y + span.height <= minY { endDisplaying(cell, at: indexPath) }
        }
    }

    /// Places a cell by its centre and size, so a swiped row's translation stays on top of it.
    func place(_ cell: UITableViewCell, at span: (y: CGFloat, height: CGFloat)) {
        let x = cellFrameX
        cell.bounds.size = CGSize(width: x.width, height: span.height)
        cell.center = CGPoint(x: x.x + x.width / 2, y: span.y + span.height / 2)
        cell.separatorHeight = separatorHeight
        cell.separator.backgroundColor = separatorColor
    }

    /// Asks for the row's height and cell, measures it if it sizes itself, and shows it.
    @discardableResult
    func displayCell(at indexPath: IndexPath) -> UITableViewCell {
        let cell = measuredCell(at: indexPath)
        show(cell, at: indexPath)
        return cell
    }

    /// Asks for the row's height (unless measured) and cell, and measures the row if it sizes itself.
    func measuredCell(at indexPath: IndexPath) -> UITableViewCell {
        let requested = geometry.isMeasured(indexPath) ? nil : requestedHeight(indexPath)
        let cell = cellFromDataSource(at: indexPath)
        if let requested { geometry.measure(indexPath, height: measuredHeight(of: cell, requested: requested)) }
        return cell
    }

    /// Puts a cell for the row on screen and tells the delegate.
    func show(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.tableView = self
        cell.tableSeparatorInset = separatorInset
        cell.layoutMargins = UIEdgeInsets(top: 0, left: horizontalMargin, bottom: 0, right: horizontalMargin)
        configureEditing(of: cell, at: indexPath, animated: false)
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        cell.setHighlighted(false, animated: false)
        cell.isHidden = false
        if cell.superview !== self { insertSubview(cell, at: 0) }
        visibleCellsByRow[indexPath] = cell
        updateContentSize()
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    private func cellFromDataSource(at indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else {
            Self.logger.error("the table shows \(indexPath) but has no data source; it shows an empty cell")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return dataSource.tableView(self, cellForRowAt: indexPath)
    }

    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if swiper.open?.row == indexPath { swiper.close(animated: false) }
        visibleCellsByRow[indexPath] = nil
        cellPool.recycle(cell, identifier: cell.reuseIdentifier)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Every shown cell and section view goes back to the reuse queues (a reload).
    func recycleEverything() {
        discardPreparedCells()
        for (indexPath, cell) in visibleCellsByRow { endDisplaying(cell, at: indexPath) }
        for (section, view) in visibleHeaders { endDisplayingHeader(view, section: section) }
        for (section, view) in visibleFooters { endDisplayingFooter(view, section: section) }
    }

    // MARK: Queries

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        visibleCellsByRow.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleCellsByRow.keys.sorted()
    }

    /// The cell shown for a row, nil when the row is off screen (or does not exist).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByRow[indexPath] }

    /// The row a cell on screen shows.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByRow.first { $0.value === cell }?.key
    }

    /// The row under a point in the table's (content) coordinates.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        let x = cellFrameX
        guard point.x >= x.x, point.x < x.x + x.width else { return nil }
        return geometry.row(at: point.y)
    }

    /// The rows whose rectangles meet `rect`.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        var rows: [IndexPath] = []
        for section in geometry.sections(overlapping: rect.minY, rect.maxY) {
            for row in geometry.rows(of: section, overlapping: rect.minY, rect.maxY) {
                rows.append(IndexPath(row: row, section: section))
            }
        }
        return rows
    }

    /// A row's rectangle in the table's coordinates; `.zero` with an error logged for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard geometry.contains(indexPath) else {
            Self.logger.error("rectForRow(at: \(indexPath)): no such row (\(rowCounts)); returning .zero")
            return .zero
        }
        let span = geometry.rowSpan(indexPath), x = cellFrameX
        return CGRect(x: x.x, y: span.y, width: x.width, height: span.height)
    }

    /// A section's rectangle (header, rows and footer).
    public func rect(forSection section: Int) -> CGRect {
        spanRect(section, "rect(forSection:)", geometry.sectionSpan)
    }

    /// Where the section's header is, in the table's content coordinates.
    public func rectForHeader(inSection section: Int) -> CGRect {
        spanRect(section, "rectForHeader(inSection:)", geometry.headerSpan)
    }

    /// Where the section's footer is, in the table's content coordinates.
    public func rectForFooter(inSection section: Int) -> CGRect {
        spanRect(section, "rectForFooter(inSection:)", geometry.footerSpan)
    }

    private func spanRect(_ section: Int, _ call: String, _ span: (Int) -> (y: CGFloat, height: CGFloat)) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else {
            Self.logger.error("\(call) \(section): the table has \(geometry.sections.count) sections; returning .zero")
            return .zero
        }
        let (y, height) = span(section)
        return CGRect(x: 0, y: y, width: bounds.width, height: height)
    }

    /// The rows per section, for error messages.
    var rowCounts: String {
        "rows per section: " + geometry.sections.map { String($0.rows.count) }.joined(separator: ", ")
    }

    // MARK: Scrolling to rows

    /// Scrolls so the row sits at `position` (`.none`: the least scroll that shows it).
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard geometry.contains(indexPath) else {
            Self.logger.error("scrollToRow(at: \(indexPath)): no such row (\(rowCounts)); nothing scrolled")
            return
        }
        scroll(toShow: rectForRow(at: indexPath), at: position, animated: animated)
    }

    func scroll(toShow rect: CGRect, at position: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let y: CGFloat
        switch position {
        case .none: return scrollRectToVisible(rect, animated: animated)
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - visibleHeight / 2 - inset.top
        case .bottom: y = rect.maxY - visibleHeight - inset.top
        }
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    // MARK: Selection and touches

    /// Selects a row (replacing the selection unless multiple selection is on) and scrolls it to `scrollPosition`;
    /// no delegate method is called, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowFromCode(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row; animated, its selected look fades out (as a controller does in `viewWillAppear`).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRow(indexPath, selected: false, animated: animated)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, swiper.touchBegan(at: touch.location(in: self)) { return }
        if !beginRowTouch(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touchedRow == nil, !swiper.isSwallowingTouch { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if swiper.touchEnded() { return }
        if touchedRow == nil { return super.touchesEnded(touches, with: event) }
        endRowTouch(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if swiper.touchEnded() { return }
        if touchedRow == nil { return super.touchesCancelled(touches, with: event) }
        unhighlightTouchedRow()
    }

    /// The detail button of a cell's accessory was tapped: its storyboard segue, if it has one, then the delegate.
    func accessoryButtonTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        cellSegues.perform(\.accessory, for: cell, identifier: cell.reuseIdentifier)
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }
}
