import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A springy flow layout as iOS apps write one with `UIDynamicAnimator(collectionViewLayout:)`: each item's layout
/// attributes hang on a spring at their place; scrolling drags the items far from the touch less than the content,
/// and the springs pull them back; the layout returns the animator's attributes.
@MainActor
@Suite(.serialized) struct DynamicLayoutTests {
    final class SpringyLayout: UICollectionViewFlowLayout {
        lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
        /// Where the finger is, in content coordinates: items near it follow the scroll at once.
        var touchY: CGFloat = 0

        override func prepare() {
            super.prepare()
            guard animator.behaviors.isEmpty else { return }
            for attributes in super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) ?? [] {
                let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
                spring.length = 0
                spring.damping = 0.8
                spring.frequency = 2
                animator.addBehavior(spring)
            }
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            animator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            guard let collectionView else { return false }
            let delta = newBounds.minY - collectionView.bounds.minY
            for case let spring as UIAttachmentBehavior in animator.behaviors {
                guard let item = spring.items.first else { continue }
                let lag = min(1, abs(spring.anchorPoint.y - touchY) / 400)
                item.center.y += delta * lag
                animator.updateItem(usingCurrentState: item)
            }
            return false
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemIndigo
            return cell
        }
    }

    @Test func scrollingStretchesTheSpringsAndTheItemsComeBackToTheirPlacesThenTheAnimatorPauses() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let layout = SpringyLayout()
        layout.itemSize = CGSize(width: 380, height: 40)
        layout.minimumLineSpacing = 10
        let source = Source()
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        list.dataSource = source
        app.window.addSubview(list)
        try app.runUntilIdle()
        #expect(layout.animator.behaviors.count == 30 && !layout.animator.isRunning, "every item on its spring, at rest")
        #expect(layout.animator.referenceView == nil && layout.animator.collectionViewLayout === layout)
        let resting = try (0..<30).map { try #require(layout.animator.layoutAttributesForCell(at: IndexPath(item: $0, section: 0))?.frame) }
        #expect(resting[6] == CGRect(x: 10, y: 300, width: 380, height: 40), "a flow layout's places")
        layout.touchY = 100
        list.contentOffset = CGPoint(x: 0, y: 100)
        app.advance(by: 0.02)
        #expect(layout.animator.isRunning)
        let near = try #require(list.cellForItem(at: IndexPath(item: 2, section: 0))).frame
        let far = try #require(list.cellForItem(at: IndexPath(item: 5, section: 0))).frame
        #expect(abs(near.minY - resting[2].minY) < 10, "near the finger: with the content")
        #expect(far.minY - resting[5].minY > 30, "far from it: left behind, on its stretched spring")
        try app.runUntilIdle()
        #expect(!layout.animator.isRunning, "at rest again: no more frames")
        for item in 2..<8 {
            let frame = try #require(list.cellForItem(at: IndexPath(item: item, section: 0))).frame
            #expect(abs(frame.minY - resting[item].minY) < 0.5 && frame.size == resting[item].size)
        }
        withExtendedLifetime(source) {}
    }
}
