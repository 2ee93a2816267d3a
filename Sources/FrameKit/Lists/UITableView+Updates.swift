import Foundation

/// Inserting, deleting, reloading and moving rows and sections, alone or batched, animated as UIKit animates them:
/// rows that stay slide to their new places, new rows fade in, removed rows fade out. A batch that does not match
/// the data source's new counts is logged with UIKit's message and the table reloads everything instead (UIKit
/// stops the app there).
extension UITableView {
    /// The length of UIKit's row animations.
    static var rowAnimationDuration: TimeInterval { ListAnimation.duration }

    // MARK: Batches

    /// Applies the changes made in `updates` together, then calls `completion` when their animations end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// Starts a batch; changes wait for the matching `endUpdates()`.
    public func beginUpdates() {
        reloadIfNeeded()
        if updateDepth == 0 { pendingUpdate = TableUpdate() }
        updateDepth += 1
    }

    /// Ends a batch and applies it once the outermost batch ends.
    public func endUpdates() { endUpdates(completion: nil) }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else {
            return Self.logger.error("endUpdates() without beginUpdates(); ignored")
        }
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else {
            if let completion { pendingCompletions.append(completion) }
            return
        }
        pendingUpdate = nil
        let completions = pendingCompletions + (completion.map { [$0] } ?? [])
        pendingCompletions = []
        apply(update, completions: completions)
    }

    private func record(_ change: (inout TableUpdate) -> Void, animation: RowAnimation) {
        beginUpdates()
        change(&pendingUpdate!)
        if animation != .automatic || pendingUpdate!.animation == .automatic { pendingUpdate!.animation = animation }
        endUpdates()
    }

    // MARK: Rows

    /// Inserts rows (the data source already has them), sliding or fading them in by `animation`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record({ $0.insertedRows += indexPaths }, animation: animation)
    }

    /// Deletes rows (the data source already lost them), animated by `animation`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record({ $0.deletedRows += indexPaths }, animation: animation)
    }

    /// Asks the data source for these rows' cells again (and their heights).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record({ $0.reloadedRows += indexPaths }, animation: animation)
    }

    /// Moves a row (the data source already moved it).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record({ $0.movedRows.append((indexPath, newIndexPath)) }, animation: .automatic)
    }

    /// Asks the data source to configure the rows' existing cells again, without replacing them (its
    /// `dequeueReusableCell` returns the cell the row has).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadIfNeeded()
        for indexPath in indexPaths {
            discardPreparedCell(at: indexPath)
            guard let cell = visibleCellsByRow[indexPath], let dataSource else { continue }
            reconfiguring = cell
            let returned = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguring = nil
            if returned !== cell { replaceCell(at: indexPath, with: returned) }
        }
    }

    // MARK: Sections

    /// Inserts sections, animated by `animation`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record({ $0.insertedSections.formUnion(sections) }, animation: animation)
    }

    /// Deletes sections, animated by `animation`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record({ $0.deletedSections.formUnion(sections) }, animation: animation)
    }

    /// Makes the sections' rows again, animated by `animation`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record({ $0.reloadedSections.formUnion(sections) }, animation: animation)
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record({ $0.movedSections.append((section, newSection)) }, animation: .automatic)
    }

    // MARK: Applying

    /// Applies a whole batch worked out elsewhere (a diffable data source's difference); `changingModel` switches the
    /// data source to its new state inside the batch.
    func apply(_ update: TableUpdate, changingModel: () -> Void, completion: ((Bool) -> Void)?) {
        beginUpdates()
        changingModel()
        pendingUpdate = update
        endUpdates(completion: completion)
    }

    private func apply(_ update: TableUpdate, completions: [(Bool) -> Void]) {
        let oldCounts = geometry.sections.map(\.rows.count)
        let newCounts = currentCounts()
        let plan: TableUpdate.Plan
        do {
            plan = try update.plan(oldCounts: oldCounts, newCounts: newCounts)
        } catch {
            Self.logger.error("\(error.description). The table reloads all its data instead.")
            reloadData()
            layoutIfNeeded()
            return completions.forEach { $0(true) }
        }
        let animated = update.animation != .none && window != nil && UIView.areAnimationsEnabled
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        for cell in visibleCellsByRow.values { oldFrames[ObjectIdentifier(cell)] = cell.frame }
        let leaving = remapRows(with: plan)
        remapSectionViews(with: plan)
        setNeedsLayout()
        UIView.performWithoutAnimation { layoutIfNeeded() }
        guard animated else {
            for case (let cell as UITableViewCell, _) in leaving { cellPool.recycle(cell, identifier: cell.reuseIdentifier) }
            return completions.forEach { $0(true) }
        }
        ListAnimation.run(
            staying: Array(visibleCellsByRow.values), previous: oldFrames, leaving: leaving,
            style: update.animation,
            recycle: { [weak self] view in
                guard let cell = view as? UITableViewCell else { return }
                self?.cellPool.recycle(cell, identifier: cell.reuseIdentifier)
            }, completions: completions)
    }

    /// The data source's counts now.
    private func currentCounts() -> [Int] {
        let sections = dataSource.map { countFromDataSource("numberOfSections(in:)", $0.numberOfSections(in: self)) } ?? 0
        return (0..<sections).map { section in
            dataSource.map {
                countFromDataSource(
                    "tableView(_:numberOfRowsInSection: \(section))", $0.tableView(self, numberOfRowsInSection: section))
            } ?? 0
        }
    }

    /// Moves heights, cells and the selection to the rows' new index paths; returns the cells of rows that went
    /// (deleted or reloaded) with their old frames.
    private func remapRows(with plan: TableUpdate.Plan) -> [(UIView, CGRect)] {
        let old = geometry
        let oldToNew = plan.newIndexPaths
        var sections: [TableGeometry.Section] = []
        for (newSection, sources) in plan.sources.enumerated() {
            var heights: [CGFloat] = []
            var measured: [Bool] = []
            heights.reserveCapacity(sources.count)
            for (row, source) in sources.enumerated() {
                let indexPath = IndexPath(row: row, section: newSection)
                if case .old(let oldSection, let oldRow, let reloaded) = source, !reloaded {
                    heights.append(old.sections[oldSection].rows[oldRow])
                    measured.append(old.isMeasured(IndexPath(row: oldRow, section: oldSection)))
                } else {
                    heights.append(initialHeight(indexPath))
                    measured.append(false)
                }
            }
            sections.append(
                TableGeometry.Section(
                    header: headerHeight(newSection), footer: footerHeight(newSection), rows: PrefixSums(heights),
                    isMeasured: measured))
        }
        geometry = TableGeometry(sections: sections, tableHeader: old.tableHeader, tableFooter: old.tableFooter)
        let (cells, leaving) = ListAnimation.remap(visibleCellsByRow, by: oldToNew) { cell, indexPath in
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        visibleCellsByRow = cells
        swiper.remap(oldToNew)
        selectedRows = Set(selectedRows.compactMap { oldToNew[$0] })
        discardPreparedCells()  // prepared again by their new index paths
        prefetching.reset()  // offered again by their new index paths
        touchedRow = touchedRow.flatMap { oldToNew[$0] }
        updateContentSize()
        return leaving
    }

    /// Headers and footers of sections that stay follow them; the others go.
    private func remapSectionViews(with plan: TableUpdate.Plan) {
        var newForOld: [Int: Int] = [:]
        for (new, old) in plan.sectionSources.enumerated() { if let old { newForOld[old] = new } }
        func remap(_ views: [Int: UIView], ending: (UIView, Int) -> Void) -> [Int: UIView] {
            var kept: [Int: UIView] = [:]
            for (section, view) in views {
                if let new = newForOld[section] { kept[new] = view } else { ending(view, section) }
            }
            return kept
        }
        let headers = visibleHeaders, footers = visibleFooters
        visibleHeaders = [:]
        visibleFooters = [:]
        visibleHeaders = remap(headers) { endDisplayingHeader($0, section: $1) }
        visibleFooters = remap(footers) { endDisplayingFooter($0, section: $1) }
    }

    private func replaceCell(at indexPath: IndexPath, with cell: UITableViewCell) {
        guard let old = visibleCellsByRow[indexPath] else { return }
        endDisplaying(old, at: indexPath)
        show(cell, at: indexPath)
        place(cell, at: geometry.rowSpan(indexPath))
    }
}
