import Testing
@testable import FrameKitEmbedded
@testable import FrameKitLinux
@testable import FrameKitPlatform

@Suite struct PlatformLibraryTests {
    @Test func eachLibraryIsPresentAndItsFunctionsForwardOnceLoaded() throws {
        for library in PlatformLibrary.allCases { try library.check() }
        // xkbcommon's answers, through the forwarding functions Keymap loads.
        let keymap = try Keymap(layout: "us")
        keymap.update(code: 42, pressed: true)   // KEY_LEFTSHIFT
        #expect(keymap.text(code: 30) == "A")    // KEY_A
        #expect(keymap.symbolName(code: 30) == "A")
        #expect(SystemProbe().libraries == PlatformLibrary.allCases.map { "\($0.soname): present" })
    }

    @Test func aMissingLibraryNamesItselfAndItsPackage() {
        let error = #expect(throws: PlatformLibraryError.self) {
            try PlatformLibrary.libinput.check(soname: "libinput-absent.so.10")
        }
        #expect(error?.soname == "libinput-absent.so.10")
        #expect(error?.reason.contains("libinput-absent.so.10: cannot open shared object file") == true)
        #expect(error?.description.hasSuffix("install it: apt-get install -y libinput10") == true)
    }

    @Test func aLibraryLackingOneFunctionIsRefusedWhole() {
        // libudev loads, but has none of libinput's functions: reported as too old, never half bound.
        let error = #expect(throws: PlatformLibraryError.self) {
            try PlatformLibrary.libinput.check(soname: PlatformLibrary.udev.soname)
        }
        #expect(error?.reason.hasPrefix("libudev.so.1 has no libinput_") == true)
        #expect(error?.reason.hasSuffix("(too old a version)") == true)
    }
}
