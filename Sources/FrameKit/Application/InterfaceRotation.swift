import Foundation

/// One rotation of the interface (or a change of panel size, when another display is plugged in), in table
/// (f)'s order: `willTransition(to:with:)` when size classes change, `viewWillTransition(to:with:)`, the legacy
/// `willRotate`, the new geometry, `traitCollectionDidChange`, layout, the legacy `willAnimateRotation`, the
/// coordinator's blocks, the legacy `didRotate`. The legacy rotation callbacks come only when the orientation
/// changes.
@MainActor
struct InterfaceRotation {
    let screen: UIScreen
    let rotation: DisplayRotation
    /// The panel's size after the transition (it changes on a hotplug; the display already has it).
    let nativeSize: PixelSize

    init(screen: UIScreen, to rotation: DisplayRotation, nativeSize: PixelSize? = nil) {
        self.screen = screen
        self.rotation = rotation
        self.nativeSize = nativeSize ?? screen.display.nativeSize
    }

    func run() {
        let oldOrientation = screen.interfaceOrientation
        let oldTraits = screen.traitCollection
        let quarterTurns = (rotation.quarterTurns - screen.rotation.quarterTurns + 4) % 4
        let logical = rotation.adding(screen.display.mounting).logicalSize(forNative: nativeSize)
        let size = CGSize(width: CGFloat(logical.width) / screen.scale, height: CGFloat(logical.height) / screen.scale)
        let sized = UITraitCollection(size: size, scale: screen.scale)
        var newTraits = oldTraits  // only the size classes and scale follow the new geometry
        newTraits.horizontalSizeClass = sized.horizontalSizeClass
        newTraits.verticalSizeClass = sized.verticalSizeClass
        newTraits.displayScale = sized.displayScale
        let coordinator = TransitionCoordinator(
            animated: false, duration: 0, targetTransform: CGAffineTransform(rotationAngle: -CGFloat(quarterTurns) * .pi / 2))
        let roots = screen.windows.compactMap(\.rootViewController)
        let newOrientation = screen.interfaceOrientation(for: rotation)
        let controllers = newOrientation != oldOrientation ? roots.flatMap(\.shownControllers) : []

        if newTraits != oldTraits {
            for root in roots { root.willTransition(to: newTraits, with: coordinator) }
        }
        for root in roots { root.viewWillTransition(to: size, with: coordinator) }
        for controller in controllers { controller.willRotate(to: newOrientation, duration: 0) }
        screen.applyGeometry(rotation: rotation)
        if newTraits != oldTraits { screen.traitsDidChange(from: oldTraits) }
        for window in screen.windows where !window.isHidden { window.layoutIfNeeded() }
        for controller in controllers { controller.willAnimateRotation(to: newOrientation, duration: 0) }
        coordinator.runAlongside()
        coordinator.complete()
        for controller in controllers { controller.didRotate(from: oldOrientation) }
    }
}
