import CPlatformLibraries
import FrameKitPlatform

/// The C libraries only hardware backends use (libinput, libudev, libseat, xkbcommon, libsystemd for logind), and SDL2
/// for the desktop preview's window. The
/// executable does not link them: the backend that first needs one loads it, so an app on the offscreen display never maps them and the others
/// start without their ~20 shared objects (1.5 MiB resident, 3 ms of loading).
enum PlatformLibrary: CaseIterable {
    case libinput, udev, seat, xkbcommon, systemd, sdl

    /// Loads `libraries` (each once), wrapping a failure in the caller's own error.
    static func load<Failure: Error>(
        _ libraries: PlatformLibrary..., orThrow wrap: (PlatformLibraryError) -> Failure
    ) throws(Failure) {
        do throws(PlatformLibraryError) {
            for library in libraries { try library.load() }
        } catch {
            throw wrap(error)
        }
    }

    /// Loads the library (once; later calls return at once).
    func load() throws(PlatformLibraryError) {
        try attempt(soname: nil) { fk_load_platform_library(library, $0, $1) }
    }

    /// Whether `soname` (by default the library's own) loads and has every function FrameKit calls; loads nothing
    /// for good.
    func check(soname: String? = nil) throws(PlatformLibraryError) {
        try attempt(soname: soname) { fk_check_platform_library(library, soname, $0, $1) }
    }

    /// The shared object the library loads from.
    var soname: String { String(cString: fk_platform_library_soname(library)) }

    /// Runs `body` with a buffer for the loader's reason; a failure names `soname` (nil: the library's own).
    private func attempt(
        soname: String?, _ body: (UnsafeMutablePointer<CChar>, Int) -> Int32
    ) throws(PlatformLibraryError) {
        var reason = [CChar](repeating: 0, count: 512)
        guard body(&reason, reason.count) != 0 else { return }
        throw PlatformLibraryError(
            soname: soname ?? self.soname, debianPackage: debianPackage,
            reason: String(decoding: reason.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
    }

    private var library: fk_platform_library {
        switch self {
        case .libinput: fk_library_libinput
        case .udev: fk_library_udev
        case .seat: fk_library_seat
        case .xkbcommon: fk_library_xkbcommon
        case .systemd: fk_library_systemd
        case .sdl: fk_library_sdl
        }
    }

    /// The Debian package that installs the shared object.
    private var debianPackage: String {
        switch self {
        case .libinput: "libinput10"
        case .udev: "libudev1"
        case .seat: "libseat1"
        case .xkbcommon: "libxkbcommon0"
        case .systemd: "libsystemd0"
        case .sdl: "libsdl2-2.0-0"
        }
    }
}

/// A platform library that could not be loaded: names the shared object, the loader's reason and the package to
/// install.
public struct PlatformLibraryError: Error, CustomStringConvertible, Equatable {
    /// The shared object that failed to load (`libinput.so.10`).
    public var soname: String
    /// The Debian package that provides it.
    public var debianPackage: String
    /// The dynamic loader's message.
    public var reason: String

    public var description: String {
        "cannot load \(soname) (\(reason)); install it: apt-get install -y \(debianPackage)"
    }
}
