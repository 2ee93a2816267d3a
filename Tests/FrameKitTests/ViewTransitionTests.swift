import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
@Suite struct ViewTransitionTests {
    private func scene() throws -> (HeadlessApp, UIView, UILabel) {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 200), refreshRate: 50)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "Before"
        container.addSubview(label)
        app.window.addSubview(container)
        try app.runUntilIdle()
        return (app, container, label)
    }

    @Test func aCrossDissolveMakesTheChangesAtOnceAndFadesTheOldPictureIntoTheNew() throws {
        let (app, _, label) = try scene()
        label.backgroundColor = .red
        try app.runUntilIdle()
        var finished: Bool?
        UIView.transition(with: label, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            label.text = "After"
            label.backgroundColor = .blue
        }, completion: { finished = $0 })
        #expect(label.text == "After" && label.backgroundColor == .blue, "the changes are made at once, as UIKit's")
        app.advance(by: 0.5)
        let mixed = app.pixel(x: 95, y: 20)
        #expect(abs(Int(mixed >> 16) - 128) <= 6 && abs(Int(mixed & 0xFF) - 127) <= 6, "half red, half blue (within a frame): \(String(mixed, radix: 16))")
        #expect(label.presentationAlpha == 1, "the view itself does not fade")
        try app.runUntilIdle()
        #expect(finished == true && app.pixel(x: 95, y: 20) == 0x0000FF)
    }

    @Test func aFlipTurnsTheViewInDepthAndOnRound() throws {
        let (app, _, label) = try scene()
        UIView.transition(with: label, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            label.text = "After"
        })
        app.advance(by: 0.25)
        // A quarter of the way (give or take a frame): turned 45° about the vertical centre line, the left edge coming forward.
        let first = try #require(label.layer.presentation())
        #expect(abs((first.value(forKeyPath: "transform.rotation.y") as! CGFloat) - .pi / 4) < 0.06 && label.text == "Before")
        #expect(first.transform.m34 < 0, "in perspective")
        app.advance(by: 0.5)
        // Three quarters: the new content, coming round from the other side.
        let second = try #require(label.layer.presentation())
        #expect(abs((second.value(forKeyPath: "transform.rotation.y") as! CGFloat) + .pi / 4) < 0.06 && label.text == "After")
        try app.runUntilIdle()
        #expect(label.transform3D == CATransform3DIdentity && label.text == "After")
    }

    /// Each screen steps its own layers' animations on its own clock: an animation on another screen (here another
    /// app's, whose clock is elsewhere) neither stops nor retimes this one's.
    @Test func layerAnimationsRunOnTheirOwnScreensClock() throws {
        let (app, _, label) = try scene()
        let (other, _, otherLabel) = try scene()
        other.advance(by: 5)
        func fade(_ duration: CFTimeInterval) -> CABasicAnimation {
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (0, 1, duration)
            return fade
        }
        label.layer.add(fade(1), forKey: "fade")
        otherLabel.layer.add(fade(10), forKey: "fade")
        app.advance(by: 0.5)
        #expect(abs(try #require(label.layer.presentation()).opacity - 0.5) < 0.05)
        other.advance(by: 1)
        #expect(abs(try #require(otherLabel.layer.presentation()).opacity - 0.1) < 0.03)
        app.advance(by: 0.25)
        #expect(abs(try #require(label.layer.presentation()).opacity - 0.75) < 0.05)
    }

    @Test func transitionFromToReplacesTheViewInItsSuperview() throws {
        let (app, container, label) = try scene()
        let next = UILabel(frame: label.frame)
        next.text = "Next"
        var finished: Bool?
        UIView.transition(from: label, to: next, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) { finished = $0 }
        #expect(next.superview === container && label.superview === container, "both show while they dissolve")
        app.advance(by: 0.5)
        #expect(abs(label.presentationAlpha - 0.5) < 0.05 && abs(next.presentationAlpha - 0.5) < 0.05)
        try app.runUntilIdle()
        #expect(finished == true && label.superview == nil && next.superview === container && label.alpha == 1)

        let other = UILabel(frame: next.frame)
        other.isHidden = true
        container.addSubview(other)
        UIView.transition(from: next, to: other, duration: 0.4, options: [.transitionFlipFromTop, .showHideTransitionViews])
        try app.runUntilIdle()
        #expect(next.isHidden && !other.isHidden && next.superview === container && next.transform3D == CATransform3DIdentity)
        #expect(other.transform3D == CATransform3DIdentity)
    }

    @Test func withoutATransitionOptionTheChangeIsImmediate() throws {
        let (app, _, label) = try scene()
        var finished: Bool?
        UIView.transition(with: label, duration: 1, options: [], animations: { label.text = "Now" }, completion: { finished = $0 })
        #expect(label.text == "Now" && finished == nil)
        try app.runUntilIdle()
        #expect(finished == true)
    }
}
