import Foundation
import Testing
@testable import FrameKit

/// Stack views that place their arranged views themselves (equal lengths, full breadth, nothing else naming the
/// views) give exactly the frames their `UISV-…` constraints give, and fall back to constraints when something needs
/// them.
@MainActor
@Suite struct StackViewDirectArrangementTests {
    /// Whether each rectangle's edges are within a pixel of the other's: the engine rounds each view's edges in its
    /// superview from unrounded solutions, so a view can end up a pixel taller than its rounded stack row.
    private func samePlaces(_ a: [CGRect], _ b: [CGRect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { r, s in
            abs(r.minX - s.minX) <= 1 && abs(r.minY - s.minY) <= 1 && abs(r.maxX - s.maxX) <= 1 && abs(r.maxY - s.maxY) <= 1
        }
    }

    /// Builds a screen with `make` twice — stacks placing their views themselves, then stacks made of constraints —
    /// and returns both times every view's frame in the root's coordinates, in the order of the tree.
    private func bothWays(size: CGSize = CGSize(width: 1000, height: 700), _ make: (UIView) -> Void) -> (direct: [CGRect], constraints: [CGRect]) {
        func frames(direct: Bool) -> [CGRect] {
            UIStackView.arrangesDirectlyWhenPossible = direct
            defer { UIStackView.arrangesDirectlyWhenPossible = true }
            let root = UIView(frame: CGRect(origin: .zero, size: size))
            make(root)
            root.layoutIfNeeded()
            var list: [CGRect] = []
            root.forEachInSubtree { view in if view !== root { list.append(view.convert(view.bounds, to: root)) } }
            return list
        }
        return (frames(direct: true), frames(direct: false))
    }

    /// A label reading `text` in the 10-point system font.
    private func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 10)
        return label
    }

    /// A grid of `rows` × `columns` labels: a vertical stack of horizontal stacks, all filling equally.
    private func grid(rows: Int, columns: Int, spacing: CGFloat, configure: (UIStackView) -> Void = { _ in }) -> UIStackView {
        let outer = UIStackView(arrangedSubviews: (0..<rows).map { r in
            let row = UIStackView(arrangedSubviews: (0..<columns).map { c in label("\(r * columns + c)") })
            row.distribution = .fillEqually
            row.spacing = spacing
            configure(row)
            return row
        })
        outer.axis = .vertical
        outer.distribution = .fillEqually
        outer.spacing = spacing
        configure(outer)
        return outer
    }

    /// Adds `view` to `root`, its edges on the root's margins.
    private func pin(_ view: UIView, to root: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            view.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
    }

    @Test(arguments: [0, 2, 7.5] as [CGFloat])
    func aPinnedGridOfLabelsGetsTheFramesItsConstraintsWouldGive(spacing: CGFloat) {
        var outer: UIStackView?
        let (direct, constraints) = bothWays { root in
            let grid = grid(rows: 7, columns: 13, spacing: spacing)
            pin(grid, to: root)
            outer = grid
        }
        #expect(direct.count == 1 + 7 + 7 * 13 && samePlaces(direct, constraints))
        #expect(outer?.arrangesDirectly == false, "the last build made constraints")
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
        let shown = grid(rows: 7, columns: 13, spacing: spacing)
        pin(shown, to: root)
        root.layoutIfNeeded()
        let rows = shown.arrangedSubviews.compactMap { $0 as? UIStackView }
        #expect(shown.arrangesDirectly && rows.count == 7 && rows.allSatisfy(\.arrangesDirectly))
        #expect(rows.allSatisfy { !$0.hasAmbiguousLayout })
    }

    @Test(arguments: [.fill, .leading, .center, .trailing] as [UIStackView.Alignment])
    func marginsHiddenViewsVerticalAndRightToLeftStacksPlaceAsTheirConstraintsDo(alignment: UIStackView.Alignment) {
        for rightToLeft in [false, true] {
            let (direct, constraints) = bothWays(size: CGSize(width: 333, height: 211)) { root in
                let row = UIStackView(arrangedSubviews: (0..<5).map { label("item \($0)") })
                row.distribution = .fillEqually
                row.spacing = 3
                row.isLayoutMarginsRelativeArrangement = true
                row.layoutMargins = UIEdgeInsets(top: 4, left: 9, bottom: 6, right: 2)
                row.arrangedSubviews[1].isHidden = true
                row.alignment = alignment
                let column = UIStackView(arrangedSubviews: [row, label("below"), label("a label wider than its column")])
                column.axis = .vertical
                column.distribution = .fillEqually
                column.alignment = alignment
                column.frame = CGRect(x: 5, y: 7, width: 301, height: 197)
                root.addSubview(column)
                // A right-to-left interface: every view lays out right to left, as with an Arabic locale.
                if rightToLeft { root.forEachInSubtree { $0.semanticContentAttribute = .forceRightToLeft } }
            }
            #expect(samePlaces(direct, constraints), "right to left: \(rightToLeft)\n\(direct)\n\(constraints)")
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let row = UIStackView(arrangedSubviews: [label("a"), label("b")])
        row.distribution = .fillEqually
        row.alignment = alignment
        row.frame = root.bounds
        root.addSubview(row)
        root.layoutIfNeeded()
        #expect(row.arrangesDirectly, "labels have an intrinsic breadth")
        row.addArrangedSubview(UIView())
        root.layoutIfNeeded()
        #expect(row.arrangesDirectly == (alignment == .fill), "a plain view has no breadth to align by")
    }

    @Test func anUnpinnedStackTakesItsArrangementsSizeAndFollowsTextChanges() {
        var labels: [UILabel] = []
        let (direct, constraints) = bothWays { root in
            labels = [label("one"), label("a longer one"), label("three")]
            let row = UIStackView(arrangedSubviews: labels)
            row.distribution = .fillEqually
            row.spacing = 4
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                row.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ])
        }
        #expect(samePlaces(direct, constraints))
        let widest = labels[1].intrinsicContentSize.width
        #expect(abs(direct[0].width - (3 * widest + 8)) < 1 && abs(direct[0].height - labels[1].intrinsicContentSize.height) < 1)
        // Longer text in place: the stack grows the same way.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
        let row = UIStackView(arrangedSubviews: [label("a"), label("b")])
        row.distribution = .fillEqually
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor), row.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let before = row.frame.width
        (row.arrangedSubviews[0] as? UILabel)?.text = "a great deal longer"
        root.layoutIfNeeded()
        #expect(row.arrangesDirectly && row.frame.width > before * 3)
        #expect(row.arrangedSubviews[1].frame.width == row.arrangedSubviews[0].frame.width)
    }

    @Test func aConstraintNamingAnArrangedViewOrReadingConstraintsBringsTheConstraintsBack() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let grid = grid(rows: 2, columns: 3, spacing: 2)
        pin(grid, to: root)
        root.layoutIfNeeded()
        let row = try #require(grid.arrangedSubviews.first as? UIStackView)
        #expect(row.arrangesDirectly && grid.arrangesDirectly)
        let frames = row.arrangedSubviews.map { $0.convert($0.bounds, to: root) }
        // A marker under the middle label: that row, then the grid, make their constraints.
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.centerXAnchor.constraint(equalTo: row.arrangedSubviews[1].centerXAnchor),
            marker.topAnchor.constraint(equalTo: root.topAnchor), marker.widthAnchor.constraint(equalToConstant: 4),
            marker.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(!row.arrangesDirectly && !grid.arrangesDirectly)
        #expect(row.arrangedSubviews.map { $0.convert($0.bounds, to: root) } == frames, "the same frames from constraints")
        #expect(abs(marker.frame.midX - frames[1].midX) < 0.5)
        // Reading a directly arranged stack's constraints makes them, as UIKit has them.
        let other = try #require(grid.arrangedSubviews.last as? UIStackView)
        #expect(other.arrangesDirectly)
        #expect(other.constraints.contains { $0.identifier == "UISV-fill-equally" })
        root.layoutIfNeeded()
        #expect(!other.arrangesDirectly)
    }

    @Test func aStackLetGoOfOnOneSideTakesItsArrangementsSizeThere() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let row = UIStackView(arrangedSubviews: [label("one"), label("two")])
        row.distribution = .fillEqually
        pin(row, to: root)
        root.layoutIfNeeded()
        #expect(row.frame == CGRect(x: 8, y: 8, width: 584, height: 384), "pinned on every side")
        let bottom = try #require(root.constraints.first { $0.firstAttribute == .bottom || $0.secondAttribute == .bottom })
        bottom.isActive = false
        root.layoutIfNeeded()
        let labelHeight = row.arrangedSubviews[0].intrinsicContentSize.height
        #expect(row.frame.minY == 8 && abs(row.frame.height - labelHeight) < 1, "as tall as its labels: \(row.frame)")
        bottom.isActive = true
        root.layoutIfNeeded()
        #expect(row.frame.height == 384)
    }

    @Test func aFittingSizeComesFromTheArrangement() {
        let (direct, constraints) = bothWays { root in
            let cell = UIView()
            let row = UIStackView(arrangedSubviews: [label("left"), label("right side")])
            row.distribution = .fillEqually
            pin(row, to: cell)
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            cell.frame = CGRect(origin: .zero, size: size)
            root.addSubview(cell)
        }
        #expect(samePlaces(direct, constraints) && direct[0].width == 320 && direct[0].height > 16 && direct[0].height < 40)
    }
}
