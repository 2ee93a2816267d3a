import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// iOS 14's outlines: `NSDiffableDataSourceSectionSnapshot` (parents, children, expansion) applied to a section of a
/// diffable data source, rows indented by level, and the outline disclosure accessory expanding and collapsing them
/// through `sectionSnapshotHandlers`.
@MainActor
@Suite struct OutlineTests {
    func menu() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Drinks", "Food"])
        outline.append(["Coffee", "Tea"], to: "Drinks")
        outline.append(["Espresso", "Latte"], to: "Coffee")
        outline.append(["Cake"], to: "Food")
        return outline
    }

    @Test func aSectionSnapshotIsAnOutlineWhoseVisibleItemsFollowExpansion() {
        var outline = menu()
        #expect(outline.items == ["Drinks", "Coffee", "Espresso", "Latte", "Tea", "Food", "Cake"])
        #expect(outline.rootItems == ["Drinks", "Food"])
        #expect(outline.visibleItems == ["Drinks", "Food"], "parents start collapsed")
        outline.expand(["Drinks", "Coffee"])
        #expect(outline.visibleItems == ["Drinks", "Coffee", "Espresso", "Latte", "Tea", "Food"])
        outline.collapse(["Drinks"])
        #expect(outline.visibleItems == ["Drinks", "Food"])
        #expect(!outline.isVisible("Latte") && outline.isExpanded("Coffee"), "a collapsed parent hides expanded children")
        #expect(outline.level(of: "Latte") == 2 && outline.parent(of: "Latte") == "Coffee" && outline.parent(of: "Food") == nil)
        #expect(outline.index(of: "Tea") == 4)

        let drinks = outline.snapshot(of: "Drinks")
        #expect(drinks.rootItems == ["Coffee", "Tea"] && drinks.items == ["Coffee", "Espresso", "Latte", "Tea"])
        #expect(drinks.isExpanded("Coffee"))
        #expect(outline.snapshot(of: "Drinks", includingParent: true).rootItems == ["Drinks"])

        outline.insert(["Juice"], after: "Coffee")
        outline.insert(["Soup"], before: "Cake")
        #expect(outline.items == ["Drinks", "Coffee", "Espresso", "Latte", "Juice", "Tea", "Food", "Soup", "Cake"])
        outline.delete(["Coffee"])
        #expect(outline.items == ["Drinks", "Juice", "Tea", "Food", "Soup", "Cake"])
        #expect(!outline.contains("Latte") && outline.level(of: "Juice") == 1)

        LogCapture.shared.start()
        outline.append(["Tea"], to: "Food")
        outline.append(["Scone"], to: "Nothing")
        let log = LogCapture.shared.stop()
        #expect(outline.parent(of: "Tea") == "Drinks" && !outline.contains("Scone"), "a duplicate or a missing parent changes nothing")
        #expect(log.contains("Tea is already in the outline") && log.contains("append(_:to:): the item named is not in the outline"), "\(log)")

        var replaced = outline
        var kinds = NSDiffableDataSourceSectionSnapshot<String>()
        kinds.append(["Green", "Black"])
        replaced.replace(childrenOf: "Drinks", using: kinds)
        #expect(replaced.snapshot(of: "Drinks").items == ["Green", "Black"])
    }

    @MainActor final class Harness {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 600))
        let view: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        var events: [String] = []

        init(style: UICellAccessory.OutlineDisclosureOptions.Style = .cell) throws {
            (view, dataSource) = makeStringList(in: app) { cell, _ in cell.accessories = [.outlineDisclosure(options: .init(style: style))] }
        }

        var shown: [String] { dataSource.snapshot().itemIdentifiers }

        func cell(_ item: String) throws -> UICollectionViewListCell {
            let path = try #require(dataSource.indexPath(for: item))
            return try #require(view.cellForItem(at: path) as? UICollectionViewListCell)
        }

        func disclosure(of item: String) throws -> OutlineDisclosureView {
            try #require(try cell(item).subviews.compactMap { $0 as? OutlineDisclosureView }.first)
        }
    }

    @Test func theDisclosureExpandsAndCollapsesItsRowThroughTheHandlers() throws {
        let harness = try Harness()
        let (app, dataSource) = (harness.app, harness.dataSource)
        dataSource.sectionSnapshotHandlers.willExpandItem = { harness.events.append("expand \($0)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { harness.events.append("collapse \($0)") }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Food" }
        dataSource.apply(menu(), to: 0, animatingDifferences: false)
        try app.runUntilIdle()
        #expect(harness.shown == ["Drinks", "Food"])
        #expect(try harness.disclosure(of: "Drinks").transform == .identity, "collapsed: pointing to the trailing side")

        try app.tap(try harness.disclosure(of: "Drinks"))
        try app.runUntilIdle()
        #expect(harness.shown == ["Drinks", "Coffee", "Tea", "Food"])
        #expect(harness.events == ["expand Drinks"])
        #expect(dataSource.snapshot(for: 0).isExpanded("Drinks"))
        #expect(try harness.disclosure(of: "Drinks").transform == CGAffineTransform(rotationAngle: .pi / 2), "expanded: pointing down")
        let parent = try harness.cell("Drinks"), child = try harness.cell("Coffee")
        #expect(parent.indentationLevel == 0 && child.indentationLevel == 1)
        #expect(try harness.disclosure(of: "Coffee").frame.minX - harness.disclosure(of: "Drinks").frame.minX == 10)
        #expect(child.contentView.frame.minX - parent.contentView.frame.minX == 10, "a level in is 10 points in")

        try app.tap(try harness.disclosure(of: "Coffee"))
        try app.runUntilIdle()
        #expect(harness.shown == ["Drinks", "Coffee", "Espresso", "Latte", "Tea", "Food"])
        #expect(try harness.cell("Latte").indentationLevel == 2)

        try app.tap(try harness.disclosure(of: "Drinks"))
        try app.runUntilIdle()
        #expect(harness.shown == ["Drinks", "Food"])
        try app.tap(try harness.disclosure(of: "Food"))
        try app.runUntilIdle()
        try app.tap(try harness.disclosure(of: "Food"))
        try app.runUntilIdle()
        #expect(harness.shown == ["Drinks", "Food", "Cake"], "shouldCollapseItem said no for Food")
        #expect(harness.events == ["expand Drinks", "expand Coffee", "collapse Drinks", "expand Food"])

        var flat = NSDiffableDataSourceSnapshot<Int, String>()
        flat.appendSections([0])
        flat.appendItems(["Menu"])
        dataSource.apply(flat, animatingDifferences: false)
        #expect(dataSource.snapshot(for: 0).items == ["Menu"], "a flat snapshot ends the outline")
    }

    @Test func aHeaderRowTogglesWhereverItIsTappedAndChildrenCanLoadOnDemand() throws {
        let harness = try Harness(style: .header)
        let (app, dataSource) = (harness.app, harness.dataSource)
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Specials"])
        outline.append(["(loading)"], to: "Specials")
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            #expect(parent == "Specials" && children.items == ["(loading)"])
            var loaded = NSDiffableDataSourceSectionSnapshot<String>()
            loaded.append(["Soup of the day", "Pie"])
            return loaded
        }
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        try app.runUntilIdle()
        let disclosure = try harness.disclosure(of: "Specials")
        #expect(disclosure.frame.maxX > 350, "a header's disclosure is at the trailing edge")

        try app.tap(at: CGPoint(x: 60, y: try harness.cell("Specials").frame.midY))
        try app.runUntilIdle()
        #expect(harness.shown == ["Specials", "Soup of the day", "Pie"])
        #expect(harness.view.indexPathsForSelectedItems?.isEmpty ?? true, "toggling is not selecting")
    }

    @Test func expandingAndCollapsingManyTimesKeepsEveryItemAtItsRowInEverySection() throws {
        let harness = try Harness()
        let (app, dataSource) = (harness.app, harness.dataSource)
        var outlines: [NSDiffableDataSourceSectionSnapshot<String>] = []
        for section in 0..<2 {
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            let parents = (0..<4).map { "S\(section) P\($0)" }
            outline.append(parents)
            for (index, parent) in parents.enumerated() {
                outline.append((0..<(1 + index * 3)).map { "\(parent) c\($0)" }, to: parent)
            }
            outlines.append(outline)
        }
        for (section, outline) in outlines.enumerated() { dataSource.apply(outline, to: section, animatingDifferences: false) }
        try app.runUntilIdle()
        // More toggles than the snapshot keeps row shifts for, in both sections, in a fixed pseudo-random order.
        var seed: UInt64 = 7, byDisclosure = 0
        for round in 0..<40 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let section = Int(seed >> 33) % 2, parent = "S\(section) P\(Int(seed >> 40) % 4)"
            let wasExpanded = outlines[section].isExpanded(parent)
            let cell = dataSource.indexPath(for: parent).flatMap { harness.view.cellForItem(at: $0) }
            if round.isMultiple(of: 2), let disclosure = cell?.subviews.compactMap({ $0 as? OutlineDisclosureView }).first {
                // The row's own disclosure: the data source changes the run under it in place.
                disclosure.sendActions(for: .touchUpInside)
                byDisclosure += 1
                outlines[section] = dataSource.snapshot(for: section)
                #expect(outlines[section].isExpanded(parent) != wasExpanded)
            } else {
                if wasExpanded { outlines[section].collapse([parent]) } else { outlines[section].expand([parent]) }
                dataSource.apply(outlines[section], to: section, animatingDifferences: round.isMultiple(of: 3))
            }
            try app.runUntilIdle()
            let snapshot = dataSource.snapshot()
            #expect(snapshot.itemIdentifiers(inSection: section) == outlines[section].visibleItems)
            for (sectionIndex, identifier) in snapshot.sectionIdentifiers.enumerated() {
                for (row, item) in snapshot.itemIdentifiers(inSection: identifier).enumerated() {
                    #expect(dataSource.indexPath(for: item) == IndexPath(item: row, section: sectionIndex), "round \(round): \(item)")
                    #expect(dataSource.itemIdentifier(for: IndexPath(item: row, section: sectionIndex)) == item)
                }
            }
            for item in outlines[section].items where !outlines[section].isVisible(item) {
                #expect(dataSource.indexPath(for: item) == nil, "round \(round): hidden \(item) has no row")
            }
            for cell in harness.view.visibleCells {
                let path = try #require(harness.view.indexPath(for: cell))
                let text = (cell.contentConfiguration as? UIListContentConfiguration)?.text
                #expect(text == dataSource.itemIdentifier(for: path), "round \(round): the cell at \(path) shows its item")
            }
        }
        #expect(byDisclosure > 5, "both ways of toggling were exercised")
    }
}
