import Foundation

/// A view's content size as Auto Layout uses it: the size (`UIView.noIntrinsicMetric` on an axis without one) and
/// the priorities of not growing past it (hugging) and not shrinking below it (compression resistance).
struct ContentSizeForLayout {
    var size: CGSize
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
    var compression: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
}
