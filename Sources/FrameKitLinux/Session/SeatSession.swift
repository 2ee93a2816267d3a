import CSeat
import Foundation
import Logging
import FrameKitPlatform

/// The seat manager (logind or seatd, through libseat) when the app runs in a session on a seat: it opens the DRM
/// and input devices for the app without group memberships, and when the user switches to another VT it takes
/// them away (`onDisable`: stop frames, suspend input) and gives them back on return (`onEnable`: set the mode
/// again, redraw everything, resume input).
@MainActor
public final class SeatSession {
    /// Runs when the seat goes away (another VT); the devices are acknowledged released after it returns.
    public var onDisable: [@MainActor () -> Void] = []
    /// Runs when the seat is back.
    public var onEnable: [@MainActor () -> Void] = []
    /// Whether the app has the seat (its VT is in front).
    public private(set) var isActive = false

    private var seat: OpaquePointer?
    private let listener: UnsafeMutablePointer<libseat_seat_listener>
    private var source: DispatchSourceRead?
    /// libseat's device ids, by the fd it gave.
    private var devices: [Int32: Int32] = [:]
    private static let logger = Logger(label: "framekit.seat")

    /// Opens the session's seat; nil when there is no seat manager for this process (no logind session, no seatd):
    /// devices are then opened directly. Waits at most `timeout` seconds for the seat to become active.
    public static func open(timeout: TimeInterval = 5) -> SeatSession? {
        do throws(PlatformLibraryError) {
            try PlatformLibrary.seat.load()
        } catch {
            logger.warning("no seat manager: \(error); devices are opened directly")
            return nil
        }
        let session = SeatSession()
        return session.start(timeout: timeout) ? session : nil
    }

    private init() {
        listener = .allocate(capacity: 1)
        listener.initialize(to: libseat_seat_listener(enable_seat: Self.enable, disable_seat: Self.disable))
    }

    private func start(timeout: TimeInterval) -> Bool {
        fk_seat_set_log_sink { _, line in
            guard let line else { return }
            // libseat reports every backend it tries and fails (no seatd, no logind session) as an error; what
            // matters is the outcome, which FrameKit logs itself.
            SeatSession.logger.debug("libseat: \(String(cString: line).trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        guard let seat = libseat_open_seat(listener, Unmanaged.passUnretained(self).toOpaque()) else {
            Self.logger.info(
                "no seat manager session (\(String(cString: strerror(errno)))): devices are opened directly")
            return false
        }
        self.seat = seat
        let deadline = MonotonicInstant.now().adding(seconds: timeout)
        while !isActive, MonotonicInstant.now() < deadline {
            guard libseat_dispatch(seat, 100) >= 0 else { break }
        }
        guard isActive else {
            Self.logger.warning("the seat manager never made seat \(seatName) active; opening devices directly")
            libseat_close_seat(seat)
            self.seat = nil
            return false
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: libseat_get_fd(seat), queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let seat = self?.seat else { return }
                _ = libseat_dispatch(seat, 0)
            }
        }
        source.resume()
        self.source = source
        Self.logger.info("devices through the seat manager on \(seatName)")
        return true
    }

    /// The seat's name (seat0).
    public var seatName: String { seat.flatMap { libseat_seat_name($0) }.map { String(cString: $0) } ?? "?" }

    /// Opens a device node through the seat manager; the fd is the caller's until `closeDevice`.
    public func openDevice(_ path: String) -> Result<Int32, SeatError> {
        guard let seat else { return .failure(.closed) }
        var fd: Int32 = -1
        let id = libseat_open_device(seat, path, &fd)
        guard id >= 0, fd >= 0 else { return .failure(.cannotOpen(path: path, errno: errno)) }
        // Whether the seat manager's descriptor is close-on-exec depends on its backend: make sure, so a child
        // process (WebKit's) never holds an input or DRM device.
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        devices[fd] = id
        return .success(fd)
    }

    /// Gives a device back (and closes its fd).
    public func closeDevice(_ fd: Int32) {
        if let seat, let id = devices.removeValue(forKey: fd) { _ = libseat_close_device(seat, id) }
        _ = Glibc.close(fd)
    }

    /// Closes the seat (on exit).
    public func close() {
        source?.cancel()
        source = nil
        if let seat { libseat_close_seat(seat) }
        seat = nil
    }

    // MARK: libseat's callbacks

    private static let enable: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, userdata in
        guard let userdata else { return }
        let session = Unmanaged<SeatSession>.fromOpaque(userdata).takeUnretainedValue()
        MainActor.assumeIsolated { session.enabled() }
    }

    private static let disable: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, userdata in
        guard let userdata else { return }
        let session = Unmanaged<SeatSession>.fromOpaque(userdata).takeUnretainedValue()
        MainActor.assumeIsolated { session.disabled() }
    }

    private func enabled() {
        let wasStarted = seat != nil && source != nil
        isActive = true
        guard wasStarted else { return }
        Self.logger.notice("seat \(seatName) is back: resuming")
        for handler in onEnable { handler() }
    }

    private func disabled() {
        isActive = false
        Self.logger.notice("seat \(seatName) went to another session: frames stop, input is suspended")
        for handler in onDisable { handler() }
        if let seat { _ = libseat_disable_seat(seat) }
    }

    isolated deinit {
        close()
        listener.deallocate()
    }
}

/// Why the seat manager could not give a device.
public enum SeatError: Error, CustomStringConvertible, Equatable {
    case closed
    case cannotOpen(path: String, errno: Int32)

    public var description: String {
        switch self {
        case .closed: "the seat is closed"
        case .cannotOpen(let path, let code):
            "the seat manager cannot open \(path): \(String(cString: strerror(code))) (is the session active on its seat?)"
        }
    }
}
