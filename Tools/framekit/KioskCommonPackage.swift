import Foundation

/// `framekit-kiosk-common`: what every FrameKit kiosk app's package shares — FrameKit's kiosk unit
/// (framekit-kiosk@.service), the `framekit` user and its groups (sysusers.d) and the udev rule that lets it set the
/// backlight — in a package of its own that each app's package depends on, so several apps install side by side.
/// `framekit package` writes it beside the app's; its version is `version`.
struct KioskCommonPackage {
    static let name = "framekit-kiosk-common"
    /// Raised whenever one of the files changes (a test holds the files' digest to this version).
    static let version = "1.1.0"
    static var dependency: String { "\(name) (>= \(version))" }

    var architecture: String
    var fileName: String { "\(Self.name)_\(Self.version)_\(architecture).deb" }

    /// The user the unit runs the app as, in the groups that open the display and input devices without a seat manager.
    static let sysusers = """
        # The user FrameKit kiosk apps run as (framekit-kiosk@.service), with the groups that open the display and
        # input devices when no seat manager hands them over.
        u framekit - "FrameKit kiosk" /var/lib/framekit
        m framekit video
        m framekit input
        m framekit render

        """

    var control: String {
        """
        Package: \(Self.name)
        Version: \(Self.version)
        Architecture: \(architecture)
        Maintainer: FrameKit <framekit@localhost>
        Depends: systemd, udev
        Section: misc
        Priority: optional
        Description: what FrameKit kiosk apps share
         The kiosk unit framekit-kiosk@.service, the framekit user and its groups, and the udev rule that lets
         them set the panel's backlight. Each FrameKit kiosk app's package depends on it.

        """
    }

    /// Creates the user and applies the backlight rule to the backlights already there.
    static let postinst = """
        #!/bin/sh
        set -e
        if [ "$1" = configure ]; then
            systemd-sysusers framekit.conf
            udevadm control --reload || true
            udevadm trigger --subsystem-match=backlight --action=add || true
            if [ -d /run/systemd/system ]; then systemctl daemon-reload; fi
        fi

        """

    /// The files, by path in the package, from FrameKit's `systemd` folder (`kiosk`).
    static func files(kiosk: URL) throws -> [(path: String, contents: Data)] {
        [
            ("lib/systemd/system/framekit-kiosk@.service", try Data(contentsOf: kiosk.appendingPathComponent("framekit-kiosk@.service"))),
            ("usr/lib/sysusers.d/framekit.conf", Data(sysusers.utf8)),
            ("usr/lib/udev/rules.d/70-framekit-backlight.rules",
             try Data(contentsOf: kiosk.appendingPathComponent("70-framekit-backlight.rules"))),
        ]
    }
}
