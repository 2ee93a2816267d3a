import CWebKitBridge
import Foundation
import FrameKit

/// Where the web content process may read, and whether it runs in WPE's bubblewrap sandbox.
///
/// Pages are the least trusted input a kiosk has, and the web process runs them with the app's user and groups (the
/// kiosk unit gives it `input` and `video`). In the sandbox it sees a private `/dev` with only the GPU, no `/run`
/// (so no control socket), no network of its own, and of the file system only the system's libraries and data and
/// the directories below: what an iOS app's web view may read, its container — the app's bundle (its executable's
/// directory, where SwiftPM puts resource bundles), its Documents, Application Support and Caches directories, and
/// its temporary directory. WebKit fixes these before a context's first view exists, so a `loadFileURL` outside
/// them fails, as one outside `allowingReadAccessTo` does, on every machine alike (also where WebKit itself skips
/// the sandbox: inside a container, or with `FRAMEKIT_WEB_SANDBOX=off`).
struct WebContentSandbox: Sendable {
    /// Why the sandbox is on or off, for the log.
    enum State: Equatable, Sendable {
        /// Web processes run in bubblewrap.
        case on
        /// `FRAMEKIT_WEB_SANDBOX=off`: web processes run unconfined and may read anything the app may.
        case turnedOff
        /// No `/usr/bin/bwrap`: WebKit could not start a web process in the sandbox.
        case noBubblewrap
        /// Inside a container (Docker, Flatpak), where WebKit never starts bubblewrap; the read rules still hold.
        case inContainer
        /// bubblewrap cannot make its namespaces here (what it said): a unit without FrameKit's web drop-in. Web
        /// views show nothing rather than run pages unconfined, or hang WebKit on a process it cannot start.
        case cannotStart(String)
    }

    let state: State
    /// The directories web processes may read, besides the system's.
    let readableDirectories: [String]

    /// Whether FrameKit asks WebKit for the sandbox and applies its read rules.
    var isRequested: Bool { state == .on || state == .inContainer }

    /// Why web views cannot show pages, or nil.
    var refusal: String? {
        guard case .cannotStart(let said) = state else { return nil }
        return "the web content sandbox cannot start here (bubblewrap: \(said)); run the app under FrameKit's web drop-in, which framekit package installs with it (systemd/framekit-web-kiosk.conf), or set FRAMEKIT_WEB_SANDBOX=off to show pages unconfined"
    }

    /// The process's sandbox, from its environment and file system (bubblewrap is tried once, when first asked).
    static let current = WebContentSandbox(
        environment: ProcessInfo.processInfo.environment, fileExists: { FileManager.default.fileExists(atPath: $0) },
        containerDirectories: appContainerDirectories(), check: checkBubblewrap)

    /// `check` tries bubblewrap: nil when it can make its namespaces, else what it said.
    init(environment: [String: String], fileExists: (String) -> Bool, containerDirectories: [String], check: () -> String? = { nil }) {
        if let value = environment["FRAMEKIT_WEB_SANDBOX"], value.lowercased() == "off" {
            state = .turnedOff
        } else if !fileExists("/usr/bin/bwrap") {
            state = .noBubblewrap
        } else if fileExists("/.dockerenv") || fileExists("/.flatpak-info") {
            state = .inContainer
        } else if let said = check() {
            state = .cannotStart(said)
        } else {
            state = .on
        }
        readableDirectories = Self.acceptable(containerDirectories)
    }

    private static func checkBubblewrap() -> String? {
        var message = [CChar](repeating: 0, count: 512)
        guard fk_web_sandbox_check(&message, message.count) != 0 else { return nil }
        return message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Whether a web process may read `url` (a file or a directory).
    func allowsReading(_ url: URL) -> Bool {
        guard isRequested else { return true }
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        return readableDirectories.contains { Self.path(path, isWithin: $0) }
    }

    /// One line for the log: what the web process can reach.
    var description: String {
        switch state {
        case .on: "web content runs in WPE's bubblewrap sandbox, reading only the system and \(readableDirectories.joined(separator: ", "))"
        case .turnedOff: "web content runs unconfined (FRAMEKIT_WEB_SANDBOX=off): a page's process may open anything the app may"
        case .noBubblewrap: "web content runs unconfined: /usr/bin/bwrap is missing (apt-get install bubblewrap)"
        case .inContainer: "web content runs unconfined: WebKit does not start bubblewrap inside a container; file loads still keep to \(readableDirectories.joined(separator: ", "))"
        case .cannotStart: "web views show nothing: \(refusal ?? "")"
        }
    }

    /// `path` is `directory` or inside it.
    static func path(_ path: String, isWithin directory: String) -> Bool {
        path == directory || path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
    }

    /// The directories of an iOS app's container, as Foundation names them on Linux.
    private static func appContainerDirectories() -> [String] {
        let files = FileManager.default
        let named: [FileManager.SearchPathDirectory] = [.documentDirectory, .applicationSupportDirectory, .cachesDirectory]
        return [Bundle.main.bundlePath, NSTemporaryDirectory()]
            + named.compactMap { files.urls(for: $0, in: .userDomainMask).first?.path }
    }

    /// Absolute, standardised, existing, unique — and never `/` or the kernel's and the runtime's trees, which would
    /// hand the page the devices and sockets the sandbox exists to hide (a system user's home can be `/`).
    static func acceptable(_ directories: [String]) -> [String] {
        var result: [String] = []
        for directory in directories where directory.hasPrefix("/") && !directory.contains("\n") {
            let path = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().path
            let hidden = ["/dev", "/proc", "/sys", "/run", "/var/run"]
            guard path != "/", !hidden.contains(where: { Self.path(path, isWithin: $0) }), !result.contains(path) else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            result.append(path)
        }
        return result
    }
}
