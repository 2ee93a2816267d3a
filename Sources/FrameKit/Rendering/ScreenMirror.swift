import Foundation

/// Shows one screen's picture on another, scaled to fit and centred between black bars, as a screen the app puts
/// no window on mirrors the main one on iOS. Only what changed is copied: each frame the source presents, its damage
/// is mapped onto the target and the target recomposes just that, straight from the source's last frame (no
/// intermediate copy). While the target shows a window of the app, the mirror rests and costs nothing.
@MainActor
final class ScreenMirror {
    /// The screen whose picture is shown.
    private(set) weak var source: UIScreen?
    /// The screen that shows it.
    private unowned let target: UIScreen
    /// Whether the target showed the picture in its last frame: when it starts again, every pixel is drawn.
    private var wasShowing = false

    init(source: UIScreen, target: UIScreen) {
        self.source = source
        self.target = target
        source.mirrors.append(self)
    }

    /// Whether the target shows the source now: it is connected and no window of the app is visible on it.
    var isShowing: Bool { source != nil && target.isConnected && !target.windows.contains { !$0.isHidden } }

    /// Stops mirroring (the target was disconnected, or the source went away).
    func detach() {
        source?.mirrors.removeAll { $0 === self }
        source = nil
    }

    /// The source presented a frame: the target recomposes what changed in it.
    func sourcePresented(damage: Region) {
        guard isShowing, let transform = sourceToTarget() else { return }
        let bounds = PixelRect(x: 0, y: 0, width: target.compositor.frameSize.width, height: target.compositor.frameSize.height)
        for rect in damage.rects {
            // One pixel more on each side: scaling filters read their neighbours.
            let mapped = PixelRect(covering: rect.cgRect.applying(transform).insetBy(dx: -1, dy: -1))
            target.compositor.damage(mapped.intersection(bounds))
        }
        target.setNeedsFrame()
    }

    /// The picture to composite in the target's frame now, nil when the target shows its own windows; the whole
    /// target is damaged when mirroring starts again.
    func pictureForFrame() -> (picture: PixelBuffer, transform: CGAffineTransform)? {
        let showing = isShowing
        defer { wasShowing = showing }
        guard showing, let picture = source?.compositor.lastFrame, let transform = sourceToTarget() else { return nil }
        if !wasShowing { target.compositor.damageAll() }
        return (picture, transform)
    }

    /// The source's frame pixels → the target's frame pixels: the source's turn undone, its picture fitted into the
    /// target's bounds (aspect kept, centred), then the target's own turn and scale.
    private func sourceToTarget() -> CGAffineTransform? {
        guard let source else { return nil }
        let frameSize = source.compositor.frameSize
        let rotation = source.compositor.rotation
        let picture = rotation.logicalSize(forNative: frameSize)
        let room = target.bounds.size
        guard picture.width > 0, picture.height > 0, room.width > 0, room.height > 0 else { return nil }
        let fit = min(room.width / CGFloat(picture.width), room.height / CGFloat(picture.height))
        let centre = CGAffineTransform(
            translationX: (room.width - CGFloat(picture.width) * fit) / 2, y: (room.height - CGFloat(picture.height) * fit) / 2)
        return rotation.pointsToPixels(scale: 1, native: frameSize).inverted()
            .concatenating(CGAffineTransform(scaleX: fit, y: fit))
            .concatenating(centre)
            .concatenating(target.compositor.deviceTransform)
    }
}
