import Foundation
import Testing
@testable import FrameKit

/// A view with a chosen intrinsic size.
@MainActor
private final class Box: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
@Suite struct UIStackViewTests {
    /// A stack with a fixed frame (it translates its autoresizing mask) in a root view, laid out once.
    private func stack(
        _ boxes: [Box], width: CGFloat = 300, height: CGFloat = 100, configure: (UIStackView) -> Void
    ) -> UIStackView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        configure(stack)
        root.addSubview(stack)
        root.layoutIfNeeded()
        return stack
    }

    @Test func fillStretchesTheLowestHugging() {
        let boxes = [Box(50, 20), Box(60, 30)]
        boxes[0].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        _ = stack(boxes) { $0.spacing = 10 }
        #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(boxes[1].frame == CGRect(x: 60, y: 0, width: 240, height: 100))
        #expect(boxes.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints && !$0.hasAmbiguousLayout })
    }

    @Test func fillEquallyAndHiddenViewsCollapse() {
        let boxes = [Box(10, 10), Box(20, 10), Box(30, 10)]
        let stack = stack(boxes, width: 320) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        #expect(boxes.map(\.frame.minX) == [0, 110, 220] && boxes.allSatisfy { $0.frame.width == 100 })
        boxes[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 155, height: 100))
        #expect(boxes[2].frame == CGRect(x: 165, y: 0, width: 155, height: 100))
        #expect(boxes[1].frame.width == 0)
    }

    @Test func fillProportionally() {
        let boxes = [Box(50, 10), Box(150, 10)]
        _ = stack(boxes, width: 400) { $0.distribution = .fillProportionally }
        #expect(boxes[0].frame.width == 100 && boxes[1].frame == CGRect(x: 100, y: 0, width: 300, height: 100))
    }

    @Test func equalSpacingAndEqualCentering() {
        let spaced = [Box(50, 10), Box(60, 10), Box(70, 10)]
        _ = stack(spaced) { $0.distribution = .equalSpacing }
        #expect(spaced.map(\.frame.minX) == [0, 110, 230] && spaced.map(\.frame.width) == [50, 60, 70])
        let centred = [Box(40, 10), Box(60, 10), Box(80, 10)]
        _ = stack(centred) { $0.distribution = .equalCentering }
        #expect(centred.map(\.frame.midX) == [20, 140, 260])
    }

    @Test func alignments() {
        for (alignment, tops) in [(UIStackView.Alignment.top, [0, 0]), (.center, [40, 35]), (.bottom, [80, 70])] {
            let boxes = [Box(50, 20), Box(60, 30)]
            boxes[0].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
            _ = stack(boxes) { $0.alignment = alignment }
            #expect(boxes.map(\.frame.minY) == tops.map { CGFloat($0) }, "alignment \(alignment)")
            #expect(boxes.map(\.frame.height) == [20, 30])
        }
    }

    @Test func verticalWithMarginsRelativeArrangement() {
        let boxes = [Box(50, 20), Box(60, 30)]
        boxes[1].setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        _ = stack(boxes, width: 100, height: 200) {
            $0.axis = .vertical
            $0.spacing = 4
            $0.alignment = .leading
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = UIEdgeInsets(top: 8, left: 6, bottom: 8, right: 6)
        }
        #expect(boxes[0].frame == CGRect(x: 6, y: 8, width: 50, height: 20))
        #expect(boxes[1].frame == CGRect(x: 6, y: 32, width: 60, height: 200 - 8 - 32))
    }

    @Test func firstBaselineAlignment() {
        let small = UILabel(), large = UILabel()
        small.text = "small"
        large.text = "Large"
        large.font = .systemFont(ofSize: 40)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        root.addSubview(stack)
        root.layoutIfNeeded()
        let smallBaseline = small.frame.minY + small.firstBaselineOffset
        let largeBaseline = large.frame.minY + large.firstBaselineOffset
        #expect(abs(smallBaseline - largeBaseline) <= 1)
        #expect(small.frame.minY > large.frame.minY)
    }

    @Test func arrangedSubviewsFollowAddInsertRemove() {
        let a = Box(10, 10), b = Box(10, 10), c = Box(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, c])
        stack.insertArrangedSubview(b, at: 1)
        #expect(stack.arrangedSubviews.elementsEqual([a, b, c], by: ===) && stack.subviews.count == 3)
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews.elementsEqual([a, c], by: ===) && b.superview === stack)
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews.elementsEqual([a], by: ===))
    }
}
