import BenchmarkSupport
import FrameKit
import FrameKitTesting
import Foundation

/// Issue 45's outline workload: a list collection view at 1920×1080 showing a 10,000-item outline (9 parents of
/// 1,000 children each, expanded but for the fifth, and 991 leaves), and the fifth parent expanded then collapsed by
/// its outline disclosure: each timed from the tap to the end of the frame that shows it (goal ≤ 16 ms each), and
/// the longest frame of the animation that follows.
@MainActor
struct OutlineScene {
    let app = HeadlessApp(size: PixelSize(width: 1920, height: 1080))
    let view: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init() throws {
        (view, dataSource) = makeStringList(in: app) { cell, _ in cell.accessories = [.outlineDisclosure()] }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        let parents = (0..<9).map { "Parent \($0)" }
        outline.append(Array(parents[..<5]))
        outline.append((0..<991).map { "Leaf \($0)" })
        outline.append(Array(parents[5...]))
        for parent in parents { outline.append((0..<1000).map { "\(parent) child \($0)" }, to: parent) }
        outline.expand(parents.filter { $0 != "Parent 4" })
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        view.scrollToItem(at: try dataSource.indexPath(for: "Parent 4").unwrapped(), at: .top, animated: false)
        try app.runUntilIdle()
    }

    /// Milliseconds from the fifth parent's disclosure being tapped (its touch-up action) to the end of the frame
    /// showing the change, and the longest frame of the animation after it.
    func toggle() throws -> (first: Double, animation: Double) {
        let path = try dataSource.indexPath(for: "Parent 4").unwrapped()
        let cell = try view.cellForItem(at: path).unwrapped()
        let disclosure = try (cell.subviews.first { $0 is UIControl } as? UIControl).unwrapped()
        let first = milliseconds {
            disclosure.sendActions(for: .touchUpInside)
            app.advance(by: 1.0 / 60)
        }
        var longest = 0.0
        for _ in 0..<30 { longest = max(longest, milliseconds { app.advance(by: 1.0 / 60) }) }
        try app.runUntilIdle()
        return (first, longest)
    }
}

extension Optional {
    func unwrapped() throws -> Wrapped {
        guard let self else { throw OutlineSceneError() }
        return self
    }
}

struct OutlineSceneError: Error {}
