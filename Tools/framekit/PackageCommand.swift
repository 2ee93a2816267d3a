import ArgumentParser
import CPlatformLibraries
import Foundation

/// `framekit package`: a kiosk app as a Debian package (see `DebianPackage` for what is in it).
struct PackageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "package",
        abstract: "Build a kiosk app for release and make a Debian package that installs it as the kiosk service.",
        discussion: """
            Builds PRODUCT with `swift build -c release --static-swift-stdlib` (the Swift runtime linked in), then \
            writes NAME_VERSION_ARCH.deb: the executable and its resource bundles (PACKAGE_PRODUCT.resources) in \
            /opt/framekit/bin and scripts that enable and start framekit-kiosk@PRODUCT.service on install (unless \
            another FrameKit kiosk is enabled). Beside it, framekit-kiosk-common_VERSION_ARCH.deb holds what all \
            FrameKit kiosk apps share — FrameKit's kiosk unit, the framekit user and its groups (sysusers.d), the \
            backlight's udev rule — so several apps install side by side. The app's dependencies are the packages \
            of the libraries the executable links (dpkg-shlibdeps, from dpkg-dev) and of the libraries FrameKit \
            loads at run time (found on this machine with dpkg -S). Install both on a board with \
            `apt install ./framekit-kiosk-common_*.deb ./NAME_VERSION_ARCH.deb`. Build on the board's \
            architecture: the packages are for this machine's (dpkg --print-architecture).
            """)

    @Option(help: "The executable product to package, e.g. HelloKiosk.")
    var product: String

    @Option(help: "The package's version.")
    var version = "1.0.0"

    @Option(help: "The package's maintainer, \"Name <address>\".")
    var maintainer = "FrameKit app maintainer <root@localhost>"

    @Option(help: "The Swift package's directory.")
    var packagePath = "."

    @Option(help: "The directory the .deb is written to.")
    var output = "."

    @Option(help: "The app's own unit, installed as framekit-kiosk@PRODUCT.service (default: FrameKit's template unit, from the FrameKit package the app depends on).")
    var unit: String?

    @Flag(help: "Package the release build as it is, without building.")
    var skipBuild = false

    @Flag(help: "Keep the executable's debug information (DWARF); by default it is stripped, as Debian's packages are. Function names stay either way, so crash reports still name functions.")
    var keepDebugInfo = false

    func validate() throws {
        do { try DebianPackage.validate(product: product) } catch { throw ValidationError("--product: \(error.message)") }
        guard version.wholeMatch(of: /[0-9][A-Za-z0-9.+~-]*/) != nil else {
            throw ValidationError("--version \(version): a Debian version starts with a digit and has only letters, digits and . + ~ -")
        }
    }

    func run() throws {
        do { try makePackage() } catch let error as PackagingError { throw failure("framekit package: \(error.message)") }
    }

    private func makePackage() throws {
        let directory = URL(fileURLWithPath: packagePath).standardizedFileURL
        if !skipBuild {
            print("framekit package: building \(product) (release, static Swift runtime)")
            try Shell.run("swift", ["build", "-c", "release", "--static-swift-stdlib", "--product", product], in: directory)
        }
        let bin = URL(fileURLWithPath: try Shell.run("swift", ["build", "-c", "release", "--show-bin-path"], in: directory)
            .trimmingCharacters(in: .whitespacesAndNewlines))
        let executable = bin.appendingPathComponent(product)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw PackagingError("no release build of \(product) in \(bin.path); build it, or drop --skip-build")
        }
        let frameKit = try Self.frameKitDirectory(of: directory)
        print("framekit package: the kiosk unit and udev rule are FrameKit's, from \(frameKit.path)")
        let ownUnit = unit.map { URL(fileURLWithPath: $0).standardizedFileURL }
        if let ownUnit { print("framekit package: \(product)'s own unit \(ownUnit.path) is installed as framekit-kiosk@\(product).service") }
        let architecture = try Shell.run("dpkg", ["--print-architecture"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let package = DebianPackage(
            product: product, version: version, architecture: architecture,
            maintainer: maintainer, linkedDependencies: try Self.linkedDependencies(of: executable),
            boardPackages: try Self.packages(loadedFor: .board), contentPackages: try Self.packages(loadedFor: .content))
        let common = KioskCommonPackage(architecture: architecture)
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        let appRoot = staging.appendingPathComponent("app"), commonRoot = staging.appendingPathComponent("common")
        let kiosk = frameKit.appendingPathComponent("systemd")
        if package.showsWebContent { print("framekit package: \(product) shows web content: its unit gets FrameKit's web drop-in (/\(package.webDropInPath))") }
        try Self.stage(package, executable: executable, ownUnit: ownUnit, kiosk: kiosk, into: appRoot)
        if !keepDebugInfo { try Self.stripDebugInfo(appRoot.appendingPathComponent("opt/framekit/bin/\(product)")) }
        try Self.stage(common, kiosk: kiosk, into: commonRoot)
        let outputDirectory = URL(fileURLWithPath: output).standardizedFileURL
        for (root, fileName) in [(commonRoot, common.fileName), (appRoot, package.fileName)] {
            try Self.normaliseModes(under: root)
            let deb = outputDirectory.appendingPathComponent(fileName)
            try Shell.run("dpkg-deb", ["--build", "--root-owner-group", root.path, deb.path])
            print("framekit package: wrote \(deb.path)")
        }
        print("  Depends: \(package.control.split(separator: "\n").first { $0.hasPrefix("Depends:") }?.dropFirst(9) ?? "")")
    }

    /// Lays out the app package's files and DEBIAN/ under `root` (the web drop-in from FrameKit's `kiosk` folder).
    static func stage(_ package: DebianPackage, executable: URL, ownUnit: URL?, kiosk: URL, into root: URL) throws {
        let files = FileManager.default
        let bin = root.appendingPathComponent("opt/framekit/bin")
        try files.createDirectory(at: bin, withIntermediateDirectories: true)
        try files.copyItem(at: executable, to: bin.appendingPathComponent(package.product))
        let bundles = try files.contentsOfDirectory(atPath: executable.deletingLastPathComponent().path)
            .filter { $0.hasSuffix("_\(package.product).resources") }
        for bundle in bundles {
            try files.copyItem(
                at: executable.deletingLastPathComponent().appendingPathComponent(bundle), to: bin.appendingPathComponent(bundle))
        }
        if let ownUnit {
            try write(String(contentsOf: ownUnit, encoding: .utf8), to: root.appendingPathComponent("lib/systemd/system/\(package.unit)"))
        }
        if package.showsWebContent {
            let dropIn = try String(contentsOf: kiosk.appendingPathComponent("framekit-web-kiosk.conf"), encoding: .utf8)
            try write(dropIn, to: root.appendingPathComponent(package.webDropInPath))
        }
        let debian = root.appendingPathComponent("DEBIAN")
        try write(package.control, to: debian.appendingPathComponent("control"))
        for (name, text) in [("postinst", package.postinst), ("prerm", package.prerm), ("postrm", package.postrm)] {
            try write(text, to: debian.appendingPathComponent(name), mode: 0o755)
        }
    }

    /// Lays out the common package under `root`, its unit and rule from FrameKit's `kiosk` folder.
    static func stage(_ common: KioskCommonPackage, kiosk: URL, into root: URL) throws {
        for file in try KioskCommonPackage.files(kiosk: kiosk) {
            try write(String(decoding: file.contents, as: UTF8.self), to: root.appendingPathComponent(file.path))
        }
        try write(common.control, to: root.appendingPathComponent("DEBIAN/control"))
        try write(KioskCommonPackage.postinst, to: root.appendingPathComponent("DEBIAN/postinst"), mode: 0o755)
    }

    /// Every folder 0755, every file 0644 or, when anyone may run it, 0755: what a build tree left (a umask, a copy's
    /// modes) does not reach the board.
    static func normaliseModes(under root: URL) throws {
        let files = FileManager.default
        for path in try files.subpathsOfDirectory(atPath: root.path) {
            let full = root.appendingPathComponent(path).path
            let attributes = try files.attributesOfItem(atPath: full)
            guard attributes[.type] as? FileAttributeType != .typeSymbolicLink else { continue }
            let isDirectory = attributes[.type] as? FileAttributeType == .typeDirectory
            let runnable = ((attributes[.posixPermissions] as? Int) ?? 0) & 0o111 != 0
            try files.setAttributes([.posixPermissions: isDirectory || runnable ? 0o755 : 0o644], ofItemAtPath: full)
        }
    }

    /// Removes the DWARF sections of `executable` in place (binutils' strip); the symbol table stays, so Swift's
    /// crash reports on the board still name functions. A release HelloKiosk goes from 92.5 MB to 77.5 MB: the rest is
    /// code and the data Foundation links in (38.8 MB, most of it ICU's).
    static func stripDebugInfo(_ executable: URL) throws {
        do {
            try Shell.run("strip", ["--strip-debug", executable.path])
        } catch let error as PackagingError {
            throw PackagingError("\(error.message) (strip comes with binutils: apt-get install -y binutils; or pass --keep-debug-info)")
        }
    }

    private static func write(_ text: String, to file: URL, mode: Int = 0o644) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
    }

    /// FrameKit's own folder: the package itself when it is FrameKit, else the FrameKit package it depends on (as
    /// SwiftPM resolved it: a checkout or a path), never another dependency's copy of the unit.
    static func frameKitDirectory(of directory: URL) throws -> URL {
        if isFrameKit(directory) { return directory }
        let json = try Shell.run("swift", ["package", "show-dependencies", "--format", "json"], in: directory)
        return try frameKitDirectory(inDependencyTree: json, of: directory)
    }

    /// The FrameKit package in SwiftPM's dependency tree (`show-dependencies --format json`) of `directory`.
    static func frameKitDirectory(inDependencyTree json: String, of directory: URL) throws -> URL {
        guard let tree = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw PackagingError("swift package show-dependencies gave no dependency tree for \(directory.path)")
        }
        var pending = [tree]
        while let node = pending.popLast() {
            if let path = node["path"] as? String, node["identity"] as? String != tree["identity"] as? String,
                isFrameKit(URL(fileURLWithPath: path)) {
                return URL(fileURLWithPath: path)
            }
            pending += node["dependencies"] as? [[String: Any]] ?? []
        }
        throw PackagingError("\(directory.path) does not depend on FrameKit, whose kiosk unit the package installs; add it to Package.swift's dependencies")
    }

    /// Whether `directory` is a FrameKit checkout: its kiosk files beside FrameKit's own sources.
    private static func isFrameKit(_ directory: URL) -> Bool {
        ["systemd/framekit-kiosk@.service", "systemd/70-framekit-backlight.rules", "Sources/FrameKit/FrameKit.docc"].allSatisfy {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }
    }

    /// dpkg-shlibdeps' `shlibs:Depends` for `executable` (it needs a debian/control to run in: a minimal one).
    static func linkedDependencies(of executable: URL) throws -> String {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-shlibdeps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try write("Source: app\n\nPackage: app\nArchitecture: any\n", to: work.appendingPathComponent("debian/control"))
        let output = try Shell.run("dpkg-shlibdeps", ["-O", "-e\(executable.path)"], in: work)
        let line = output.split(separator: "\n").first { $0.hasPrefix("shlibs:Depends=") }
        return line.map { String($0.dropFirst("shlibs:Depends=".count)) } ?? ""
    }

    /// The packages that hold the libraries FrameKit loads for `use`, found on this machine.
    static func packages(loadedFor use: DebianPackage.LoadedLibraryUse) throws -> [String] {
        let cache = try Shell.run("/sbin/ldconfig", ["-p"])
        return try DebianPackage.loadedLibraries.filter { DebianPackage.use(of: $0.library) == use }.map { library in
            let path = cache.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(library.soname + " ") }
                .flatMap { $0.components(separatedBy: " => ").last }
            guard let path else {
                throw PackagingError("\(library.soname) is not installed here, so its package is unknown; install it (framekit probe names it)")
            }
            // Merged /usr: ldconfig names /lib, dpkg knows /usr/lib.
            let owner = try (try? Shell.run("dpkg", ["-S", path])) ?? Shell.run("dpkg", ["-S", "/usr" + path])
            guard let package = owner.split(separator: ":").first else { throw PackagingError("dpkg -S \(path) said \(owner)") }
            return String(package)
        }
    }
}

/// Runs tools for `framekit package`.
enum Shell {
    /// Runs `tool` (found on the PATH) with `arguments`; its standard output, or an error with its standard error.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], in directory: URL? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw PackagingError("cannot run \(tool): \(error)") }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PackagingError("\(tool) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)):\n\(problems)")
        }
        return text
    }
}

/// Why a package could not be made; `framekit package` prints it and exits with status 2.
struct PackagingError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
