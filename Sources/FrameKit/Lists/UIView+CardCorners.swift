import Foundation

extension UIView {
    /// Inset-grouped sections are cards with 10-point corners: the first row rounds its top corners, the last its
    /// bottom ones (a lone row all four), the rows between are square. Content is clipped only where rounded.
    func roundAsCard(row: Int, of count: Int) {
        var corners: CACornerMask = []
        if row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if row == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.cornerRadius = corners.isEmpty ? 0 : 10
        layer.maskedCorners = corners.isEmpty ? .all : corners
        layer.masksToBounds = !corners.isEmpty
    }
}
