import Foundation

extension UITableView {
    /// Registers the class to make cells from for `identifier` (nil unregisters it).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return cellPool.register(nil, for: identifier) }
        guard let type = cellClass as? UITableViewCell.Type else {
            return Self.logger.error(
                "register(_:forCellReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a UITableViewCell subclass; ignored")
        }
        cellPool.register(type, for: identifier)
    }

    /// Registers the class to make section header and footer views from for `identifier`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return headerFooterPool.register(nil, for: identifier) }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            return Self.logger.error(
                "register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): \(aClass) is not a UITableViewHeaderFooterView subclass; ignored")
        }
        headerFooterPool.register(type, for: identifier)
    }

    /// A cell waiting for reuse (after its `prepareForReuse()`), a new one of the registered class, or nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        if let cell = cellPool.dequeue(identifier) {
            cell.prepareForReuse()
            return cell
        }
        return cellPool.registeredClass(for: identifier)?.init(registeredReuseIdentifier: identifier)
            ?? prototypeCells[identifier]?()
    }

    /// A cell for the row, reused or made from the registered class, sized to the row's width. An identifier with
    /// nothing registered is a programming error UIKit stops on; FrameKit logs it and returns a `.default` cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? {
            Self.logger.error(
                "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): nothing is registered for \"\(identifier)\"; register a class with register(_:forCellReuseIdentifier:). Showing a default cell.")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }()
        let x = cellFrameX
        let height = geometry.contains(indexPath) ? geometry.rowSpan(indexPath).height : cell.bounds.height
        cell.frame = CGRect(x: x.x, y: cell.frame.minY, width: x.width, height: height)
        return cell
    }

    /// A header or footer view waiting for reuse, a new one of the registered class, or nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool.dequeue(identifier) {
            view.prepareForReuse()
            return view
        }
        return headerFooterPool.registeredClass(for: identifier)?.init(registeredReuseIdentifier: identifier)
    }
}
