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
            /opt/framekit/bin, FrameKit's kiosk unit, the framekit user and its groups (sysusers.d), and scripts \
            that enable and start framekit-kiosk@PRODUCT.service on install. Its dependencies are the packages of \
            the libraries the executable links (dpkg-shlibdeps, from dpkg-dev) and of the libraries FrameKit loads \
            at run time (found on this machine with dpkg -S). Install it on a board with \
            `apt install ./NAME_VERSION_ARCH.deb`. Build on the board's architecture: the package is for this \
            machine's (dpkg --print-architecture).
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

    @Option(help: "The kiosk unit (default: systemd/framekit-kiosk@.service of the package or of its FrameKit checkout).")
    var unit: String?

    @Flag(help: "Package the release build as it is, without building.")
    var skipBuild = false

    @Flag(help: "Keep the executable's debug information (DWARF); by default it is stripped, as Debian's packages are. Function names stay either way, so crash reports still name functions.")
    var keepDebugInfo = false

    func validate() throws {
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
        let unitFile = try unit.map { URL(fileURLWithPath: $0) } ?? Self.kioskUnit(in: directory)
        let package = DebianPackage(
            product: product, version: version,
            architecture: try Shell.run("dpkg", ["--print-architecture"]).trimmingCharacters(in: .whitespacesAndNewlines),
            maintainer: maintainer, linkedDependencies: try Self.linkedDependencies(of: executable),
            boardPackages: try Self.packages(loadedFor: .board), contentPackages: try Self.packages(loadedFor: .content))
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        try Self.stage(package, executable: executable, unit: unitFile, into: staging)
        if !keepDebugInfo { try Self.stripDebugInfo(staging.appendingPathComponent("opt/framekit/bin/\(product)")) }
        let deb = URL(fileURLWithPath: output).standardizedFileURL.appendingPathComponent(package.fileName)
        try Shell.run("dpkg-deb", ["--build", "--root-owner-group", staging.path, deb.path])
        print("framekit package: wrote \(deb.path)")
        print("  Depends: \(package.control.split(separator: "\n").first { $0.hasPrefix("Depends:") }?.dropFirst(9) ?? "")")
    }

    /// Lays out the package's files and DEBIAN/ under `root`.
    static func stage(_ package: DebianPackage, executable: URL, unit: URL, into root: URL) throws {
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
        try write(String(contentsOf: unit, encoding: .utf8), to: root.appendingPathComponent("lib/systemd/system/framekit-kiosk@.service"))
        try write(DebianPackage.sysusers, to: root.appendingPathComponent("usr/lib/sysusers.d/framekit.conf"))
        let debian = root.appendingPathComponent("DEBIAN")
        try write(package.control, to: debian.appendingPathComponent("control"))
        for (name, text) in [("postinst", package.postinst), ("prerm", package.prerm), ("postrm", package.postrm)] {
            try write(text, to: debian.appendingPathComponent(name), mode: 0o755)
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

    /// FrameKit's kiosk unit: the package's own systemd/ (FrameKit itself), else its FrameKit checkout's.
    static func kioskUnit(in directory: URL) throws -> URL {
        let relative = "systemd/framekit-kiosk@.service"
        let checkouts = directory.appendingPathComponent(".build/checkouts")
        let candidates = [directory.appendingPathComponent(relative)]
            + ((try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []).sorted()
                .map { checkouts.appendingPathComponent($0).appendingPathComponent(relative) }
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw PackagingError("no \(relative) in \(directory.path) or its checkouts; pass --unit")
        }
        return found
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
