import CPlatformLibraries
import Foundation
import Testing

@testable import FrameKitTool

/// `framekit package`: what its Debian package holds and how it installs (the QEMU integration test installs one
/// with apt and boots into the app).
@Suite struct DebianPackageTests {
    let package = DebianPackage(
        product: "HelloKiosk", version: "1.2.0", architecture: "arm64", maintainer: "Kiosk Team <kiosk@example.com>",
        linkedDependencies: "libc6 (>= 2.35), libcairo2 (>= 1.10.0)", boardPackages: ["libinput10", "libseat1"],
        contentPackages: ["libjpeg62-turbo", "libxml2"])

    @Test func theControlFileNamesThePackageItsArchitectureAndEveryLibraryItNeeds() {
        #expect(package.fileName == "hellokiosk_1.2.0_arm64.deb")
        let fields = Dictionary(uniqueKeysWithValues: package.control.split(separator: "\n").compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(" ") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        })
        #expect(fields["Package"] == "hellokiosk" && fields["Version"] == "1.2.0" && fields["Architecture"] == "arm64")
        #expect(fields["Depends"] == "libc6 (>= 2.35), libcairo2 (>= 1.10.0), libinput10, libseat1, systemd")
        #expect(fields["Recommends"] == "libjpeg62-turbo, libxml2")
        #expect(package.control.hasSuffix("\n"))
    }

    @Test func installingCreatesTheUserAndEnablesAndStartsTheAppsServiceAndRemovingStopsIt() {
        #expect(package.postinst.contains("systemd-sysusers framekit.conf"))
        #expect(package.postinst.contains("systemctl enable framekit-kiosk@HelloKiosk.service"))
        #expect(package.postinst.contains("systemctl restart --no-block framekit-kiosk@HelloKiosk.service"))
        #expect(package.prerm.contains("systemctl disable --now framekit-kiosk@HelloKiosk.service"))
        let sysusers = DebianPackage.sysusers.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(sysusers == [#"u framekit - "FrameKit kiosk" /var/lib/framekit"#, "m framekit video", "m framekit input", "m framekit render"])
    }

    @Test func everyLibraryFrameKitLoadsIsABoardContentOrDesktopOne() {
        let libraries = DebianPackage.loadedLibraries
        #expect(libraries.count == Int(fk_library_icu.rawValue) + 1)
        let board = libraries.filter { DebianPackage.use(of: $0.library) == .board }.map(\.soname)
        #expect(board == ["libinput.so.10", "libudev.so.1", "libseat.so.1", "libxkbcommon.so.0", "libsystemd.so.0"])
        #expect(libraries.filter { DebianPackage.use(of: $0.library) == .desktop }.map(\.soname) == ["libSDL2-2.0.so.0"])
        #expect(libraries.contains { $0.soname == "libxml2.so.2" && DebianPackage.use(of: $0.library) == .content })
    }

    @Test func theStagedTreeHoldsTheAppItsResourcesTheUnitAndTheScripts() throws {
        let files = FileManager.default
        let work = files.temporaryDirectory.appendingPathComponent("framekit-package-test-\(UUID().uuidString)")
        defer { try? files.removeItem(at: work) }
        let bin = work.appendingPathComponent("release")
        try files.createDirectory(at: bin.appendingPathComponent("App_HelloKiosk.resources"), withIntermediateDirectories: true)
        try files.createDirectory(at: bin.appendingPathComponent("App_Other.resources"), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: bin.appendingPathComponent("HelloKiosk"))
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("HelloKiosk").path)
        let unit = work.appendingPathComponent("framekit-kiosk@.service")
        try Data("[Service]\nExecStart=/opt/framekit/bin/%i\n".utf8).write(to: unit)
        let root = work.appendingPathComponent("root")

        try PackageCommand.stage(package, executable: bin.appendingPathComponent("HelloKiosk"), unit: unit, into: root)

        func exists(_ path: String) -> Bool { files.fileExists(atPath: root.appendingPathComponent(path).path) }
        #expect(exists("opt/framekit/bin/HelloKiosk") && exists("opt/framekit/bin/App_HelloKiosk.resources"))
        #expect(!exists("opt/framekit/bin/App_Other.resources"))
        #expect(exists("lib/systemd/system/framekit-kiosk@.service") && exists("usr/lib/sysusers.d/framekit.conf"))
        let postinst = try files.attributesOfItem(atPath: root.appendingPathComponent("DEBIAN/postinst").path)
        #expect((postinst[.posixPermissions] as? Int) == 0o755)
        #expect(try String(contentsOf: root.appendingPathComponent("DEBIAN/control"), encoding: .utf8) == package.control)
    }

    @Test func theExecutableLosesItsDebugInformationButKeepsItsSymbolsAndRuns() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-strip-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let source = work.appendingPathComponent("app.c"), executable = work.appendingPathComponent("app")
        try Data("int kiosk_answer(void) { return 7; }\nint main(void) { return kiosk_answer(); }\n".utf8).write(to: source)
        try Shell.run("clang", ["-g", "-O0", source.path, "-o", executable.path])
        func sections() throws -> String { try Shell.run("readelf", ["-S", "-s", "-W", executable.path]) }
        #expect(try sections().contains(".debug_info"))

        try PackageCommand.stripDebugInfo(executable)

        let stripped = try sections()
        #expect(!stripped.contains(".debug_info") && !stripped.contains(".debug_line"))
        #expect(stripped.contains("kiosk_answer"), "the symbol table stays, for crash reports")
        let run = Process()
        run.executableURL = executable
        try run.run()
        #expect(exitStatus(of: run, within: 20) == 7)
        #expect(throws: PackagingError.self) { try PackageCommand.stripDebugInfo(work.appendingPathComponent("missing")) }
    }

    @Test func aVersionDebianWouldRefuseIsAUsageError() {
        #expect(throws: (any Error).self) { try FrameKitCommand.parseAsRoot(["package", "--product", "A", "--version", "v1"]) }
        #expect(throws: Never.self) { try FrameKitCommand.parseAsRoot(["package", "--product", "A", "--version", "1.0~rc1"]) }
    }
}
