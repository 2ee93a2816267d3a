import Foundation

/// What a turned view's flat picture was drawn from, besides what its subviews look like: while it stays the same and nothing in the
/// subtree changed, the picture is projected again as it is — a flip or a card turning in depth changes only its
/// transform from frame to frame, and redrawing the card flat every frame was most of a flip's cost.
struct FlatPictureKey: Equatable {
    let area: CGRect
    let scale: CGFloat
    let bounds: CGRect
    let alpha: CGFloat
    let background: UIColor?
    let cornerRadius: CGFloat
    let borderWidth: CGFloat
    let borderColor: CGColor?
    let masksToBounds: Bool
    let shadow: [CGFloat]
    let shadowColor: CGColor?
    let subviews: [ObjectIdentifier]

    @MainActor init(_ view: UIView, area: CGRect, scale: CGFloat) {
        let layer = view.layer
        self.area = area
        self.scale = scale
        bounds = view.presentationBounds
        alpha = view.presentationAlpha
        background = view.presentationBackgroundColor
        cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor
        masksToBounds = layer.masksToBounds
        shadow = [CGFloat(layer.shadowOpacity), layer.shadowRadius, layer.shadowOffset.width, layer.shadowOffset.height]
        shadowColor = layer.shadowColor
        subviews = view.subviews.map(ObjectIdentifier.init)
    }
}
