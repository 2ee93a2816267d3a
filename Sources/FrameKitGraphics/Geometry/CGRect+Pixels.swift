import Foundation

extension CGRect {
    /// The smallest rectangle of whole pixels that covers this one.
    public var pixelAligned: CGRect {
        if isNull || isEmpty { return .zero }
        let x0 = floor(minX), y0 = floor(minY)
        return CGRect(x: x0, y: y0, width: ceil(maxX) - x0, height: ceil(maxY) - y0)
    }

    /// The centre point.
    public var center: CGPoint { CGPoint(x: midX, y: midY) }
}
