import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// Scrolling an opaque scroll view moves the pixels it has and composites only the strip scrolled into view, what
/// changed inside and what is drawn over it, where frames are drawn in a shadow buffer (as on a DRM driver that asks
/// for one): every frame must be what compositing the whole screen afresh gives.
@MainActor
@Suite struct ScrollCopyTests {
    /// A scroll view of coloured, labelled rows under a badge drawn over its corner, in a grey window.
    @MainActor private struct Scene {
        let app: HeadlessApp
        let scroll = UIScrollView(frame: CGRect(x: 20, y: 10, width: 200, height: 180))
        let labels: [UILabel]

        init(scale: CGFloat = 1, prefersShadow: Bool = true, offset: CGFloat = 0) throws {
            app = HeadlessApp(
                size: PixelSize(width: Int(320 * scale), height: Int(240 * scale)), scale: scale, prefersShadow: prefersShadow)
            app.window.backgroundColor = .lightGray
            scroll.backgroundColor = .white
            scroll.contentSize = CGSize(width: 200, height: 2000)
            var labels: [UILabel] = []
            for row in 0..<50 {
                let stripe = UIView(frame: CGRect(x: 8, y: CGFloat(row) * 40, width: 184, height: 33))
                stripe.backgroundColor = UIColor(hue: CGFloat(row % 7) / 7, saturation: 0.6, brightness: 0.9, alpha: 1)
                let label = UILabel(frame: CGRect(x: 6, y: 4, width: 170, height: 24))
                label.text = "Row \(row)"
                stripe.addSubview(label)
                labels.append(label)
                scroll.addSubview(stripe)
            }
            self.labels = labels
            scroll.contentOffset = CGPoint(x: 0, y: offset)
            app.window.addSubview(scroll)
            let badge = UIView(frame: CGRect(x: 180, y: 150, width: 60, height: 60))
            badge.backgroundColor = .red
            app.window.addSubview(badge)
            try app.runUntilIdle()
        }

        /// Where the screen differs from a scene composited afresh at the same offset (empty when it does not).
        func difference(labelTexts: [Int: String] = [:]) throws -> PixelRect {
            let fresh = try Scene(scale: app.screen.scale, prefersShadow: false, offset: scroll.contentOffset.y)
            for (row, text) in labelTexts { fresh.labels[row].text = text }
            try fresh.app.runUntilIdle()
            return app.snapshot().differingRect(from: fresh.app.snapshot())
        }
    }

    /// Drawn straight into the display's buffers (DRM's dumb buffers, slow to read back on a Pi), nothing is copied.
    @Test(arguments: [(1, true), (2, true), (1, false)] as [(CGFloat, Bool)])
    func scrollingCopiesThePictureAndEveryFrameIsWhatCompositingAfreshGives(scale: CGFloat, shadow: Bool) throws {
        let scene = try Scene(scale: scale, prefersShadow: shadow)
        // Down, a little further, back up (rows moving down in the buffer), and a jump past the whole view.
        for y in [12, 30, 31, 18, 70, 64, 400, 390] as [CGFloat] {
            scene.scroll.contentOffset = CGPoint(x: 0, y: y)
            try scene.app.runUntilIdle()
            let statistics = scene.app.screen.lastFrameStatistics
            let difference = try scene.difference()
            #expect(difference.isEmpty, "at \(y): the screen differs from a fresh one in \(difference)")
            if y == 400 || !shadow {
                #expect(statistics.scrolledPixels == 0, "a jump past the view's height copies nothing, nor a frame drawn in place")
            } else {
                #expect(statistics.scrolledPixels > 0, "at \(y): nothing was copied")
            }
        }
    }

    @Test func whatChangesInsideAsItScrollsIsCompositedWhereItIsNow() throws {
        let scene = try Scene()
        scene.scroll.contentOffset = CGPoint(x: 0, y: 20)
        scene.labels[2].text = "Changed"
        try scene.app.runUntilIdle()
        #expect(scene.app.screen.lastFrameStatistics.scrolledPixels > 0)
        #expect(try scene.difference(labelTexts: [2: "Changed"]).isEmpty)
        scene.labels[3].isHidden = true
        scene.scroll.contentOffset = CGPoint(x: 0, y: 30)
        try scene.app.runUntilIdle()
        #expect(scene.app.screen.lastFrameStatistics.scrolledPixels > 0)
        scene.labels[3].isHidden = false
        scene.scroll.contentOffset = CGPoint(x: 0, y: 44)
        try scene.app.runUntilIdle()
        #expect(try scene.difference(labelTexts: [2: "Changed"]).isEmpty)
    }

