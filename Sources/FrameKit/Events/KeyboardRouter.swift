import Foundation
import FrameKitPlatform
import Logging

/// A responder that repeats some held keys itself (a text input's arrows), beyond the typed text every
/// `UIKeyInput` gets again.
@MainActor
protocol KeyRepeatTarget: AnyObject {
    /// Handles one repeat of a held key; false when the key does not repeat here.
    func repeatPress(_ key: UIKey) -> Bool
}

/// Hardware keys to the app: the keymap turns evdev codes into `UIKey`s, shortcuts (`UIKeyCommand`) on the
/// responder chain run first, otherwise the first responder gets `pressesBegan/Ended` and, if it takes text
/// (`UIKeyInput`), the typed text. Keys repeat here (libinput does not), on the main loop's clock. The rotate-display
/// key turns the interface to the next allowed orientation.
@MainActor
final class KeyboardRouter {
    static let backspaceKey = 14

    /// The layout (xkbcommon's on Linux), which the composition root gives the screen (`UIScreen.keyTranslator`),
    /// or makes on the first key with `makeKeymap`.
    var keymap: (any KeyTranslator)?
    var makeKeymap: (@MainActor () throws -> any KeyTranslator)?
    /// How held keys repeat (nil: they do not).
    var keyRepeat: KeyRepeat? = KeyRepeat(delay: 0.5, rate: 25)

    private let loop: MainLoop
    private var held: [Int: (press: UIPress, command: UIKeyCommand?)] = [:]
    private var repeating: (code: Int, timer: LoopTimer)?
    private var keymapFailed = false
    private let logger = Logger(label: "framekit.input")

    private unowned let screen: UIScreen

    init(screen: UIScreen, loop: MainLoop) {
        self.screen = screen
        self.loop = loop
    }

    func handle(code: Int, pressed: Bool, time: MonotonicInstant) {
        if code == KeyCodes.rotateDisplay {
            if pressed { (screen.application ?? .shared).rotateToNextAllowedOrientation(on: screen) }
            return
        }
        guard let keymap = currentKeymap() else { return }
        if pressed {
            guard held[code] == nil else { return }
            let key = makeKey(code, keymap)
            keymap.update(code: code, pressed: true)
            press(key, at: time.seconds)
            if keymap.repeats(code: code) { startRepeating(code) }
        } else {
            keymap.update(code: code, pressed: false)
            if repeating?.code == code { stopRepeating() }
            guard let (press, command) = held.removeValue(forKey: code), command == nil else { return }
            press.phase = .ended
            press.timestamp = time.seconds
            deliver(press, to: press.responder) { $0.pressesEnded }
        }
    }

    /// A keyboard went away: its held keys are cancelled and stop repeating.
    func cancelAll(at time: MonotonicInstant) {
        stopRepeating()
        for (_, (press, command)) in held where command == nil {
            press.phase = .cancelled
            press.timestamp = time.seconds
            deliver(press, to: press.responder) { $0.pressesCancelled }
        }
        held.removeAll()
    }

    func currentKeymap() -> (any KeyTranslator)? {
        if let keymap { return keymap }
        guard !keymapFailed else { return nil }
        keymapFailed = true
        guard let makeKeymap else {
            logger.error("keyboard input off: the screen has no keymap (the platform makes one from FRAMEKIT_XKB_LAYOUT)")
            return nil
        }
        do {
            keymap = try makeKeymap()
            keymapFailed = false
        } catch {
            logger.error("keyboard input off: \(error)")
        }
        return keymap
    }

    private func makeKey(_ code: Int, _ keymap: any KeyTranslator) -> UIKey {
        let modifiers = keymap.modifiers
        var flags: UIKeyModifierFlags = []
        for (modifier, flag) in [(KeyModifiers.shift, UIKeyModifierFlags.shift), (.control, .control),
                                 (.alternate, .alternate), (.command, .command), (.capsLock, .alphaShift)]
        where modifiers.contains(modifier) {
            flags.insert(flag)
        }
        return UIKey(
            characters: keymap.typedText(code: code), charactersIgnoringModifiers: keymap.textIgnoringModifiers(code: code),
            modifierFlags: flags, keyCode: UIKeyboardHIDUsage(evdevCode: code), evdevCode: code)
    }

    private func press(_ key: UIKey, at time: TimeInterval) {
        let press = UIPress(key: key, timestamp: time)
        let command = keyCommand(for: key)
        held[key.evdevCode] = (press, command)
        if let command { return command.perform() }
        let target = focus
        press.responder = target
        deliver(press, to: target) { $0.pressesBegan }
        type(key)
    }

    /// Where keys go: the key window's first responder, else its root view controller, else the key window.
    private var focus: UIResponder? {
        let window = screen.keyWindow
        return window?.firstResponder ?? window?.rootViewController ?? window
    }

    /// The first shortcut on the chain from the first responder (or the key window) that the key triggers.
    private func keyCommand(for key: UIKey) -> UIKeyCommand? {
        var responder = focus
        while let current = responder {
            if let command = current.keyCommands?.first(where: { $0.matches(key) }) { return command }
            responder = current.next
        }
        return nil
    }

    /// Typed text for a first responder that takes it; shortcuts with Control or Command type nothing.
    private func type(_ key: UIKey) {
        guard let input = screen.keyWindow?.firstResponder as? UIKeyInput,
            key.modifierFlags.isDisjoint(with: [.control, .command])
        else { return }
        if key.evdevCode == Self.backspaceKey {
            // ⌥ (Alt) + backspace deletes a word: the text views' editing keys do that, not one deleteBackward.
            guard !key.modifierFlags.contains(.alternate) else { return }
            screen.keyboard.hardwareKeyWasTyped()
            return input.deleteBackward()
        }
        let text = key.characters == "\r" ? "\n" : key.characters
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" })
        else { return }
        screen.keyboard.hardwareKeyWasTyped()
        input.insertText(text)
    }

    private func deliver(
        _ press: UIPress, to responder: UIResponder?,
        _ method: (UIResponder) -> (Set<UIPress>, UIPressesEvent?) -> Void
    ) {
        guard let responder else { return }
        method(responder)([press], UIPressesEvent(timestamp: press.timestamp, presses: [press]))
    }

    // MARK: Repeat

    private func startRepeating(_ code: Int) {
        stopRepeating()
        guard let keyRepeat else { return }
        schedule(code, after: keyRepeat.delay)
    }

    private func schedule(_ code: Int, after delay: TimeInterval) {
        let timer = loop.schedule(at: loop.now.adding(seconds: delay)) { [weak self] in self?.repeatKey(code) }
        repeating = (code, timer)
    }

    private func repeatKey(_ code: Int) {
        guard let (press, command) = held[code], let key = press.key else { return stopRepeating() }
        if let command {
            guard command.repeats else { return stopRepeating() }
            command.perform()
        } else if let target = press.responder as? KeyRepeatTarget, target.repeatPress(key) {
            // a caret motion or deletion, repeated by the editor
        } else {
            type(key)
        }
        guard let keyRepeat else { return stopRepeating() }
        schedule(code, after: 1 / keyRepeat.rate)
    }

    private func stopRepeating() {
        repeating?.timer.cancel()
        repeating = nil
    }
}
