import Foundation
import Logging

/// The mouse pointer's arrow: shown once a pointer moves, hidden after a touch and when the last pointer device
/// goes, so a touch kiosk never has an arrow parked on screen. The display's cursor plane draws it when there is
/// one (it moves at once, without a frame, even while the UI is idle); otherwise the compositor draws it over the
/// frame. It turns with the picture.
@MainActor
final class PointerCursor {
    private unowned let screen: UIScreen
    private(set) var isVisible = false
    /// Where the tip is, in screen points.
    private var location: CGPoint?
    /// The arrow last turned for a plane or a frame, and the turn.
    private var turned: (buffer: PixelBuffer, rotation: DisplayRotation)?
    /// The picture's rotation the plane was last offered the arrow for.
    private var offeredRotation: DisplayRotation?
    /// The plane shows the current image; false draws in software.
    private var onPlane = false
    /// The plane refused the current image (or there is none): the compositor draws it until the rotation changes.
    private var planeRefused = false
    private var announced = false
    private let logger = Logger(label: "framekit.input")

    /// The arrow's outline in points, tip at (0, 0), and the padding around it.
    private static let outline: [CGPoint] = [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 16), CGPoint(x: 4, y: 12), CGPoint(x: 7, y: 18), CGPoint(x: 9, y: 17),
        CGPoint(x: 6, y: 11), CGPoint(x: 11, y: 11),
    ]
    static let padding: CGFloat = 1
    static let size = CGSize(width: 13, height: 20)

    init(screen: UIScreen) { self.screen = screen }

    /// The pointer moved: show the arrow there.
    func moved(to point: CGPoint) {
        location = point
        isVisible = true
        update()
    }

    /// A finger touched the screen, or the last pointer device went: hide the arrow.
    func hide() {
        guard isVisible else { return }
        isVisible = false
        update()
    }

    /// The picture turned: the arrow turns with it.
    func rotationChanged() {
        guard isVisible else { return }
        update()
    }

    private func update() {
        let hardware = screen.display.hardwareCursor
        guard isVisible, let location else {
            if onPlane { _ = hardware?.setImage(nil) } else { screen.compositor.setCursor(nil, origin: (0, 0)) }
            onPlane = false
            return screen.setNeedsFrame()
        }
        // The cursor plane sits on the panel, in its orientation; the compositor's frames may be turned less.
        let rotation = screen.display.pictureRotation
        if offeredRotation != rotation {
            offeredRotation = rotation
            planeRefused = false
            if onPlane {
                onPlane = false
                _ = hardware?.setImage(nil)
            }
        }
        // Every showing puts the image on the plane again: hiding turned the plane off.
        if !onPlane, !planeRefused { placeOnPlane(arrow(turnedBy: rotation), hardware) }
        if onPlane {
            let origin = Self.origin(tip: location, through: screen.panelTransform)
            hardware?.move(toX: origin.x, y: origin.y)
        } else {
            let origin = Self.origin(tip: location, through: screen.compositor.deviceTransform)
            screen.compositor.setCursor(arrow(turnedBy: screen.display.frameRotation), origin: origin)
            screen.setNeedsFrame()
        }
    }

    /// The arrow turned by `rotation`, drawn again only when the turn changed.
    private func arrow(turnedBy rotation: DisplayRotation) -> PixelBuffer {
        if let turned, turned.rotation == rotation { return turned.buffer }
        let buffer = Self.draw(scale: screen.scale).rotated(quarterTurns: rotation.quarterTurns)
        turned = (buffer, rotation)
        return buffer
    }

    /// Gives the arrow to the display's cursor plane if it has one that takes it; the compositor's copy goes.
    private func placeOnPlane(_ buffer: PixelBuffer, _ hardware: HardwareCursor?) {
        let took = hardware.map { buffer.width <= $0.maximumSize.width && buffer.height <= $0.maximumSize.height
            && $0.setImage(buffer) } ?? false
        planeRefused = !took
        if took { screen.compositor.setCursor(nil, origin: (0, 0)) }
        onPlane = took
        if !announced {
            announced = true
            logger.info("pointer cursor: \(took ? "on the display's cursor plane" : "drawn by the compositor")")
        }
    }

    /// The top-left pixel of the turned image whose tip is at `tip` (screen points), for points → pixels `transform`.
    private static func origin(tip: CGPoint, through transform: CGAffineTransform) -> (x: Int, y: Int) {
        let logical = CGRect(x: tip.x - padding, y: tip.y - padding, width: size.width, height: size.height)
        let pixels = logical.applying(transform)
        return (Int(pixels.minX.rounded()), Int(pixels.minY.rounded()))
    }

    /// The arrow in the UI's orientation: black with a white edge, its tip `padding` points from the corner.
    private static func draw(scale: CGFloat) -> PixelBuffer {
        let store = BackingStore(size: size, scale: scale)
        let context = store.makeContext(scale: scale)
        context.translateBy(x: padding, y: padding)
        context.addLines(between: outline)
        context.closePath()
        context.setFillColor(.black)
        context.setStrokeColor(.white)
        context.setLineWidth(1)
        context.setLineJoin(.round)
        context.drawPath(using: .fillStroke)
        return store.buffer
    }
}
