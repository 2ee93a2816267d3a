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
        #expect(fields["Depends"] == "libc6 (>= 2.35), libcairo2 (>= 1.10.0), libinput10, libseat1, framekit-kiosk-common (>= 1.1.0)")
        #expect(fields["Recommends"] == "libjpeg62-turbo, libxml2, fonts-material-design-icons-iconfont")
        #expect(package.control.hasSuffix("\n"))
    }

    @Test func installingEnablesAndStartsTheAppsServiceUnlessAnotherKioskIsEnabledAndRemovingStopsIt() throws {
        #expect(package.postinst.contains("unit='framekit-kiosk@HelloKiosk.service'"))
        #expect(package.postinst.contains("systemctl enable \"$unit\""))
        #expect(package.postinst.contains("systemctl restart --no-block \"$unit\""))
        #expect(package.prerm.contains("systemctl disable --now 'framekit-kiosk@HelloKiosk.service'"))
        // The script as sh runs it, with systemctl replaced: alone it enables the app; beside another enabled kiosk,
        // it only says how to switch.
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-postinst-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try Data("#!/bin/sh\necho \"systemctl $*\"\n".utf8).write(to: work.appendingPathComponent("bin/systemctl"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: work.appendingPathComponent("bin/systemctl").path)
        func postinst(wants: String) throws -> String {
            let script = package.postinst.replacingOccurrences(of: "/etc/systemd/system/", with: wants + "/")
                .replacingOccurrences(of: "[ -d /run/systemd/system ]", with: "true")
            try Data(script.utf8).write(to: work.appendingPathComponent("postinst"))
            return try Shell.run("env", ["PATH=\(work.path)/bin:/usr/bin:/bin", "sh", work.appendingPathComponent("postinst").path, "configure"])
        }
        let wants = work.appendingPathComponent("etc/graphical.target.wants")
        try FileManager.default.createDirectory(at: wants, withIntermediateDirectories: true)
        #expect(try postinst(wants: work.appendingPathComponent("etc").path).contains("systemctl enable framekit-kiosk@HelloKiosk.service"))
        try FileManager.default.createSymbolicLink(
            atPath: wants.appendingPathComponent("framekit-kiosk@Menu.service").path, withDestinationPath: "/lib/systemd/system/framekit-kiosk@.service")
        let beside = try postinst(wants: work.appendingPathComponent("etc").path)
        #expect(!beside.contains("systemctl enable framekit-kiosk@HelloKiosk.service") && !beside.contains("systemctl restart"))
        #expect(beside.contains("framekit-kiosk@HelloKiosk.service is installed but not enabled: framekit-kiosk@Menu.service is this board's kiosk"))
    }

    @Test func theCommonPackageHoldsTheUnitTheUserAndTheBacklightRuleAtItsVersion() throws {
        let sysusers = KioskCommonPackage.sysusers.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(sysusers == [#"u framekit - "FrameKit kiosk" /var/lib/framekit"#, "m framekit video", "m framekit input", "m framekit render"])
        #expect(KioskCommonPackage.postinst.contains("systemd-sysusers framekit.conf"))
        #expect(KioskCommonPackage.postinst.contains("udevadm trigger --subsystem-match=backlight --action=add"))
        // A change to the shared files must raise the version, or a board with an older app would keep old files.
        let kiosk = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("systemd")
        let files = try KioskCommonPackage.files(kiosk: kiosk)
        #expect(files.map(\.path) == [
            "lib/systemd/system/framekit-kiosk@.service", "usr/lib/sysusers.d/framekit.conf", "usr/lib/udev/rules.d/70-framekit-backlight.rules",
        ])
        let joined = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-common-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: joined) }
        try files.map(\.contents).reduce(Data(), +).write(to: joined)
        let digest = try Shell.run("sha256sum", [joined.path]).prefix(16)
        #expect((KioskCommonPackage.version, String(digest)) == ("1.1.0", "14c33533b59d58cc"), "raise KioskCommonPackage.version, then record the digest")
    }

    @Test func aProductNameThatCannotBeAFileAndAnInstanceNameIsRefused() {
        for name in ["Hello Kiosk", "a;rm -rf /", "-x", "../up", "Kiosk$(id)", ""] {
            #expect(throws: PackagingError.self, "\(name)") { try DebianPackage.validate(product: name) }
        }
        for name in ["HelloKiosk", "menu-board_2", "Signage.v2"] { #expect(throws: Never.self) { try DebianPackage.validate(product: name) } }
        #expect(throws: (any Error).self) { try FrameKitCommand.parseAsRoot(["package", "--product", "Hello Kiosk"]) }
    }

    @Test func everyLibraryFrameKitLoadsIsABoardContentOrDesktopOne() {
        let libraries = DebianPackage.loadedLibraries
        #expect(libraries.count == Int(fk_library_chipmunk.rawValue) + 1)
        let board = libraries.filter { DebianPackage.use(of: $0.library) == .board }.map(\.soname)
        #expect(board == ["libinput.so.10", "libudev.so.1", "libseat.so.1", "libxkbcommon.so.0", "libsystemd.so.0"])
        #expect(libraries.filter { DebianPackage.use(of: $0.library) == .desktop }.map(\.soname) == ["libSDL2-2.0.so.0"])
        #expect(libraries.contains { $0.soname == "libxml2.so.2" && DebianPackage.use(of: $0.library) == .content })
    }

    @Test func theStagedTreesHoldTheAppItsResourcesAndScriptsAndTheCommonFilesWithNormalModes() throws {
        let files = FileManager.default
        let work = files.temporaryDirectory.appendingPathComponent("framekit-package-test-\(UUID().uuidString)")
        defer { try? files.removeItem(at: work) }
        let bin = work.appendingPathComponent("release")
        try files.createDirectory(at: bin.appendingPathComponent("App_HelloKiosk.resources"), withIntermediateDirectories: true)
        try files.createDirectory(at: bin.appendingPathComponent("App_Other.resources"), withIntermediateDirectories: true)
        try Data("<p>".utf8).write(to: bin.appendingPathComponent("App_HelloKiosk.resources/page.html"))
        try files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: bin.appendingPathComponent("App_HelloKiosk.resources/page.html").path)
        try Data("#!/bin/sh\n".utf8).write(to: bin.appendingPathComponent("HelloKiosk"))
        try files.setAttributes([.posixPermissions: 0o700], ofItemAtPath: bin.appendingPathComponent("HelloKiosk").path)
        let root = work.appendingPathComponent("root"), common = work.appendingPathComponent("common")

        let kiosk = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("systemd")
        try PackageCommand.stage(package, executable: bin.appendingPathComponent("HelloKiosk"), ownUnit: nil, kiosk: kiosk, into: root)
        try PackageCommand.stage(KioskCommonPackage(architecture: "arm64"), kiosk: kiosk, into: common)
        try PackageCommand.normaliseModes(under: root)

        func exists(_ path: String, in tree: URL) -> Bool { files.fileExists(atPath: tree.appendingPathComponent(path).path) }
        func mode(_ path: String) throws -> Int? { try files.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.posixPermissions] as? Int }
        #expect(exists("opt/framekit/bin/HelloKiosk", in: root) && exists("opt/framekit/bin/App_HelloKiosk.resources", in: root))
        #expect(!exists("opt/framekit/bin/App_Other.resources", in: root))
        #expect(!exists("lib/systemd", in: root) && !exists("usr/lib/sysusers.d", in: root), "shared files are the common package's")
        #expect(exists("lib/systemd/system/framekit-kiosk@.service", in: common) && exists("usr/lib/sysusers.d/framekit.conf", in: common)
            && exists("usr/lib/udev/rules.d/70-framekit-backlight.rules", in: common))
        #expect(try mode("opt/framekit/bin/HelloKiosk") == 0o755 && mode("opt/framekit/bin/App_HelloKiosk.resources/page.html") == 0o644)
        #expect(try mode("opt/framekit/bin/App_HelloKiosk.resources") == 0o755 && mode("DEBIAN/postinst") == 0o755)
        #expect(try String(contentsOf: root.appendingPathComponent("DEBIAN/control"), encoding: .utf8) == package.control)

        // An app that brings its own unit installs it for its own instance, beside FrameKit's template.
        let own = work.appendingPathComponent("own.service")
        try Data("[Service]\nExecStart=/opt/framekit/bin/HelloKiosk --own\n".utf8).write(to: own)
        let withUnit = work.appendingPathComponent("with-unit")
        try PackageCommand.stage(package, executable: bin.appendingPathComponent("HelloKiosk"), ownUnit: own, kiosk: kiosk, into: withUnit)
        #expect(exists("lib/systemd/system/framekit-kiosk@HelloKiosk.service", in: withUnit))
        #expect(!exists("lib/systemd/system/framekit-kiosk@HelloKiosk.service.d", in: withUnit), "no web content, no web drop-in")

        // An app that links WPE WebKit gets FrameKit's web drop-in for its instance.
        var web = package
        web.linkedDependencies += ", libwpewebkit-1.1-0 (>= 2.38.0)"
        let webRoot = work.appendingPathComponent("web")
        try PackageCommand.stage(web, executable: bin.appendingPathComponent("HelloKiosk"), ownUnit: nil, kiosk: kiosk, into: webRoot)
        let dropIn = try String(contentsOf: webRoot.appendingPathComponent("lib/systemd/system/framekit-kiosk@HelloKiosk.service.d/web.conf"), encoding: .utf8)
        #expect(try dropIn == String(contentsOf: kiosk.appendingPathComponent("framekit-web-kiosk.conf"), encoding: .utf8))
    }

    @Test func theKioskFilesComeFromFrameKitItselfNeverAnotherDependency() throws {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(try PackageCommand.frameKitDirectory(of: checkout).standardizedFileURL == checkout.standardizedFileURL)
        // A dependency that carries a copy of the unit (it comes first in the tree) is not FrameKit.
        let impostor = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-impostor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: impostor) }
        try FileManager.default.createDirectory(at: impostor.appendingPathComponent("systemd"), withIntermediateDirectories: true)
        try Data("[Service]\nExecStart=/bin/sh\n".utf8).write(to: impostor.appendingPathComponent("systemd/framekit-kiosk@.service"))
        let tree = """
            {"identity": "app", "path": "/src/app", "dependencies": [
              {"identity": "helpers", "path": "\(impostor.path)", "dependencies": []},
              {"identity": "framekit", "path": "\(checkout.path)", "dependencies": [{"identity": "swift-log", "path": "/x", "dependencies": []}]}]}
            """
        #expect(try PackageCommand.frameKitDirectory(inDependencyTree: tree, of: URL(fileURLWithPath: "/src/app")) == checkout)
        let without = #"{"identity": "app", "path": "/src/app", "dependencies": [{"identity": "helpers", "path": "\#(impostor.path)", "dependencies": []}]}"#
        #expect(throws: PackagingError.self) { try PackageCommand.frameKitDirectory(inDependencyTree: without, of: URL(fileURLWithPath: "/src/app")) }
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
