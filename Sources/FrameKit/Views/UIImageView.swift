import Foundation

/// Shows an image placed by `contentMode`.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image is drawn at the view's size, placed by `contentMode`, so it stays sharp after a resize.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { setNeedsDisplay() } }
    }

    open override var contentMode: ContentMode {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    open override func draw(_ rect: CGRect) {
        guard let image, let context = UIGraphicsGetCurrentContext() else { return }
        context.draw(image, in: contentMode.placement(of: image.size, in: bounds))
    }

    /// The image's size; none without an image, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
