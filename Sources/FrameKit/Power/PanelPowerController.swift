import Foundation
import Logging

/// The kiosk's idle timer, as UIKit's `isIdleTimerDisabled` names it: after `dimAfter` seconds without input the panel
/// dims (the backlight to a third, or a dark veil over the picture when there is no backlight), after `blankAfter` it
/// turns off (`Display.setBlanked`: DPMS off, frames stopped). Any input wakes it; the first touch (or key press)
/// after blanking is swallowed with the rest of its gesture, so the person waking the kiosk presses nothing, while a
/// touch on a dimmed panel works as usual. One timer, armed for the next step only: an idle kiosk costs no wake-ups
/// between steps and none once blanked. The main screen's controller is the app's idle timer; other screens' panels
/// dim, blank and wake with it.
@MainActor
final class PanelPowerController {
    enum State: Equatable { case awake, dimmed, blanked }

    /// The share of the brightness a dimmed backlight keeps.
    static let dimmedShare = 0.3
    /// How dark the veil over the picture is when there is no backlight to dim.
    static let veilAlpha: CGFloat = 0.6

    private unowned let screen: UIScreen
    private(set) var state: State = .awake
    /// Seconds without input before dimming and blanking; nil: never.
    private(set) var dimAfter: TimeInterval?
    private(set) var blankAfter: TimeInterval?
    private var lastInput: MonotonicInstant
    private var timer: LoopTimer?
    /// The backlight's level before dimming, given back on waking.
    private var brightnessBeforeDim: Double?
    private var veil: PassThroughWindow?
    /// Touch slots whose gesture woke the panel: their later events are dropped too.
    private var swallowedSlots: Set<Int> = []
    /// Keys pressed to wake the panel: their releases are dropped too.
    private var swallowedKeys: Set<Int> = []
    /// The display refused to blank: the panel stays dimmed, and blanking is not tried again until reconfigured.
    private var blankFailed = false
    private let logger = Logger(label: "framekit.power")

    init(screen: UIScreen) {
        self.screen = screen
        lastInput = screen.loop.now
    }

    /// Sets the idle steps (nil: never) and starts counting from now.
    func configure(dimAfter: TimeInterval?, blankAfter: TimeInterval?) {
        self.dimAfter = dimAfter.flatMap { $0 > 0 ? $0 : nil }
        self.blankAfter = blankAfter.flatMap { $0 > 0 ? $0 : nil }
        blankFailed = false
        lastInput = screen.loop.now
        wake()
        arm()
    }

    /// Wakes the panel and counts again from now (the app's `isIdleTimerDisabled` changed, or a control request).
    func restart() {
        lastInput = screen.loop.now
        wake()
        arm()
    }

    private var isDisabled: Bool { screen.application?.isIdleTimerDisabled ?? false }

    /// The app has one idle timer (UIKit's `isIdleTimerDisabled` is the app's): the main screen's. Other screens'
    /// panels take its steps, and input on their touch panels counts as input to it.
    private var leader: PanelPowerController? { screen.primary?.panelPower }
    private var followers: [PanelPowerController] { screen.otherScreens.map(\.panelPower) }

    // MARK: Input

    /// Whether `event` goes on to the app: input resets the count and wakes the panel; the gesture that woke a
    /// blanked panel is swallowed.
    func admit(_ event: InputEvent) -> Bool {
        if let leader { return leader.admit(event) }
        switch event {
        case .deviceAdded, .deviceRemoved, .tabletMode: return true
        default: break
        }
        lastInput = screen.loop.now
        let wasBlanked = state == .blanked
        if state != .awake {
            wake()
            arm()
        }
        switch event {
        case .touchDown(let slot, _, _, _, _, _):
            if wasBlanked { swallowedSlots.insert(slot) }
            return !swallowedSlots.contains(slot)
        case .touchMotion(let slot, _, _, _, _):
            return !swallowedSlots.contains(slot)
        case .touchUp(let slot, _), .touchCancel(let slot, _):
            return swallowedSlots.remove(slot) == nil
        case .key(let code, let pressed, _):
            if wasBlanked && pressed { swallowedKeys.insert(code) }
            if !pressed, swallowedKeys.remove(code) != nil { return false }
            return !swallowedKeys.contains(code)
        default:
            return !wasBlanked
        }
    }

    // MARK: Steps

    /// Arms the timer for the next step from the last input, if there is one to take.
    private func arm() {
        timer?.cancel()
        timer = nil
        guard !isDisabled, let next = nextStep else { return }
        let deadline = lastInput.adding(seconds: next)
        timer = screen.loop.schedule(at: deadline) { [weak self] in
            self?.timer = nil
            self?.stepIfDue()
        }
    }

    /// The delay (from the last input) of the next step after the current state.
    private var nextStep: TimeInterval? {
        switch state {
        case .awake: [dimAfter, blankAfter].compactMap { $0 }.min()
        case .dimmed: blankFailed ? nil : blankAfter
        case .blanked: nil
        }
    }

    private func stepIfDue() {
        guard !isDisabled else { return }
        // Compared as the timer's own deadlines are (whole nanoseconds), so a step due now is never missed by rounding.
        func due(_ delay: TimeInterval?) -> Bool { delay.map { screen.loop.now >= lastInput.adding(seconds: $0) } ?? false }
        if due(blankAfter) {
            blank()
        } else if due(dimAfter), state == .awake {
            dim()
        }
        arm()
    }

    func dim() {
        guard state == .awake else { return }
        state = .dimmed
        for follower in followers { follower.dim() }
        if let backlight = screen.backlight {
            brightnessBeforeDim = backlight.brightness
            do {
                try backlight.setBrightness(backlight.brightness * Self.dimmedShare)
                return
            } catch {
                logger.error("cannot dim the backlight (\(error)); dimming the picture instead")
                brightnessBeforeDim = nil
            }
        }
        let shade = UIView(frame: screen.bounds)
        shade.backgroundColor = UIColor(white: 0, alpha: Self.veilAlpha)
        shade.isUserInteractionEnabled = false
        shade.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        PassThroughWindow.shown(&veil, on: screen, level: .greatestFiniteMagnitude, content: shade)
    }

    /// Turns the panel off; a display that cannot stays dimmed (logged once).
    func blank() {
        guard state != .blanked else { return }
        if state == .awake { dim() }
        for follower in followers { follower.blank() }
        do {
            try screen.display.setBlanked(true)
            state = .blanked
            logger.info("panel off after \(blankAfter.map { "\(Int($0))" } ?? "?") seconds without input")
        } catch {
            if !blankFailed { logger.error("cannot turn the panel off (\(error)); it stays dimmed") }
            blankFailed = true
        }
    }

    /// Lights the panel again: on, the backlight's level back, the veil gone.
    func wake() {
        guard state != .awake else { return }
        for follower in followers { follower.wake() }
        if state == .blanked {
            do {
                try screen.display.setBlanked(false)
            } catch {
                logger.error("cannot turn the panel on: \(error)")
            }
        }
        state = .awake
        if let level = brightnessBeforeDim, let backlight = screen.backlight {
            do { try backlight.setBrightness(level) } catch { logger.error("cannot restore the backlight: \(error)") }
        }
        brightnessBeforeDim = nil
        veil?.isHidden = true
    }

    /// The brightness the app sees: while dimmed, the level it will come back to.
    var appBrightness: Double? { brightnessBeforeDim }

    /// The app set the brightness while dimmed: that is the level to come back to.
    func brightnessWasSet(_ level: Double) {
        if state != .awake && brightnessBeforeDim != nil { brightnessBeforeDim = level }
    }
}
