import Foundation

/// Section headers and footers: their heights, the views shown for them, and plain tables' sticky headers.
extension UITableView {
    /// The reuse identifier of the table's own title views.
    private static let titleViewIdentifier = "FrameKit.UITableView.title"

    /// The space between sections of a grouped table where no title or view is given.
    static let groupSpacing: CGFloat = 18

    /// The header shown for a section, if it is on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` on screen, nil when it is not.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Heights

    func headerHeight(_ section: Int) -> CGFloat {
        sectionViewHeight(
            requested: tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight,
            title: dataSource?.tableView(self, titleForHeaderInSection: section), isHeader: true,
            view: { $0.tableView(self, viewForHeaderInSection: section) })
    }

    func footerHeight(_ section: Int) -> CGFloat {
        sectionViewHeight(
            requested: tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight,
            title: dataSource?.tableView(self, titleForFooterInSection: section), isHeader: false,
            view: { $0.tableView(self, viewForFooterInSection: section) })
    }

    /// A requested height, or for `automaticDimension` the title's height, the custom view's fitting height, or
    /// (with neither) nothing in a plain table and the group spacing in a grouped one.
    private func sectionViewHeight(
        requested: CGFloat, title: String?, isHeader: Bool, view: (UITableViewDelegate) -> UIView?
    ) -> CGFloat {
        if requested >= 0 { return requested }
        if let title {
            return UITableViewHeaderFooterView.standardHeight(
                title: title, style: style, isHeader: isHeader, width: bounds.width, margin: horizontalMargin)
        }
        if let delegate = tableDelegate, let custom = view(delegate) { return fittingHeight(of: custom) }
        return style == .plain ? 0 : Self.groupSpacing
    }

    private func fittingHeight(of view: UIView) -> CGFloat {
        if let header = view as? UITableViewHeaderFooterView, let height = header.configured.fittingHeight(width: bounds.width) {
            return height
        }
        let sized = (view as? UITableViewHeaderFooterView)?.contentView ?? view
        guard sized.laysOutSubviewsByConstraints else { return view.frame.height }
        return sized.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    // MARK: Showing

    /// Shows the headers and footers of the sections on screen (plain tables' headers pinned to the top and footers to
    /// the bottom while their section scrolls under them) and recycles the rest.
    func showVisibleSectionViews() {
        let minY = bounds.minY, maxY = bounds.maxY
        var headers = Set<Int>(), footers = Set<Int>()
        for section in geometry.sections(overlapping: minY, maxY) {
            let header = geometry.headerSpan(section)
            let headerShows = style == .plain || (header.y < maxY && header.y + header.height > minY)
            if header.height > 0, headerShows, let view = visibleHeaders[section] ?? displayHeader(section) {
                view.frame = headerFrame(section)
                headers.insert(section)
            }
            let footer = geometry.footerSpan(section)
            let footerShows = style == .plain || (footer.y < maxY && footer.y + footer.height > minY)
            if footer.height > 0, footerShows, let view = visibleFooters[section] ?? displayFooter(section) {
                view.frame = footerFrame(section)
                footers.insert(section)
            }
        }
        for (section, view) in visibleHeaders where !headers.contains(section) { endDisplayingHeader(view, section: section) }
        for (section, view) in visibleFooters where !footers.contains(section) { endDisplayingFooter(view, section: section) }
    }

    /// A header's frame: where its section puts it, or in a plain table pinned to the visible top until the
    /// section's end pushes it up.
    private func headerFrame(_ section: Int) -> CGRect {
        let span = geometry.headerSpan(section)
        var y = span.y
        if style == .plain {
            let sectionEnd = span.y + geometry.sectionSpan(section).height - geometry.footerSpan(section).height
            y = min(max(span.y, bounds.minY + adjustedContentInset.top), sectionEnd - span.height)
            y = max(y, span.y)
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: span.height)
    }

    /// A footer's frame: where its section puts it, or in a plain table held at the visible bottom while its section
    /// reaches below it, pushed down by the section's top.
    private func footerFrame(_ section: Int) -> CGRect {
        let span = geometry.footerSpan(section)
        var y = span.y
        if style == .plain {
            let sectionTop = geometry.sectionSpan(section).y + geometry.headerSpan(section).height
            y = max(min(span.y, bounds.maxY - adjustedContentInset.bottom - span.height), sectionTop)
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: span.height)
    }

    private func displayHeader(_ section: Int) -> UIView? {
        let title = dataSource?.tableView(self, titleForHeaderInSection: section)
        guard let view = sectionView(tableDelegate?.tableView(self, viewForHeaderInSection: section), title: title, isHeader: true)
        else { return nil }
        visibleHeaders[section] = view
        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        return view
    }

    private func displayFooter(_ section: Int) -> UIView? {
        let title = dataSource?.tableView(self, titleForFooterInSection: section)
        guard let view = sectionView(tableDelegate?.tableView(self, viewForFooterInSection: section), title: title, isHeader: false)
        else { return nil }
        visibleFooters[section] = view
        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        return view
    }

    /// The delegate's view, or a standard one for the title; added above the cells and below the indicators.
    private func sectionView(_ custom: UIView?, title: String?, isHeader: Bool) -> UIView? {
        var view = custom
        if view == nil, let title {
            let standard = dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier)
                ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
            standard.applyStandardLook(for: style, isHeader: isHeader, margin: horizontalMargin)
            standard.textLabel?.text = isHeader && style != .plain ? title.uppercased() : title
            view = standard
        }
        guard let view else { return nil }
        view.isHidden = false
        if view.superview !== self {
            if let bar = indicators?.vertical, bar.superview === self {
                insertSubview(view, belowSubview: bar)
            } else {
                addSubview(view)
            }
        }
        return view
    }

    func endDisplayingHeader(_ view: UIView, section: Int) {
        visibleHeaders[section] = nil
        recycleSectionView(view)
        tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    }

    func endDisplayingFooter(_ view: UIView, section: Int) {
        visibleFooters[section] = nil
        recycleSectionView(view)
        tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    }

    private func recycleSectionView(_ view: UIView) {
        if let reusable = view as? UITableViewHeaderFooterView {
            headerFooterPool.recycle(reusable, identifier: reusable.reuseIdentifier)
        } else {
            view.removeFromSuperview()
        }
    }
}
