import Foundation

/// One pointer for all screens: they sit side by side, left to right in `UIScreen.screens` order, and the mouse
/// passes from one to the next across their shared edge (its height scaled to the next screen's), as a desktop's
/// does. The pointer's devices feed the main screen; buttons, wheel and touchpad gestures go to the screen the pointer
/// is on. A drag (the button held) stays on its screen, as its touch belongs to a window there; an absolute pointer
/// (a tablet) maps to the main panel and brings the pointer back to it.
extension UIScreen {
    /// Where `event` goes, and as what: the event itself on this screen, unless it is a pointer event and the
    /// pointer is on, or moves to, another screen.
    func pointerDestination(of event: InputEvent) -> (UIScreen, InputEvent) {
        guard !otherScreens.isEmpty else { return (self, event) }
        let current = pointerScreen.flatMap { $0.isConnected ? $0 : nil } ?? self
        switch event {
        case .pointerPosition:
            if current !== self { current.inputRouter.cursor.hide() }
            pointerScreen = self
            return (self, event)
        case .pointerMotion(let dx, let dy, let time):
            guard !current.inputRouter.isPointerButtonDown,
                let (next, location) = current.crossing(by: CGPoint(x: dx / current.scale, y: dy / current.scale))
            else { return (current, event) }
            current.inputRouter.cursor.hide()
            pointerScreen = next
            let native = next.nativeLocation(of: location)
            return (next, .pointerPosition(x: Double(native.x), y: Double(native.y), time: time))
        case .pointerButton, .scroll, .touchpadPinch, .touchpadSwipe:
            return (current, event)
        default:
            return (self, event)
        }
    }

    /// The screen beside this one that a move by `delta` points from the pointer's place crosses into, and where on
    /// it the pointer lands; nil when the move stays on this screen (or there is no screen on that side).
    private func crossing(by delta: CGPoint) -> (UIScreen, CGPoint)? {
        let start = inputRouter.pointerLocation ?? CGPoint(x: bounds.midX, y: bounds.midY)
        let x = start.x + delta.x
        let group = primary ?? self
        let screens = [group] + group.otherScreens
        guard let index = screens.firstIndex(where: { $0 === self }) else { return nil }
        let (neighbour, overshoot): (Int, CGFloat) = x >= bounds.maxX ? (index + 1, x - bounds.maxX)
            : x < bounds.minX ? (index - 1, bounds.minX - x) : (-1, 0)
        guard screens.indices.contains(neighbour) else { return nil }
        let next = screens[neighbour]
        // Pixels keep their size across the edge; the height is proportional.
        let across = overshoot * scale / next.scale
        let y = min(max(start.y + delta.y, bounds.minY), bounds.maxY - 1) / bounds.height * next.bounds.height
        let landing = neighbour > index ? min(across, next.bounds.maxX - 1) : max(next.bounds.maxX - 1 - across, 0)
        return (next, CGPoint(x: landing, y: y))
    }
}
