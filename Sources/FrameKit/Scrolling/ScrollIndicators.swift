import Foundation

/// A scroll view's two indicators: thin rounded bars along the right and bottom edges whose length is the visible
/// share of the content and whose position is the offset's share of its range. Like UIKit's, they are subviews of
/// the scroll view (fixed on screen because they follow `bounds.origin`), take no touches, show while the content
/// moves and fade out after.
@MainActor
final class ScrollIndicators {
    /// The default style: dark on light content, light on dark, as the appearance says.
    private static let adaptive = UIColor.system(light: UIColor(white: 0, alpha: 0.35), dark: UIColor(white: 1, alpha: 0.35))

    static let thickness: CGFloat = 3
    static let edgeGap: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let fadeDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.25

    let vertical = UIView()
    let horizontal = UIView()

    init(style: UIScrollView.IndicatorStyle) {
        for bar in [vertical, horizontal] {
            bar.isUserInteractionEnabled = false
            bar.alpha = 0
            bar.layer.cornerRadius = Self.thickness / 2
        }
        self.style(style)
    }

    func style(_ style: UIScrollView.IndicatorStyle) {
        let color: UIColor =
            switch style {
            case .default: Self.adaptive
            case .black: UIColor(white: 0, alpha: 0.35)
            case .white: UIColor(white: 1, alpha: 0.55)
            }
        vertical.backgroundColor = color
        horizontal.backgroundColor = color
    }

    /// A bar's extent along a track of `track` points, for content `content` points long showing `visible` of it at
    /// `progress` (0 at the start of the range, 1 at its end; outside while rubber-banding, where the bar shrinks).
    static func bar(track: CGFloat, visible: CGFloat, content: CGFloat, progress: CGFloat) -> (start: CGFloat, length: CGFloat) {
        guard track > 0, content > 0 else { return (0, 0) }
        let full = max(minimumLength, min(track, track * visible / content))
        let overshoot = progress < 0 ? -progress : progress > 1 ? progress - 1 : 0
        let length = max(thickness * 2, full - overshoot * (content - visible) * full / max(visible, 1))
        let start = (track - full) * min(max(progress, 0), 1) + (progress > 1 ? full - length : 0)
        return (start, length)
    }
}

extension UIScrollView {
    /// Shows the indicators of the axes that scroll, on top of the content.
    func revealIndicators() {
        indicatorTimer?.cancel()
        indicatorTimer = nil
        let indicators = self.indicators ?? ScrollIndicators(style: indicatorStyle)
        if self.indicators == nil {
            self.indicators = indicators
            addSubview(indicators.vertical)
            addSubview(indicators.horizontal)
        }
        for bar in [indicators.vertical, indicators.horizontal] where subviews.last !== bar { bringSubviewToFront(bar) }
        placeIndicators()
        UIView.performWithoutAnimation {
            indicators.vertical.alpha = showsVerticalScrollIndicator && scrollsVertically ? 1 : 0
            indicators.horizontal.alpha = showsHorizontalScrollIndicator && scrollsHorizontally ? 1 : 0
        }
    }

    /// Fades the indicators out shortly, unless the content moves again first.
    func concealIndicators() {
        guard let indicators, window != nil else { return }
        indicatorTimer?.cancel()
        indicatorTimer = clock.schedule(at: clock.now.adding(seconds: ScrollIndicators.fadeDelay)) { [weak self] in
            guard let self, !isDragging, motion == nil else { return }
            indicatorTimer = nil
            UIView.animate(withDuration: ScrollIndicators.fadeDuration) {
                indicators.vertical.alpha = 0
                indicators.horizontal.alpha = 0
            }
        }
    }

    /// Puts the bars where the offset says, inside the insets.
    func placeIndicators() {
        guard let indicators else { return }
        let inset = adjustedContentInset, limits = offsetLimits
        let t = ScrollIndicators.thickness, gap = ScrollIndicators.edgeGap
        let v = verticalScrollIndicatorInsets, h = horizontalScrollIndicatorInsets
        let vTrack = bounds.height - inset.top - inset.bottom - v.top - v.bottom - 2 * gap
        let vBar = ScrollIndicators.bar(
            track: vTrack, visible: bounds.height - inset.top - inset.bottom, content: contentSize.height,
            progress: Self.progress(contentOffset.y, in: limits.y))
        indicators.vertical.frame = CGRect(
            x: bounds.maxX - inset.right - v.right - gap - t, y: bounds.minY + inset.top + v.top + gap + vBar.start,
            width: t, height: vBar.length)
        let hTrack = bounds.width - inset.left - inset.right - h.left - h.right - 2 * gap - t - gap
        let hBar = ScrollIndicators.bar(
            track: hTrack, visible: bounds.width - inset.left - inset.right, content: contentSize.width,
            progress: Self.progress(contentOffset.x, in: limits.x))
        indicators.horizontal.frame = CGRect(
            x: bounds.minX + inset.left + h.left + gap + hBar.start,
            y: bounds.maxY - inset.bottom - h.bottom - gap - t, width: hBar.length, height: t)
    }

    private static func progress(_ offset: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat {
        let span = range.upperBound - range.lowerBound
        return span > 0 ? (offset - range.lowerBound) / span : 0
    }
}
