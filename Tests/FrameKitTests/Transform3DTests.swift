import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// 3-D layer transforms: Core Animation's matrix functions, perspective drawn as a projection of the flattened
/// layer, hit testing and conversion through it, and animations of `transform` and its parts.
@MainActor
@Suite(.serialized) struct Transform3DTests {
    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    private func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }).allSatisfy { close($0, $1, tolerance) }
    }

    /// Where Core Animation puts a point (x, y, 0) of a layer: the point as a row vector times `t`, divided by w.
    private func project(_ p: CGPoint, _ t: CATransform3D) -> CGPoint {
        let w = p.x * t.m14 + p.y * t.m24 + t.m44
        return CGPoint(x: (p.x * t.m11 + p.y * t.m21 + t.m41) / w, y: (p.x * t.m12 + p.y * t.m22 + t.m42) / w)
    }

    /// A turn of 60° about y, seen from 500 points away.
    private var cardTurn: CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        return CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
    }

    // MARK: The matrix functions

    @Test func matrixFunctionsFollowCoreAnimation() {
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(quarter == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2)))
        #expect(CATransform3DIsAffine(quarter) && !CATransform3DIsAffine(cardTurn))
        // Translate, scale and rotate put their own step first: translated by 10, then scaled by 2.
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(project(.zero, moved) == CGPoint(x: 20, y: 0))
        #expect(CATransform3DGetAffineTransform(moved) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        let turn = CATransform3DMakeRotation(0.7, 1, 2, 3)
        #expect(close(CATransform3DConcat(turn, CATransform3DInvert(turn)), CATransform3DIdentity))
        #expect(close(CATransform3DInvert(cardTurn).concatenating(cardTurn), CATransform3DIdentity))
        #expect(CATransform3DInvert(CATransform3DMakeScale(0, 1, 1)) == CATransform3DMakeScale(0, 1, 1), "no inverse: itself")
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        // A half flip about y leaves the layer exactly edge-on.
        #expect(CATransform3DMakeRotation(.pi / 2, 0, 1, 0).m11 == 0)
    }

    @Test func transformsBoxInNSValue() {
        let value = NSValue(caTransform3D: cardTurn)
        #expect(value.caTransform3DValue == cardTurn && value == NSValue(caTransform3D: cardTurn))
        #expect(NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 3)).cgAffineTransformValue == CGAffineTransform(scaleX: 2, y: 3))
        #expect(NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).uiEdgeInsetsValue.right == 4)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgRect: .zero).caTransform3DValue.m11 == 0, "another kind of box reads as zeros")
    }

    @Test func keyPathsNameTheTransformsParts() {
        let layer = CALayer()
        layer.setValue(CGFloat.pi / 4, forKeyPath: "transform.rotation.y")
        #expect(close(layer.transform, CATransform3DMakeRotation(.pi / 4, 0, 1, 0)))
        layer.setValue(2, forKeyPath: "transform.scale")
        layer.setValue(CGSize(width: 5, height: 6), forKeyPath: "transform.translation")
        #expect(close(layer.value(forKeyPath: "transform.rotation.y") as! CGFloat, .pi / 4))
        #expect(close(layer.value(forKeyPath: "transform.scale.x") as! CGFloat, 2))
        #expect(layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 5, height: 6))
        let expected = CATransform3DTranslate(CATransform3DIdentity, 0, 0, 0)
            .concatenating(CATransform3DMakeScale(2, 2, 2)).concatenating(CATransform3DMakeRotation(.pi / 4, 0, 1, 0))
            .concatenating(CATransform3DMakeTranslation(5, 6, 0))
        #expect(close(layer.transform, expected))
        // Taking a perspective turn apart and putting it together gives it back.
        #expect(close(TransformComponents3D(cardTurn).transform, cardTurn, 1e-12))
    }

    // MARK: Drawing

    /// A 400 × 300 white window with a red 200 × 200 card in the middle.
    private func cardScene() throws -> (HeadlessApp, UIView) {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300), refreshRate: 50)
        app.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        card.backgroundColor = .red
        app.window.addSubview(card)
        try app.runUntilIdle()
        return (app, card)
    }

    /// The card's corners where Core Animation puts them under `cardTurn`: (-100, -100) … about the centre (200, 150).
    private func expectedCorners() -> (topLeft: CGPoint, topRight: CGPoint) {
        let tl = project(CGPoint(x: -100, y: -100), cardTurn), tr = project(CGPoint(x: 100, y: -100), cardTurn)
        return (CGPoint(x: tl.x + 200, y: tl.y + 150), CGPoint(x: tr.x + 200, y: tr.y + 150))
    }

    @Test func aCardTurnedInDepthKeepsItsShadowInItsPlane() throws {
        let (app, card) = try cardScene()
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 0, height: 20)
        try app.runUntilIdle()
        #expect(app.pixel(x: 200, y: 260) == 0x000000 && app.pixel(x: 200, y: 275) == 0xFFFFFF)
        card.layer.transform = cardTurn
        try app.runUntilIdle()
        // The middle column does not move in a turn about the vertical axis: the shadow is still below it there.
        #expect(app.pixel(x: 200, y: 150) == 0xFF0000)
        #expect(app.pixel(x: 200, y: 260) == 0x000000, "the shadow turns with the card")
        #expect(app.pixel(x: 200, y: 275) == 0xFFFFFF)
        // Its near (left) end reaches lower than its far end, as the card's edges do.
        let near = card.convert(CGPoint(x: 10, y: 210), to: app.window), far = card.convert(CGPoint(x: 190, y: 210), to: app.window)
        #expect(near.y > far.y)
        #expect(app.pixel(x: Int(near.x), y: Int(near.y)) == 0x000000 && app.pixel(x: Int(far.x), y: Int(far.y)) == 0x000000)
    }

    @Test func aSubviewReachingOutOfATurnedCardTurnsWithItUnlessTheCardClips() throws {
        let (app, card) = try cardScene()
        let badge = UIView(frame: CGRect(x: -30, y: 80, width: 40, height: 40))
        badge.backgroundColor = .blue
        card.addSubview(badge)
        card.layer.transform = cardTurn
        try app.runUntilIdle()
        // The badge's middle outside the card, (-15, 100) in the card: (-115, 0) from its centre.
        let outside = project(CGPoint(x: -115, y: 0), cardTurn)
        let (x, y) = (Int(outside.x + 200), Int(outside.y + 150))
        #expect(app.pixel(x: x, y: y) == 0x0000FF, "drawn in the card's plane where it reaches out")
        let inside = project(CGPoint(x: -95, y: 0), cardTurn)
        #expect(app.pixel(x: Int(inside.x + 200), y: Int(inside.y + 150)) == 0x0000FF)
        card.clipsToBounds = true
        try app.runUntilIdle()
        #expect(app.pixel(x: x, y: y) == 0xFFFFFF, "a clipping card cuts it at its edge")
        #expect(app.pixel(x: Int(inside.x + 200), y: Int(inside.y + 150)) == 0x0000FF)
    }

    @Test func aViewTooLargeForAFullPictureIsStillDrawnTurned() throws {
        let (app, card) = try cardScene()
        card.frame = CGRect(x: -4800, y: 50, width: 10000, height: 200)  // centred on the window, 10,000 points wide
        card.layer.transform = cardTurn
        try app.runUntilIdle()
        #expect(app.pixel(x: 200, y: 150) == 0xFF0000, "drawn, from a picture of fewer pixels than points")
        #expect(Double(app.screen.backingStoreBytes) < 4 * 400 * 300 * 4 * 1.01, "about four frames' worth of pixels at most")
    }

    @Test func aTurnInDepthDrawsTheCardInPerspective() throws {
        let (app, card) = try cardScene()
        card.layer.transform = cardTurn
        try app.runUntilIdle()
        let (tl, tr) = expectedCorners()
        // The near (left) edge is taller than the far one: 60° with the eye 500 points away.
        #expect(close(tl.x, 139.5, 0.1) && close(tl.y, 29.1, 0.1) && close(tr.x, 242.6, 0.1) && close(tr.y, 64.8, 0.1))
        #expect(app.pixel(x: 200, y: 150) == 0xFF0000)
        #expect(app.pixel(x: 145, y: 40) == 0xFF0000, "near the near edge, above where the far edge ends")
        #expect(app.pixel(x: 236, y: 40) == 0xFFFFFF, "above the far edge's top")
        // Within 2 pixels of the edges at mid-height: x = 200 − 50 / 0.827 = 139.5 and 200 + 50 / 1.173 = 242.6.
        #expect(app.pixel(x: 137, y: 150) == 0xFFFFFF && app.pixel(x: 141, y: 150) == 0xFF0000)
        #expect(app.pixel(x: 241, y: 150) == 0xFF0000 && app.pixel(x: 244, y: 150) == 0xFFFFFF)
        #expect(close(card.transform.a, 0.5) && card.transform.d == 1 && card.transform.tx == 0, "the affine part")
        // The top edge stays a straight line from corner to corner: a pixel above it white, a pixel below it red.
        for x in Swift.stride(from: 145, to: 240, by: 6) {
            let edge = tl.y + (CGFloat(x) + 0.5 - tl.x) * (tr.y - tl.y) / (tr.x - tl.x)
            #expect(app.pixel(x: x, y: Int(edge.rounded(.down)) - 1) == 0xFFFFFF, "above the top edge at x = \(x)")
            #expect(app.pixel(x: x, y: Int(edge.rounded(.up)) + 1) == 0xFF0000, "below the top edge at x = \(x)")
        }
        #expect(app.screen.backingStoreBytes == 200 * 200 * 4, "the card's flat picture, kept while it is turned")
        // Turned back, the card is flat and whole again, and its picture is let go.
        card.transform = .identity
        try app.runUntilIdle()
        #expect(card.layer.transform == CATransform3DIdentity && app.pixel(x: 102, y: 52) == 0xFF0000)
        #expect(app.screen.backingStoreBytes == 0)
    }

    @Test func aSublayerTransformGivesTheSamePerspective() throws {
        let (app, card) = try cardScene()
        card.layer.transform = cardTurn
        try app.runUntilIdle()
        let direct = app.snapshot().copy()
        card.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        app.window.layer.sublayerTransform = perspective
        try app.runUntilIdle()
        #expect(app.snapshot().differingRect(from: direct).isEmpty, "the card is in the window's centre")
    }

    @Test func subviewsTurnWithTheCardAndTouchesFindThemThroughIt() throws {
        let (app, card) = try cardScene()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        badge.backgroundColor = .blue
        card.addSubview(badge)
        card.layer.transform = cardTurn
        try app.runUntilIdle()
        let (tl, tr) = expectedCorners()
        #expect(app.pixel(x: Int(tl.x) + 4, y: Int(tl.y) + 8) == 0x0000FF, "the badge sits in the near top corner")
        let corner = card.convert(CGPoint(x: 200, y: 0), to: nil)
        #expect(close(corner.x, tr.x, 1e-6) && close(corner.y, tr.y, 1e-6))
        #expect(close(card.convert(corner, from: nil).x, 200, 1e-6))
        #expect(app.window.hitTest(CGPoint(x: tl.x + 4, y: tl.y + 8), with: nil) === badge)
        #expect(app.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === card)
        #expect(app.window.hitTest(CGPoint(x: 236, y: 40), with: nil) === app.window, "outside the turned card")
        // A change inside the card redraws it through the projection.
        badge.backgroundColor = .green
        try app.runUntilIdle()
        #expect(app.pixel(x: Int(tl.x) + 4, y: Int(tl.y) + 8) == 0x00FF00)
    }

    @Test func aStandaloneLayerTurnsInDepth() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300), refreshRate: 50)
        app.window.backgroundColor = .white
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        app.window.addSubview(host)
        let card = CALayer()
        card.frame = CGRect(x: 100, y: 50, width: 200, height: 200)
        card.backgroundColor = UIColor.red.cgColor
        card.transform = cardTurn
        host.layer.addSublayer(card)
        try app.runUntilIdle()
        #expect(app.pixel(x: 145, y: 40) == 0xFF0000 && app.pixel(x: 236, y: 40) == 0xFFFFFF)
        #expect(app.pixel(x: 134, y: 150) == 0xFFFFFF && app.pixel(x: 238, y: 150) == 0xFF0000)
    }

    // MARK: Animation

    @Test func aFlipAnimatesTheRotationPart() throws {
        let (app, card) = try cardScene()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        card.layer.transform = perspective
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0
        flip.toValue = CGFloat.pi / 3
        flip.duration = 1
        card.layer.add(flip, forKey: "flip")
        app.advance(by: 0.5)
        let shown = try #require(card.layer.presentation())
        #expect(close(shown.value(forKeyPath: "transform.rotation.y") as! CGFloat, .pi / 6, 1e-9))
        #expect(close(shown.transform, CATransform3DRotate(perspective, .pi / 6, 0, 1, 0), 1e-12))
        #expect(card.layer.transform == perspective, "the model stays")
        // Half way (30°) the near edge is at x = 200 − 86.6 / 0.9 = 103.8, the far one at 200 + 86.6 / 1.1 = 278.7.
        #expect(app.pixel(x: 101, y: 150) == 0xFFFFFF && app.pixel(x: 106, y: 150) == 0xFF0000)
        #expect(app.pixel(x: 276, y: 150) == 0xFF0000 && app.pixel(x: 281, y: 150) == 0xFFFFFF)
        try app.runUntilIdle()
        #expect(app.pixel(x: 102, y: 150) == 0xFF0000, "back to the model, flat")
    }

    @Test func everyFrameOfAFlipShowsTheCard() throws {
        let (app, card) = try cardScene()
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {})
        // A third of the way round, frame by frame (the display flips between two buffers: both must show it).
        for frame in 1...20 {
            app.advance(by: 1.0 / 60)
            #expect(app.pixel(x: 200, y: 150) == 0xFF0000, "frame \(frame)")
        }
    }

    @Test func aFlipProjectsTheCardsPictureAgainAndRedrawsItOnlyWhenTheCardChanges() throws {
        let (app, card) = try cardScene()
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        stripe.backgroundColor = .blue
        card.addSubview(stripe)
        try app.runUntilIdle()
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            stripe.backgroundColor = .green
        })
        var reused = 0, drawn = 0
        for _ in 0..<50 {
            app.advance(by: 1.0 / 50)
            guard app.screen.lastFrameStatistics.damagedPixels > 0 else { continue }
            if app.screen.lastFrameStatistics.reusedFlatPictures > 0 { reused += 1 } else { drawn += 1 }
        }
        try app.runUntilIdle()
        #expect(drawn <= 3, "drawn flat at the start and again once the stripe changed at the midpoint: \(drawn)")
        #expect(reused >= 40, "the other frames only turn the picture: \(reused)")
        #expect(app.pixel(x: 200, y: 70) == 0x00FF00 && app.pixel(x: 200, y: 150) == 0xFF0000, "the new stripe on the card, flat")

        // A card left turned shows a change to a subview at once.
        card.layer.transform = cardTurn
        try app.runUntilIdle()
        #expect(app.pixel(x: 200, y: 70) == 0x00FF00)
        stripe.backgroundColor = .black
        try app.runUntilIdle()
        #expect(app.screen.lastFrameStatistics.reusedFlatPictures == 0)
        #expect(app.pixel(x: 200, y: 70) == 0x000000 && app.pixel(x: 200, y: 150) == 0xFF0000, "the turned stripe is black now")
    }

    @Test func aViewScaledToNothingDrawsNothingAndLaterFramesStillDraw() throws {
        // A pop-in from scale 0: a matrix Cairo cannot invert once stopped a buffer's drawing for good.
        let (app, card) = try cardScene()
        card.transform = CGAffineTransform(scaleX: 0, y: 0)
        try app.runUntilIdle()
        #expect(app.pixel(x: 200, y: 150) == 0xFFFFFF)
        card.transform = .identity
        for color in [UIColor.blue, .green, .blue, .green] {
            card.backgroundColor = color
            try app.runUntilIdle()
            #expect(app.pixel(x: 200, y: 150) == (color == .blue ? 0x0000FF : 0x00FF00))
        }
    }

    @Test func aTransformWithAnInfiniteEntryIsRefusedWithAMessage() throws {
        let (app, card) = try cardScene()
        var broken = CATransform3DIdentity
        broken.m34 = -1 / 0  // a perspective distance of 0
        LogCapture.shared.start()
        card.layer.transform = broken
        app.window.layer.sublayerTransform = broken
        let standalone = CALayer()
        standalone.transform = broken
        let log = LogCapture.shared.stop()
        #expect(log.contains("transform3D") && log.contains("not a finite number") && log.contains("sublayerTransform"))
        #expect(card.layer.transform == CATransform3DIdentity && app.window.layer.sublayerTransform == CATransform3DIdentity)
        #expect(standalone.transform == CATransform3DIdentity)
        try app.runUntilIdle()
        #expect(app.pixel(x: 102, y: 52) == 0xFF0000, "drawn as before")
    }

    @Test func transformValuesBlendByTheirParts() throws {
        let (app, card) = try cardScene()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        turn.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        turn.duration = 1
        card.layer.add(turn, forKey: nil)
        app.advance(by: 0.5)
        // A quarter turn half done is an eighth of a turn, not a matrix shrunk to 71 %.
        let shown = try #require(card.layer.presentation()).transform
        #expect(close(shown, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), 1e-12))
    }

    @Test func viewAnimationsAnimateTransform3D() throws {
        let (app, card) = try cardScene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            card.transform3D = self.cardTurn
        }
        #expect(card.transform3D == cardTurn, "the model changes at once")
        // Half way: half the turn, and half the perspective (none at the start).
        app.advance(by: 0.5)
        let shown = try #require(card.layer.presentation()).transform
        #expect(close(shown, CATransform3DRotate(CATransform3DIdentity.withPerspective(1000), .pi / 6, 0, 1, 0), 1e-9))
        try app.runUntilIdle()
        #expect(app.pixel(x: 145, y: 40) == 0xFF0000 && app.pixel(x: 236, y: 40) == 0xFFFFFF)
    }
}

extension CATransform3D {
    fileprivate func withPerspective(_ distance: CGFloat) -> CATransform3D {
        var t = self
        t.m34 = -1 / distance
        return t
    }
}
