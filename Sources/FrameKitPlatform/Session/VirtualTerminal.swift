import CSystem
import Foundation
import Logging

#if canImport(Glibc)
import Glibc
#endif

/// The Linux console the app runs on (systemd's `TTYPath=`, standard input). While the app shows, the VT is in
/// graphics mode (the kernel's text console stops drawing over the picture, no blinking cursor) and its keyboard is
/// off (keystrokes do not reach the console or a shell); both come back on `restore()`, and also when the process
/// dies of a crash (a C signal handler puts them back before the crash runs its course).
public final class VirtualTerminal: @unchecked Sendable {
    // linux/kd.h: a stable kernel ABI.
    static let getMode: UInt = 0x4B3B, setMode: UInt = 0x4B3A, graphicsMode: Int32 = 1
    static let getKeyboardMode: UInt = 0x4B44, setKeyboardMode: UInt = 0x4B45, keyboardOff: Int32 = 4

    public let descriptor: Int32
    private let previousMode: Int32
    private let previousKeyboardMode: Int32
    private var restored = false

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

    /// Puts the console's text mode and keyboard back.
    public func restore() {
        guard !restored else { return }
        restored = true
        fk_forget_console_on_fatal_signals()
        _ = ioctl(descriptor, Self.setKeyboardMode, previousKeyboardMode)
        _ = ioctl(descriptor, Self.setMode, previousMode)
    }

    deinit { restore() }
}
