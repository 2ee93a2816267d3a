import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

@MainActor
struct VisualEffectViewTests {
    let app = HeadlessApp(size: PixelSize(width: 320, height: 240))

    /// A white window whose left half is black, and a blur view over the middle of the edge between them.
    func blurOverAnEdge(_ style: UIBlurEffect.Style = .light) -> UIVisualEffectView {
        app.window.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 240))
        black.backgroundColor = .black
        app.window.addSubview(black)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
        blur.frame = CGRect(x: 80, y: 60, width: 160, height: 120)
        app.window.addSubview(blur)
        return blur
    }

    func gray(_ x: Int, _ y: Int) -> Int { Int(app.pixel(x: x, y: y) & 0xFF) }

    @Test func aBlurSoftensWhatIsBehindItAndNothingOutsideIt() throws {
        _ = blurOverAnEdge()
        try app.runUntilIdle()
        // Outside the view the edge stays sharp.
        #expect(gray(159, 40) == 0 && gray(160, 40) == 255)
        #expect(gray(159, 200) == 0 && gray(160, 200) == 255)
        // Inside it the edge is a ramp, darker to the left, over the light tint (white at 30 %).
        let ramp = (90..<230).map { gray($0, 120) }
        #expect(zip(ramp, ramp.dropFirst()).allSatisfy { $0 <= $1 }, "\(ramp)")
        #expect((60...110).contains(gray(95, 120)), "black under a 30 % white tint")
        #expect(gray(225, 120) >= 250)
        #expect((110...200).contains(gray(160, 120)), "the edge itself is blurred: \(gray(160, 120))")
        #expect(gray(150, 120) > gray(95, 120) + 20 && gray(170, 120) < 245)
    }

    @Test func withoutAnEffectTheViewDrawsNothing() throws {
        let view = blurOverAnEdge()
        view.effect = nil
        try app.runUntilIdle()
        #expect(gray(159, 120) == 0 && gray(160, 120) == 255)
        view.effect = UIBlurEffect(style: .dark)
        try app.runUntilIdle()
        #expect(gray(225, 120) < 100, "white under the dark tint")
    }

    @Test func theContentViewIsDrawnSharpOverTheBlur() throws {
        let view = blurOverAnEdge()
        let dot = UIView(frame: CGRect(x: 100, y: 40, width: 20, height: 20))
        dot.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.contentView.addSubview(dot)
        try app.runUntilIdle()
        #expect(app.pixel(x: 190, y: 110) == 0xFF0000)
        #expect(app.pixel(x: 181, y: 101) == 0xFF0000)
    }

    @Test func roundedCornersCutTheBlur() throws {
        let view = blurOverAnEdge(.dark)
        view.layer.cornerRadius = 20
        view.clipsToBounds = true
        try app.runUntilIdle()
        #expect(gray(238, 62) == 255, "the corner shows the white behind it")
        #expect(gray(225, 120) < 100)
    }

    @Test func aChangeBehindRedrawsAllOfItAndAChangeElsewhereNone() throws {
        let view = blurOverAnEdge()
        let spot = UIView(frame: CGRect(x: 200, y: 150, width: 10, height: 10))
        spot.backgroundColor = .white
        app.window.insertSubview(spot, belowSubview: view)
        try app.runUntilIdle()
        let frames = app.screen.framesOnScreen
        try app.runUntilIdle()
        #expect(app.screen.framesOnScreen == frames, "nothing changes: no frame")

        let before = gray(215, 165)
        spot.backgroundColor = .black
        try app.runUntilIdle()
        #expect(app.screen.lastFrameStatistics.damagedPixels >= 160 * 120, "the whole blur is redrawn")
        #expect(gray(215, 165) < before, "the black spot darkens the blur around it")

        let outside = UIView(frame: CGRect(x: 280, y: 10, width: 10, height: 10))
        app.window.addSubview(outside)
        try app.runUntilIdle()
        outside.backgroundColor = .red
        try app.runUntilIdle()
        #expect(app.screen.lastFrameStatistics.damagedPixels <= 10 * 10)
    }

    @Test func darkMaterialsFollowTheInterfaceStyle() throws {
        _ = blurOverAnEdge(.systemMaterial)
        try app.runUntilIdle()
        let light = gray(225, 120)
        app.window.overrideUserInterfaceStyle = .dark
        try app.runUntilIdle()
        #expect(light >= 250 && gray(225, 120) < 100)
    }

    @Test func aStoryboardsVisualEffectViewsGetTheirEffectsAndContent() throws {
        let storyboard = try UIStoryboard.load(name: "Effects", bundle: storyboardBundle)
        let controller = try #require(storyboard.instantiateInitialViewController())
        app.window.rootViewController = controller
        try app.runUntilIdle()
        let views = controller.view.subviews.compactMap { $0 as? UIVisualEffectView }
        try #require(views.count == 2)
        #expect((views[0].effect as? UIBlurEffect)?.style == .systemThickMaterialDark)
        let label = try #require(views[0].contentView.subviews.first as? UILabel)
        #expect(label.text == "Over the blur" && views[0].subviews == [views[0].contentView])
        let vibrancy = try #require(views[1].effect as? UIVibrancyEffect)
        #expect(vibrancy.style == .secondaryLabel && vibrancy.blurEffect.style == .regular)
        #expect(gray(200, 100) < 100, "the dark material over the white background")
    }
}
