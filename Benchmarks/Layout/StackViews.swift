import FrameKit

/// The UIKit-level path: 1,000 views in nested stack views (a vertical stack of 25 rows, each a horizontal stack of
/// 39 labels) pinned to a root view; the time to first layout (building the tree, generating the stack views'
/// constraints, solving, applying frames) and to re-layout after the root turns between landscape and portrait.
@MainActor
struct StackViewWorkload {
    static let rows = 25, columns = 39
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let labels: [[UILabel]]

    init() {
        let outer = UIStackView()
        outer.axis = .vertical
        outer.distribution = .fillEqually
        outer.spacing = 2
        outer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            outer.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            outer.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            outer.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        labels = (0..<Self.rows).map { r in
            let row = (0..<Self.columns).map { c in
                let label = UILabel()
                label.text = "\(r * Self.columns + c)"
                label.font = .systemFont(ofSize: 10)
                return label
            }
            let stack = UIStackView(arrangedSubviews: row)
            stack.distribution = .fillEqually
            stack.spacing = 2
            outer.addArrangedSubview(stack)
            return row
        }
    }

    var viewCount: Int { 1 + 1 + Self.rows + Self.rows * Self.columns }

    func layout() { root.layoutIfNeeded() }

    func rotate(to size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        root.layoutIfNeeded()
    }

    /// Every label shares its row's width equally and stays inside the root.
    func verify() throws {
        let width = root.bounds.width - 16
        let expected = (width - CGFloat(Self.columns - 1) * 2) / CGFloat(Self.columns)
        for row in labels {
            for label in row where abs(label.frame.width - expected) > 1 || label.convert(label.bounds, to: root).maxX > root.bounds.width {
                throw BenchmarkFailure(description: "stack views: label frame \(label.frame), expected width \(expected)")
            }
        }
    }
}
