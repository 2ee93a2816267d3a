import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// The compositor remembers where each buffer holds a plain opaque fill and fills a background again only where the
/// buffer holds something else: every frame must still be what compositing the whole screen afresh gives, and what
/// it believes a buffer holds must be what the buffer holds.
@MainActor
@Suite struct KnownFillTests {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            return cell
        }
    }

    /// A full-screen table of default cells, as a list-heavy kiosk app shows it.
    @MainActor private struct ListScene {
        let app: HeadlessApp
        let table = UITableView(frame: .zero, style: .plain)
        let rows = Rows()

        init(offset: CGFloat = 0, prefersShadow: Bool = false, checked: Bool = true) throws {
            app = HeadlessApp(size: PixelSize(width: 400, height: 600), scale: 2, prefersShadow: prefersShadow)
            if checked { app.screen.compositor.knownFillCheck = [] }
            table.frame = app.window.bounds
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            app.window.addSubview(table)
            try app.runUntilIdle()
            if offset != 0 {
                table.contentOffset = CGPoint(x: 0, y: offset)
                try app.runUntilIdle()
            }
        }

        /// Where the screen differs from a list composited afresh at the same offset.
        func difference() throws -> PixelRect {
            let fresh = try ListScene(offset: table.contentOffset.y, checked: false)
            return app.snapshot().differingRect(from: fresh.app.snapshot())
        }

        var mismatches: [String] { app.screen.compositor.knownFillCheck ?? [] }

        /// The statistics of every frame drawn until the app is idle.
        func framesUntilIdle() throws -> [FrameStatistics] {
            final class Frames { var all: [FrameStatistics] = [] }
            let frames = Frames(), screen = app.screen
            // A frame's start is when the one before it is over.
            screen.pipeline.frameStarts = { frames.all.append(screen.lastFrameStatistics) }
            defer { screen.pipeline.frameStarts = nil }
            try app.runUntilIdle()
            return frames.all.dropFirst() + [screen.lastFrameStatistics]
        }
    }

    @Test(arguments: [false, true])
    func aScrolledListFillsOnlyWhereItsRowsTextAndSeparatorsWere(shadow: Bool) throws {
        let scene = try ListScene(prefersShadow: shadow)
        var kept = 0
        // Down a few pixels at a time as a flick moves (each buffer in turn), then back, then a jump.
        for y in [3, 7, 12.5, 18, 25, 33, 30, 26, 400, 404, 410] as [CGFloat] {
            scene.table.contentOffset = CGPoint(x: 0, y: y)
            let statistics = try scene.framesUntilIdle().max { $0.damagedPixels < $1.damagedPixels }!
            kept += statistics.keptPixels
            let difference = try scene.difference()
            #expect(difference.isEmpty, "at \(y): the screen differs from a fresh one in \(difference)")
            if !shadow && y >= 12.5 && y != 400 {
                // Both buffers have held rows by now: most of each row is white already.
                #expect(
                    statistics.keptPixels * 2 > statistics.damagedPixels,
                    "at \(y): \(statistics.keptPixels) of \(statistics.damagedPixels) damaged pixels kept")
            }
        }
        #expect(scene.mismatches.isEmpty, "\(scene.mismatches.prefix(3))")
        #expect(kept > 0)
    }

    /// Views drawn every way the compositor draws them, changed frame after frame over plain backgrounds.
    @Test func everyKindOfDrawingOverKnownFillsGivesTheFreshPicture() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
        app.screen.compositor.knownFillCheck = []
        let reference = HeadlessApp(size: PixelSize(width: 320, height: 240))
        func build(in window: UIWindow) -> [UIView] {
            window.backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
            let panel = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 220))
            panel.backgroundColor = UIColor(white: 0.95, alpha: 1)
            panel.clipsToBounds = true
            let shadowed = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
            shadowed.backgroundColor = .systemBlue
            shadowed.layer.shadowOpacity = 0.5
            shadowed.layer.shadowRadius = 4
            let rounded = UIView(frame: CGRect(x: 100, y: 20, width: 80, height: 60))
            rounded.backgroundColor = .white
            rounded.layer.cornerRadius = 12
            rounded.clipsToBounds = true
            let inner = UIView(frame: CGRect(x: -10, y: -10, width: 50, height: 50))
            inner.backgroundColor = .systemRed
            rounded.addSubview(inner)
            let fading = UIView(frame: CGRect(x: 200, y: 20, width: 80, height: 60))
            fading.backgroundColor = .white
            let fadingChild = UILabel(frame: CGRect(x: 4, y: 4, width: 70, height: 20))
            fadingChild.text = "Fade"
            fading.addSubview(fadingChild)
            let turned = UIView(frame: CGRect(x: 30, y: 100, width: 60, height: 60))
            turned.backgroundColor = .white
            turned.transform = CGAffineTransform(rotationAngle: .pi / 5)
            let fractional = UIView(frame: CGRect(x: 120.3, y: 110.6, width: 50.5, height: 30.2))
            fractional.backgroundColor = .white
            let image = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
                UIColor.systemGreen.setFill()
                context.fill(CGRect(x: 5, y: 5, width: 20, height: 20))
            })
            image.frame = CGRect(x: 200, y: 110, width: 40, height: 40)
            image.contentMode = .center
            image.backgroundColor = .white
            let bordered = UILabel(frame: CGRect(x: 200, y: 170, width: 90, height: 30))
            bordered.text = "Border"
            bordered.backgroundColor = .white
            bordered.layer.borderWidth = 2
            bordered.layer.borderColor = UIColor.black.cgColor
            let masked = UIView(frame: CGRect(x: 30, y: 180, width: 60, height: 30))
            masked.backgroundColor = .white
            let mask = CALayer()
            mask.frame = CGRect(x: 10, y: 0, width: 30, height: 30)
            mask.backgroundColor = UIColor.black.cgColor
            masked.layer.mask = mask
            let views = [shadowed, rounded, fading, turned, fractional, image, bordered, masked]
            for view in views { panel.addSubview(view) }
            window.addSubview(panel)
            return views
        }
        let moved = build(in: app.window), still = build(in: reference.window)
        try app.runUntilIdle()
        // Each step changes both scenes alike; the reference is composited afresh every time.
        let steps: [([UIView]) -> Void] = [
            { $0[0].center.x += 7 }, { $0[1].center.y += 3 }, { $0[2].alpha = 0.5 }, { $0[3].transform = .identity },
            { $0[4].frame.origin.x += 0.25 }, { $0[5].center.x -= 30 }, { $0[6].center.y -= 40 }, { $0[7].center.x += 50 },
            { $0[2].alpha = 1 }, { $0[0].isHidden = true }, { $0[1].backgroundColor = .systemYellow },
            { views in for view in views { view.center.y += 5 } }, { views in for view in views { view.center.x -= 9 } },
        ]
        for (i, step) in steps.enumerated() {
            step(moved)
            step(still)
            try app.runUntilIdle()
            reference.screen.setNeedsFullRedraw()
            try reference.runUntilIdle()
            let difference = app.snapshot().differingRect(from: reference.snapshot())
            #expect(difference.isEmpty, "step \(i): the screen differs from a fresh one in \(difference)")
        }
        let mismatches = app.screen.compositor.knownFillCheck ?? []
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }

    /// A panel that lost its pictures (a VT switch, a mode set) is redrawn whole: nothing is taken as known.
    @Test func aFullRedrawFillsEverything() throws {
        let scene = try ListScene()
        scene.table.contentOffset = CGPoint(x: 0, y: 5)
        try scene.app.runUntilIdle()
        scene.table.contentOffset = CGPoint(x: 0, y: 9)
        #expect(try scene.framesUntilIdle().contains { $0.keptPixels > 0 })
        scene.app.screen.setNeedsFullRedraw()
        let redrawn = try scene.framesUntilIdle()
        #expect(redrawn.contains { $0.damagedPixels == 400 * 600 })
        #expect(redrawn.allSatisfy { $0.keptPixels == 0 })
        #expect(try scene.difference().isEmpty)
    }

    /// When everything moves, remembering fills keeps too little to pay for its bookkeeping: it stops, and is tried
    /// again later; the picture is right throughout.
    @Test func rememberingStopsWhileItKeepsTooLittleAndResumesLater() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
        app.screen.compositor.knownFillCheck = []
        let cards = (0..<12).map { i in
            let card = UIView(frame: CGRect(x: CGFloat(i % 4) * 80, y: CGFloat(i / 4) * 80, width: 70, height: 70))
            card.backgroundColor = UIColor(hue: CGFloat(i) / 12, saturation: 0.5, brightness: 0.9, alpha: 1)
            app.window.addSubview(card)
            return card
        }
        try app.runUntilIdle()
        #expect(app.screen.compositor.tracksFills)
        // Cards jumping all over the window: the background under them is never the window's colour where it was.
        for step in 0..<12 {
            for (i, card) in cards.enumerated() {
                card.center = CGPoint(x: CGFloat((i * 97 + step * 53) % 320), y: CGFloat((i * 61 + step * 37) % 240))
            }
            try app.runUntilIdle()
        }
        #expect(!app.screen.compositor.tracksFills)
        // A card shown and hidden frame after frame for a while: remembering is tried again, and stays on, as the
        // buffer a card is hidden in held the window's colour there two frames before.
        for step in 0..<140 {
            cards[0].isHidden = step % 2 == 0
            try app.runUntilIdle()
        }
        #expect(app.screen.compositor.tracksFills)
        let reference = HeadlessApp(size: PixelSize(width: 320, height: 240))
        for card in cards where !card.isHidden {
            let copy = UIView(frame: card.frame)
            copy.backgroundColor = card.backgroundColor
            reference.window.addSubview(copy)
        }
        try reference.runUntilIdle()
        #expect(app.snapshot().differingRect(from: reference.snapshot()).isEmpty)
        #expect((app.screen.compositor.knownFillCheck ?? []).isEmpty)
    }
}
