import Foundation
import Testing
import FrameKitGraphics

/// Core Graphics' path API as iOS code writes it, with what each path covers checked by hit-testing and drawing.
@Suite struct CGPathTests {
    @Test func shapeInitialisersCoverTheirShapesAndTakeATransform() {
        let oval = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 20), transform: nil)
        #expect(oval.boundingBox == CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(oval.contains(CGPoint(x: 30, y: 20)) && !oval.contains(CGPoint(x: 11, y: 11)))

        var shift = CGAffineTransform(translationX: 100, y: 5)
        let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
        #expect(moved.boundingBox == CGRect(x: 100, y: 5, width: 10, height: 10))

        let card = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 12, cornerHeight: 12, transform: nil)
        #expect(card.contains(CGPoint(x: 50, y: 30)) && card.contains(CGPoint(x: 1, y: 30)) && card.contains(CGPoint(x: 50, y: 1)))
        #expect(!card.contains(CGPoint(x: 1, y: 1)) && !card.contains(CGPoint(x: 99, y: 59)), "the corners are rounded")
        #expect(card.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func aCoreGraphicsArcsClockwiseIsTheReverseOfWhatUIKitsScreenShows() {
        // On iOS, `clockwise: false` from 0 to π/2 sweeps down from the right: the lower-right quarter, as seen.
        let centre = CGPoint(x: 50, y: 50)
        func pie(clockwise: Bool) -> CGMutablePath {
            let path = CGMutablePath()
            path.move(to: centre)
            path.addArc(center: centre, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
            path.closeSubpath()
            return path
        }
        let quarter = pie(clockwise: false), rest = pie(clockwise: true)
        #expect(quarter.contains(CGPoint(x: 70, y: 70)) && !quarter.contains(CGPoint(x: 30, y: 30)))
        #expect(!rest.contains(CGPoint(x: 70, y: 70)) && rest.contains(CGPoint(x: 30, y: 30)) && rest.contains(CGPoint(x: 70, y: 30)))
        // UIBezierPath's clockwise is as seen: the same quarter.
        let bezier = UIBezierPath(arcCenter: centre, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        bezier.addLine(to: centre)
        bezier.close()
        #expect(bezier.contains(CGPoint(x: 70, y: 70)) && !bezier.contains(CGPoint(x: 30, y: 30)))
        // Drawn through a context, the same.
        let pixels = PixelBuffer(width: 100, height: 100)
        let context = CGContext(buffer: pixels)
        context.setFillColor(UIColor.red)
        context.move(to: centre)
        context.addArc(center: centre, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        context.closePath()
        context.fillPath()
        #expect(pixels[70, 70] & 0xFF_FFFF == 0xFF0000 && pixels[30, 30] & 0xFF_FFFF != 0xFF0000)
    }

    @Test func aMutablePathBuildsSubpathsAndMeasuresItsCurves() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        path.closeSubpath()
        path.addRects([CGRect(x: 20, y: 0, width: 5, height: 5), CGRect(x: 30, y: 0, width: 5, height: 5)])
        path.addEllipse(in: CGRect(x: 0, y: 20, width: 10, height: 10), transform: CGAffineTransform(translationX: 50, y: 0))
        #expect(path.contains(CGPoint(x: 8, y: 2)) && !path.contains(CGPoint(x: 2, y: 8)), "the closed triangle")
        #expect(path.contains(CGPoint(x: 22, y: 2)) && path.contains(CGPoint(x: 32, y: 2)) && path.contains(CGPoint(x: 55, y: 25)))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 60, height: 30))

        // Control points pull a curve but do not bound it.
        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(curve.boundingBox.height == 100)
        #expect(abs(curve.boundingBoxOfPath.height - 75) < 0.5)

        var scale = CGAffineTransform(scaleX: 2, y: 2)
        let bigger = curve.copy(using: &scale)
        #expect(bigger?.boundingBox == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(curve.boundingBox.width == 100, "the copy is its own")
        let both = CGMutablePath()
        both.addPath(curve, transform: CGAffineTransform(translationX: 0, y: 10))
        #expect(both.boundingBox == CGRect(x: 0, y: 10, width: 100, height: 100))
    }
}
