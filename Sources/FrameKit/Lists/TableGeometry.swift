import Foundation

/// Where everything in a table is along its scrolling axis, in content coordinates: the table header view, then
/// each section's header, rows and footer, then the table footer view. Rows keep an estimate until they are
/// measured (`isMeasured`), as UIKit's estimated heights do.
struct TableGeometry {
    struct Section {
        var header: CGFloat = 0
        var footer: CGFloat = 0
        var rows = PrefixSums<CGFloat>()
        var isMeasured: [Bool] = []

        var height: CGFloat { header + rows.total + footer }
    }

    var tableHeader: CGFloat = 0 {
        didSet { placeSections() }
    }
    var tableFooter: CGFloat = 0
    private(set) var sections: [Section] = []
    /// Where each section starts.
    private var starts: [CGFloat] = []

    init() {}

    init(sections: [Section], tableHeader: CGFloat, tableFooter: CGFloat) {
        self.sections = sections
        self.tableHeader = tableHeader
        self.tableFooter = tableFooter
        placeSections()
    }

    private mutating func placeSections() {
        starts.removeAll(keepingCapacity: true)
        var y = tableHeader
        for section in sections {
            starts.append(y)
            y += section.height
        }
    }

    var contentHeight: CGFloat { (starts.last.map { $0 + sections[sections.count - 1].height } ?? tableHeader) + tableFooter }

    func numberOfRows(in section: Int) -> Int { sections[section].rows.count }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && (0..<sections[indexPath.section].rows.count).contains(indexPath.row)
    }

    // MARK: Spans

    func sectionSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) { (starts[section], sections[section].height) }

    func headerSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) { (starts[section], sections[section].header) }

    func footerSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
        let s = sections[section]
        return (starts[section] + s.header + s.rows.total, s.footer)
    }

    func rowSpan(_ indexPath: IndexPath) -> (y: CGFloat, height: CGFloat) {
        let s = sections[indexPath.section]
        return (starts[indexPath.section] + s.header + s.rows.sum(before: indexPath.row), s.rows[indexPath.row])
    }

    var tableFooterY: CGFloat { contentHeight - tableFooter }

    // MARK: Changes

    func isMeasured(_ indexPath: IndexPath) -> Bool { sections[indexPath.section].isMeasured[indexPath.row] }

    /// Records a row's real height; returns how much the rows after it moved.
    @discardableResult
    mutating func measure(_ indexPath: IndexPath, height: CGFloat) -> CGFloat {
        let old = sections[indexPath.section].rows[indexPath.row]
        sections[indexPath.section].isMeasured[indexPath.row] = true
        guard old != height else { return 0 }
        sections[indexPath.section].rows.set(indexPath.row, to: height)
        shiftSections(after: indexPath.section, by: height - old)
        return height - old
    }

    private mutating func shiftSections(after section: Int, by delta: CGFloat) {
        for i in (section + 1)..<starts.count { starts[i] += delta }
    }

    // MARK: Queries

    /// The sections that overlap the content span `minY..<maxY`.
    func sections(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let first = lastIndex(in: starts, atOrBefore: minY)
        var last = first
        while last < sections.count, starts[last] < maxY { last += 1 }
        return first..<max(first, last)
    }

    /// The rows of `section` that overlap `minY..<maxY`.
    func rows(of section: Int, overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let s = sections[section]
        let top = starts[section] + s.header
        guard let first = s.rows.index(containing: minY - top) else { return 0..<0 }
        var last = first
        while last < s.rows.count, top + s.rows.sum(before: last) < maxY { last += 1 }
        return first..<max(last, first)
    }

    /// The row after `indexPath` in the table's order, across sections; nil after the last.
    func indexPath(after indexPath: IndexPath) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row + 1
        while section < sections.count {
            if row < sections[section].rows.count { return IndexPath(row: row, section: section) }
            (section, row) = (section + 1, 0)
        }
        return nil
    }

    /// The row before `indexPath` in the table's order, across sections; nil before the first.
    func indexPath(before indexPath: IndexPath) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row - 1
        while section >= 0 {
            if row >= 0 { return IndexPath(row: row, section: section) }
            section -= 1
            if section >= 0 { row = sections[section].rows.count - 1 }
        }
        return nil
    }

    /// The row whose span holds `y`, if any.
    func row(at y: CGFloat) -> IndexPath? {
        guard !sections.isEmpty else { return nil }
        let section = lastIndex(in: starts, atOrBefore: y)
        let s = sections[section]
        let top = starts[section] + s.header
        guard y >= top, y < top + s.rows.total, let row = s.rows.index(containing: y - top) else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The last index whose value is at or before `y` (0 when none is).
    private func lastIndex(in values: [CGFloat], atOrBefore y: CGFloat) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }
}
