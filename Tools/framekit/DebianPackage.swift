import CPlatformLibraries
import Foundation

/// What `framekit package` puts in a kiosk app's Debian package: the release executable and its resource bundles
/// under /opt/framekit/bin (and the app's own unit, when it brings one, as its instance's unit), scripts that enable and
/// start the app's service on install when no other FrameKit kiosk is enabled (and stop and disable it on removal),
/// and a control file whose dependencies are the Debian packages of the libraries the executable links
/// (dpkg-shlibdeps), of those FrameKit loads at run time (their sonames resolved to packages on this machine with dpkg
/// -S), and `framekit-kiosk-common`, which holds what every FrameKit kiosk app shares (`KioskCommonPackage`), so
/// several apps install side by side. An app that shows web content also gets FrameKit's web drop-in for its unit.
struct DebianPackage {
    /// The executable's product name, e.g. "HelloKiosk".
    var product: String
    var version: String
    var architecture: String
    var maintainer: String
    /// `Depends` of what the executable links, as dpkg-shlibdeps gives it ("libc6 (>= 2.34), libcairo2 (>= 1.6.0)").
    var linkedDependencies: String
    /// The packages of the libraries FrameKit loads when a kiosk needs them (libinput, seat, …).
    var boardPackages: [String]
    /// The packages of the libraries loaded by the first image or storyboard of their kind.
    var contentPackages: [String]

    /// Debian package names are lower case.
    var name: String { product.lowercased().replacingOccurrences(of: "_", with: "-") }
    var unit: String { "framekit-kiosk@\(product).service" }
    /// Whether the app shows web content (it links WPE WebKit): its unit then needs FrameKit's web drop-in, which the
    /// package installs for its instance, so the service never starts without it.
    var showsWebContent: Bool { linkedDependencies.contains("libwpewebkit") }
    /// Where the web drop-in goes.
    var webDropInPath: String { "lib/systemd/system/\(unit).d/web.conf" }
    /// The font `UIImage(systemName:)` draws its symbols with (Material Icons), recommended like the codecs: only apps
    /// that show system symbols need it.
    static let symbolFontPackage = "fonts-material-design-icons-iconfont"
    var fileName: String { "\(name)_\(version)_\(architecture).deb" }

    /// A product name is a file name under /opt/framekit/bin, a systemd instance name (`%i` is the unescaped name
    /// only for these characters) and a word in root-run maintainer scripts: letters, digits, `_`, `.` and `-` only.
    static func validate(product: String) throws(PackagingError) {
        guard product.wholeMatch(of: /[A-Za-z0-9][A-Za-z0-9_.-]*/) != nil, product.count <= 64 else {
            throw PackagingError("product name \(product.debugDescription) cannot name the app's file and its systemd service: use letters, digits, '_', '.' and '-' (64 at most), starting with a letter or digit")
        }
    }

    var control: String {
        """
        Package: \(name)
        Version: \(version)
        Architecture: \(architecture)
        Maintainer: \(maintainer)
        Depends: \(([linkedDependencies] + boardPackages + [KioskCommonPackage.dependency]).filter { !$0.isEmpty }.joined(separator: ", "))
        Recommends: \((contentPackages + [Self.symbolFontPackage]).joined(separator: ", "))
        Section: misc
        Priority: optional
        Description: \(product), a FrameKit kiosk app
         Runs \(product) full-screen as the systemd service \(unit), started at boot.

        """
    }

    /// Enables and starts the app's service, unless another FrameKit kiosk is the enabled one (two apps on one panel
    /// would fight over it): then it says how to switch.
    var postinst: String {
        """
        #!/bin/sh
        set -e
        unit='\(unit)'
        if [ "$1" = configure ]; then
            others=$(for link in /etc/systemd/system/*.wants/framekit-kiosk@*.service; do
                [ -L "$link" ] && basename "$link"; done | grep -vxF "$unit" | sort -u | paste -sd ' ' - || true)
            # The unit's files (a web drop-in among them) may be new: systemd reads them again before anything starts.
            if [ -d /run/systemd/system ]; then systemctl daemon-reload; fi
            if [ -n "$others" ]; then
                echo "$unit is installed but not enabled: $others is this board's kiosk (systemctl disable --now it, then systemctl enable --now $unit)"
            elif [ -d /run/systemd/system ]; then
                systemctl enable "$unit"
                systemctl restart --no-block "$unit"
            else
                systemctl enable "$unit" || true
            fi
        fi

        """
    }

    var prerm: String {
        """
        #!/bin/sh
        set -e
        if [ "$1" = remove ] && [ -d /run/systemd/system ]; then
            systemctl disable --now '\(unit)' || true
        fi

        """
    }

    var postrm: String {
        """
        #!/bin/sh
        set -e
        if [ -d /run/systemd/system ]; then systemctl daemon-reload || true; fi

        """
    }

    /// The libraries FrameKit loads at run time, by their use: the board's (needed by every kiosk), content's (needed
    /// by apps with such images or storyboards), and the desktop preview's, which a kiosk never loads.
    enum LoadedLibraryUse { case board, content, desktop }

    static func use(of library: fk_platform_library) -> LoadedLibraryUse {
        switch library {
        case fk_library_libinput, fk_library_udev, fk_library_seat, fk_library_xkbcommon, fk_library_systemd: .board
        case fk_library_sdl: .desktop
        default: .content
        }
    }

    /// Every library CPlatformLibraries loads, with its soname.
    static var loadedLibraries: [(library: fk_platform_library, soname: String)] {
        (0...fk_library_chipmunk.rawValue).map { raw in
            let library = fk_platform_library(rawValue: raw)
            return (library, String(cString: fk_platform_library_soname(library)))
        }
    }
}