    @Test func aScrollViewThatChangesItsLookAsItScrollsIsCompositedAfresh() throws {
        let scene = try Scene()
        scene.scroll.backgroundColor = .yellow
        scene.scroll.contentOffset = CGPoint(x: 0, y: 20)
        try scene.app.runUntilIdle()
        #expect(scene.app.screen.lastFrameStatistics.scrolledPixels == 0, "its old colour would have been copied")
        let fresh = try Scene(offset: 20)
        fresh.scroll.backgroundColor = .yellow
        try fresh.app.runUntilIdle()
        #expect(scene.app.snapshot().differingRect(from: fresh.app.snapshot()).isEmpty)
        // Seen through a half-transparent container last frame, opaque now: the old pixels were blended.
        let container = UIView(frame: scene.app.window.bounds)
        scene.app.window.insertSubview(container, at: 0)
        container.addSubview(scene.scroll)
        container.alpha = 0.5
        try scene.app.runUntilIdle()
        container.alpha = 1
        scene.scroll.contentOffset = CGPoint(x: 0, y: 36)
        try scene.app.runUntilIdle()
        #expect(scene.app.screen.lastFrameStatistics.scrolledPixels == 0)
        let later = try Scene(offset: 36)
        later.scroll.backgroundColor = .yellow
        try later.app.runUntilIdle()
        #expect(scene.app.snapshot().differingRect(from: later.app.snapshot()).isEmpty)
        scene.scroll.contentOffset = CGPoint(x: 0, y: 50)
        try scene.app.runUntilIdle()
        #expect(scene.app.screen.lastFrameStatistics.scrolledPixels > 0, "unchanged since: copied again")
    }

    @Test func aPictureThatCannotMoveByWholePixelsIsCompositedAfresh() throws {
        let scene = try Scene()
        scene.scroll.contentOffset = CGPoint(x: 0, y: 10.5)
        try scene.app.runUntilIdle()
        #expect(scene.app.screen.lastFrameStatistics.scrolledPixels == 0, "half a pixel cannot be copied")
        #expect(try scene.difference().isEmpty)
        // A translucent scroll view shows what is under it, which does not scroll.
        scene.scroll.backgroundColor = UIColor.white.withAlphaComponent(0.5)
        try scene.app.runUntilIdle()
        scene.scroll.contentOffset = CGPoint(x: 0, y: 30)
        try scene.app.runUntilIdle()
        #expect(scene.app.screen.lastFrameStatistics.scrolledPixels == 0)
    }

    @Test func aTableScrolledThroughItsRecycledCellsIsWhatAFreshOneShows() throws {
        func table(in app: HeadlessApp, offset: CGFloat) throws -> (UITableView, Rows) {
            let rows = Rows()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            app.window.addSubview(table)
            try app.runUntilIdle()
            table.contentOffset = CGPoint(x: 0, y: offset)
            try app.runUntilIdle()
            return (table, rows)
        }
        let app = HeadlessApp(prefersShadow: true)
        let (scrolled, rows) = try table(in: app, offset: 0)
        var copied = 0
        for y in stride(from: 7, through: 300, by: 23) {
            scrolled.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            try app.runUntilIdle()
            copied += app.screen.lastFrameStatistics.scrolledPixels
            let fresh = HeadlessApp()
            let other = try table(in: fresh, offset: CGFloat(y))
            let difference = app.snapshot().differingRect(from: fresh.snapshot())
            #expect(difference.isEmpty, "at \(y): differs in \(difference)")
            _ = other
        }
        #expect(copied > 0)
        _ = rows
    }

    @MainActor private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Departure \(indexPath.row)"
            content.secondaryText = "Platform \(indexPath.row % 12 + 1)"
            cell.contentConfiguration = content
            return cell
        }
    }
}
