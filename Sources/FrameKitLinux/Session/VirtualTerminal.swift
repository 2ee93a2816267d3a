import CSystem
import Foundation
import Logging
import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// The Linux console the app runs on (systemd's `TTYPath=`, standard input). While the app shows, the VT is in
/// graphics mode (the kernel's text console stops drawing over the picture, no blinking cursor) and its keyboard is
/// off (keystrokes do not reach the console or a shell); both come back on `restore()`, and also when the process
/// dies of a crash (a C signal handler puts them back before the crash runs its course). Without a seat manager the
/// app also handles VT switches itself (`handleSwitches`).
public final class VirtualTerminal: @unchecked Sendable {
    // linux/kd.h: a stable kernel ABI.
    static let getMode: UInt = 0x4B3B, setMode: UInt = 0x4B3A, graphicsMode: Int32 = 1
    static let getKeyboardMode: UInt = 0x4B44, setKeyboardMode: UInt = 0x4B45, keyboardOff: Int32 = 4

    /// The terminal's open file descriptor.
    public let descriptor: Int32
    private let previousMode: Int32
    private let previousKeyboardMode: Int32
    private var restored = false
    private var switchSignals: AnyObject?

    /// Takes over the console on `descriptor` (standard input by default); nil when it is not a virtual terminal
    /// (a pipe, a serial line, a terminal emulator), in which case there is nothing to switch.
    public init?(descriptor: Int32 = STDIN_FILENO) {
        var mode: Int32 = 0
        var keyboard: Int32 = 0
        guard isatty(descriptor) == 1, ioctl(descriptor, Self.getMode, &mode) == 0,
            ioctl(descriptor, Self.getKeyboardMode, &keyboard) == 0
        else { return nil }
        self.descriptor = descriptor
        previousMode = mode
        previousKeyboardMode = keyboard
        let logger = Logger(label: "framekit.console")
        if ioctl(descriptor, Self.setMode, Self.graphicsMode) != 0 {
            logger.warning("cannot switch the console to graphics mode: \(String(cString: strerror(errno)))")
        }
        if ioctl(descriptor, Self.setKeyboardMode, Self.keyboardOff) != 0 {
            logger.warning("cannot turn the console keyboard off: \(String(cString: strerror(errno)))")
        }
        fk_restore_console_on_fatal_signals(descriptor, mode, keyboard)
        logger.info("console \(ttyname(descriptor).map { String(cString: $0) } ?? "?") in graphics mode, keyboard off")
    }

    /// Makes VT switches wait for the app (VT_PROCESS): `release` runs before the console goes to another VT (stop
    /// drawing, let go of the devices), `acquire` once it is back (take them, redraw everything). Without this a
    /// switch would leave the app drawing over the other console, and its picture gone on return.
    @MainActor
    public func handleSwitches(release: @escaping @MainActor () -> Void, acquire: @escaping @MainActor () -> Void) {
        let logger = Logger(label: "framekit.console")
        let result = fk_vt_process_switching(descriptor, SIGUSR1, SIGUSR2)
        guard result == 0 else {
            return logger.warning("cannot follow VT switches (VT_SETMODE: \(String(cString: strerror(-result))))")
        }
        let descriptor = descriptor
        switchSignals = SignalWatcher(signals: [SIGUSR1, SIGUSR2]) { signal in
            if signal == SIGUSR1 {
                logger.info("the console switches to another VT: stopping")
                release()
                fk_vt_release_done(descriptor)
            } else {
                fk_vt_acquire_done(descriptor)
                logger.info("the console is back: redrawing")
                acquire()
            }
        }
    }

    /// Puts the console's text mode and keyboard back.
    public func restore() {
        guard !restored else { return }
        restored = true
        if switchSignals != nil { fk_vt_automatic_switching(descriptor) }
        fk_forget_console_on_fatal_signals()
        _ = ioctl(descriptor, Self.setKeyboardMode, previousKeyboardMode)
        _ = ioctl(descriptor, Self.setMode, previousMode)
    }

    deinit { restore() }
}
