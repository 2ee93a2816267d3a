import Foundation

/// A view that applies a visual effect to what is behind it, as UIKit's: with a `UIBlurEffect` the compositor
/// blurs what was drawn under the view (within its bounds, its edges repeated beyond them, and its rounded corners
/// when `layer.cornerRadius` is set), tints it, and draws `contentView` over that, sharp. A change anything behind it
/// makes redraws the whole of it; nothing is redrawn while nothing behind it changes. Add subviews to `contentView`.
/// Setting `effect` shows the new one at once, also inside an animation block (UIKit fades the blur in).
@MainActor
open class UIVisualEffectView: UIView {
    /// The effect; nil draws nothing but the content view.
    open var effect: UIVisualEffect? {
        didSet { if effect !== oldValue { setNeedsComposite() } }
    }

    /// The view for the content shown over the effect: add subviews here.
    public let contentView = UIView()

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addContentView()
    }

    /// A view without an effect, sized `frame`.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// A visual effect view from a storyboard or nib, with the blur (or the vibrancy over a blur) it names.
    public required init?(coder: NSCoder) {
        let blur = (coder.decodeObject(forKey: "blurStyle") as? UIBlurEffect.Style).map(UIBlurEffect.init(style:))
        if let blur, let vibrancy = coder.decodeObject(forKey: "vibrancyStyle") as? UIVibrancyEffect.Style {
            effect = UIVibrancyEffect(blurEffect: blur, style: vibrancy)
        } else {
            effect = blur
        }
        super.init(coder: coder)
        addContentView()
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    override var backdrop: Backdrop? { effect?.backdrop(in: traitCollection) }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        window?.screen.compositor.noteBackdrop(self)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle { setNeedsComposite() }
    }
}
