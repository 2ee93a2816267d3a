import Foundation

extension UIView.ContentMode {
    /// Where content of `size` goes in `bounds` under this mode, as Core Animation's contents gravity places it.
    func placement(of size: CGSize, in bounds: CGRect) -> CGRect {
        let mode = self
        let b = bounds
        switch mode {
        case .scaleToFill, .redraw: return size == b.size ? CGRect(origin: b.origin, size: size) : b
        case .scaleAspectFit, .scaleAspectFill:
            let sx = b.width / max(size.width, 1e-9), sy = b.height / max(size.height, 1e-9)
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        default:
            let x: CGFloat =
                switch mode {
                case .left, .topLeft, .bottomLeft: b.minX
                case .right, .topRight, .bottomRight: b.maxX - size.width
                default: b.midX - size.width / 2
                }
            let y: CGFloat =
                switch mode {
                case .top, .topLeft, .topRight: b.minY
                case .bottom, .bottomLeft, .bottomRight: b.maxY - size.height
                default: b.midY - size.height / 2
                }
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
}
