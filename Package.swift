// swift-tools-version: 6.1
import PackageDescription

/// How FrameKit's executables are linked (kiosk apps can copy it): lld from the Swift toolchain, libstdc++ and GCC's
/// unwinder from their static archives (`link/static-runtime`), packed relative relocations (glibc ≥ 2.36 reads
/// them; the loader otherwise reads 1.9 MB of relocations at every start), no dynamic exports, segments aligned to
/// 64 KiB (the kernel's fault-around window, and a page size arm64 kernels use), and, given the executable's start-up
/// profile (`scripts/startup-order.sh` makes `link/NAME.order` and `link/NAME.layout`), the functions it runs at
/// start-up placed together, so that a static binary's start-up touches a few hundred KB of its code instead of pages
/// spread over all of it, with `.text` starting where those pages fill the fewest 64 KiB windows.
func executableLinking(startupOrder name: String? = nil) -> [LinkerSetting] {
    let link = "\(Context.packageDirectory)/link"
    let order = name.map {
        ["-Xlinker", "--symbol-ordering-file=\(link)/\($0).order", "-Xlinker", "--no-warn-symbol-ordering",
         "@\(link)/\($0).layout"]
    }
    return [
        .unsafeFlags(
            ["-use-ld=lld", "-L\(link)/static-runtime", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
             "-Xlinker", "-z", "-Xlinker", "max-page-size=65536", "-Xlinker", "--version-script=\(link)/executable.map"]
                + (order ?? [])
        )
    ]
}

/// librsvg's headers and gdk-pixbuf's, which they include; the paths are the same on every Debian architecture, and
/// pkg-config is not used for them because it would link librsvg, which FrameKit loads on first use.
let svgHeaders: [CSetting] = [.unsafeFlags(["-I/usr/include/librsvg-2.0", "-I/usr/include/gdk-pixbuf-2.0"])]

/// libxml2's headers (Debian's libxml2-dev), for the same reason: it is loaded when the first Interface Builder
/// document is read.
let xmlHeaders: [CSetting] = [.unsafeFlags(["-I/usr/include/libxml2"])]

/// FrameKit's Swift modules are built for release without two run-time checks that debug builds, and so the tests,
/// keep: exclusive access to class properties (`swift_beginAccess`, 15 % of the 1,002-view screen's first layout),
/// and that main-actor code runs on the main thread (every main-actor closure handed to the standard library, a
/// `filter` or a `removeAll(where:)`, checks the executor on each call: 6 % there, a fifth of a text view's jump
/// before its hot loops lost their closures). As with UIKit's Main Thread Checker, a debug build is where such
/// mistakes are caught; a kiosk's release build does not pay for looking.
let releaseChecksOff: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked", "-Xfrontend", "-disable-dynamic-actor-isolation"], .when(configuration: .release))
]

let package = Package(
    name: "FrameKit",
    // Localized resources (`de.lproj`, String Catalogs) need a development language.
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FrameKit", targets: ["FrameKit"]),
        .library(name: "FrameKitTesting", targets: ["FrameKitTesting"]),
        .library(name: "FrameKitLayout", targets: ["FrameKitLayout"]),
        .library(name: "FrameKitGraphics", targets: ["FrameKitGraphics"]),
        // WKWebView on WPE WebKit, imported as on iOS (`import WebKit`); only apps that import it link WPE.
        .library(name: "WebKit", targets: ["WebKit"]),
        // The module names iOS code imports: each re-exports FrameKit. Apple's `os`/`os.log`/`OSLog` (Logger, os_log)
        // is `UnifiedLogging` on swift-log, imported under that name by the translated sources (a module named `os`
        // would make other packages' `#if canImport(os)` think they are on Darwin).
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "UnifiedLogging", targets: ["UnifiedLogging"]),
        // Compiles an iOS app's Swift files unchanged: @objc, @IBOutlet, #selector, KVO, Xcode's app delegate.
        .plugin(name: "TranslateIOSSources", targets: ["TranslateIOSSources"]),
        .library(name: "FrameKitPlatform", targets: ["FrameKitPlatform"]),
        .library(name: "FrameKitLinux", targets: ["FrameKitLinux"]),
        .library(name: "FrameKitEmbedded", targets: ["FrameKitEmbedded"]),
        .executable(name: "HelloKiosk", targets: ["HelloKiosk"]),
        .executable(name: "LifecycleDemo", targets: ["LifecycleDemo"]),
        .executable(name: "framekit", targets: ["FrameKitTool"]),
        .executable(name: "grid200-benchmark", targets: ["Grid200Benchmark"]),
        .executable(name: "layout-benchmark", targets: ["LayoutBenchmark"]),
        .executable(name: "input-latency-benchmark", targets: ["InputLatencyBenchmark"]),
        .executable(name: "text-benchmark", targets: ["TextBenchmark"]),
        .executable(name: "list-benchmark", targets: ["ListBenchmark"]),
        .executable(name: "image-benchmark", targets: ["ImageBenchmark"]),
        .executable(name: "web-benchmark", targets: ["WebBenchmark"]),
        .executable(name: "animation-benchmark", targets: ["AnimationBenchmark"]),
        .executable(name: "transition-benchmark", targets: ["TransitionBenchmark"]),
        .executable(name: "dynamics-benchmark", targets: ["DynamicsBenchmark"]),
        .executable(name: "CheckIn", targets: ["CheckIn"]),
        .executable(name: "KioskMenu", targets: ["KioskMenu"]),
        .executable(name: "Signage", targets: ["Signage"]),
        .executable(name: "MuseumGuide", targets: ["MuseumGuide"]),
        .executable(name: "WebKiosk", targets: ["WebKiosk"]),
        .executable(name: "Ported", targets: ["Ported"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` for the DocC catalog (scripts/check-docs.sh runs it in CI).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // Parsing the iOS sources `framekit-translate` translates.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpixman-1-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CLinuxFB"),
        // Headers only (their libraries load when a backend needs them: CPlatformLibraries); no pkg-config, which
        // would link them.
        .systemLibrary(name: "CLibinput"),
        .systemLibrary(name: "CXKBCommon"),
        .systemLibrary(name: "CSeat"),
        .systemLibrary(name: "CSystemd"),
        .systemLibrary(name: "CSystem"),
        .systemLibrary(name: "CChipmunk"),
        .target(
            name: "CPlatformLibraries", dependencies: ["CLibinput", "CSeat", "CXKBCommon", "CCairo", "CSystemd"],
            cSettings: svgHeaders + xmlHeaders
        ),
        // The desktop preview's window (SDL2, loaded by CPlatformLibraries when the window display opens).
        .target(name: "CWindowSystem", dependencies: ["CPlatformLibraries"]),
        // XML documents (Xcode storyboards and xibs) as a stream of elements, through libxml2's text reader.
        .target(name: "CXMLReader", dependencies: ["CPlatformLibraries"], cSettings: xmlHeaders),
        // Image decoders and encoders over the codec libraries CPlatformLibraries loads on first use.
        .target(
            name: "CImageCodecs", dependencies: ["CPlatformLibraries", "CCairo"], cSettings: svgHeaders,
            linkerSettings: [.linkedLibrary("png16")]
        ),
        .target(
            name: "FrameKitGraphics",
            dependencies: ["CCairo", "CImageCodecs", "CPixelKernels", "CXMLReader", .product(name: "Logging", package: "swift-log")],
            swiftSettings: releaseChecksOff
        ),
        // Pixel loops no library has a fast path for (perspective resampling), in C.
        .target(name: "CPixelKernels"),
        .target(name: "FrameKitLayout", swiftSettings: releaseChecksOff),
        // The seam: what a display, an input source and a main loop are, and the values that cross it.
        .target(
            name: "FrameKitPlatform",
            dependencies: ["FrameKitGraphics", "CSystem", .product(name: "Logging", package: "swift-log")],
            swiftSettings: releaseChecksOff
        ),
        // Displays, input, loops with no hardware behind them: tests, benchmarks and FRAMEKIT_DISPLAY=offscreen.
        .target(name: "FrameKitEmbedded", dependencies: ["FrameKitPlatform"], swiftSettings: releaseChecksOff),
        // The Linux backends (DRM, fbdev, libinput, seat and VT, systemd, memory pressure, the control socket) and the
        // `LinuxPlatform` that picks and owns them.
        .target(
            name: "FrameKitLinux",
            dependencies: [
                "FrameKitPlatform", "FrameKitEmbedded", "CDRM", "CLinuxFB", "CLibinput", "CXKBCommon", "CSeat", "CSystemd",
                "CSystem", "CPlatformLibraries", "CWindowSystem",
            ],
            swiftSettings: releaseChecksOff
        ),
        .target(
            name: "FrameKit",
            dependencies: [
                "FrameKitGraphics", "FrameKitLayout", "FrameKitPlatform", "FrameKitEmbedded", "FrameKitLinux", "CXMLReader",
                "CPlatformLibraries", "CChipmunk",
            ],
            swiftSettings: releaseChecksOff
        ),
        .target(name: "FrameKitTesting", dependencies: ["FrameKit", "FrameKitEmbedded", "FrameKitLinux", "CSystem"]),
        .target(name: "UIKit", dependencies: ["FrameKit"], path: "Sources/Modules/UIKit"),
        .target(name: "QuartzCore", dependencies: ["FrameKit"], path: "Sources/Modules/QuartzCore"),
        .target(name: "CoreGraphics", dependencies: ["FrameKit"], path: "Sources/Modules/CoreGraphics"),
        .target(
            name: "UnifiedLogging", dependencies: [.product(name: "Logging", package: "swift-log")],
            path: "Sources/Modules/UnifiedLogging"
        ),
        // The translation of iOS sources (SwiftSyntax), its command and the build plugin that runs it. No target here
        // uses the plugin (the construct app that does is the package Tests/PortedConstructs): SwiftPM builds a
        // plugin's tools for any build of a package whose targets use it, and a release build of SwiftSyntax takes
        // many minutes.
        .target(
            name: "SourceTranslation",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        .executableTarget(name: "framekit-translate", dependencies: ["SourceTranslation"], path: "Tools/framekit-translate"),
        // Reading an Xcode project (or an app folder) and writing the SwiftPM package that builds it: `framekit port`.
        .target(name: "IOSProjectPort"),
        .plugin(name: "TranslateIOSSources", capability: .buildTool(), dependencies: ["framekit-translate"]),
        .executableTarget(
            name: "HelloKiosk", dependencies: ["FrameKit"], path: "Examples/HelloKiosk",
            linkerSettings: executableLinking(startupOrder: "HelloKiosk")
        ),
        .executableTarget(
            name: "CheckIn", dependencies: ["FrameKit"], path: "Examples/CheckIn",
            resources: [.copy("badge.png"), .process("Localizable.xcstrings")],
            linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "KioskMenu", dependencies: ["FrameKit"], path: "Examples/KioskMenu",
            resources: [.copy("Images"), .process("Localizable.xcstrings")],
            linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "Signage", dependencies: ["FrameKit"], path: "Examples/Signage", resources: [.process("Resources")],
            linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "MuseumGuide", dependencies: ["FrameKit"], path: "Examples/MuseumGuide",
            linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "WebKiosk", dependencies: ["FrameKit", "WebKit"], path: "Examples/WebKiosk", resources: [.copy("Site")],
            linkerSettings: executableLinking()
        ),
        // The porting test bed: seed code with its Xcode storyboards (Sources/FrameKit/FrameKit.docc/Storyboards.md).
        .executableTarget(
            name: "Ported", dependencies: ["FrameKit"], path: "Examples/Ported",
            resources: [
                .copy("Login/Login.storyboard"), .copy("Login/japple.png"), .copy("Login/unknown_user.png"),
                .copy("Lifecycle/Lifecycle.storyboard"), .copy("Recipes/Recipes.storyboard"),
            ],
            linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "LifecycleDemo", dependencies: ["FrameKit", "FrameKitTesting"], path: "Examples/LifecycleDemo",
            resources: [.copy("Main.storyboard")], linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "FrameKitTool",
            dependencies: [
                "FrameKitLinux", "CPlatformLibraries", "IOSProjectPort",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/framekit",
            linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "Grid200Benchmark",
            dependencies: ["FrameKit", "FrameKitTesting", "CCairo", "BenchmarkSupport"],
            path: "Benchmarks/Grid200",
            linkerSettings: executableLinking(startupOrder: "grid200-benchmark")
        ),
        .executableTarget(
            name: "LayoutBenchmark", dependencies: ["FrameKitLayout", "FrameKit", "BenchmarkSupport"], path: "Benchmarks/Layout",
            exclude: ["kiwi_layout.py"], linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "InputLatencyBenchmark", dependencies: ["FrameKit", "FrameKitEmbedded"], path: "Benchmarks/InputLatency",
            linkerSettings: executableLinking()
        ),
        // What the benchmarks share: statistics, running a Qt peer of a workload, marking frames for callgrind.
        .target(name: "CBenchmarkProbes", path: "Benchmarks/Probes"),
        .target(
            name: "BenchmarkSupport", dependencies: ["CBenchmarkProbes"], path: "Benchmarks/Support",
            exclude: ["peer_statistics.h"]
        ),
        .executableTarget(
            name: "TextBenchmark", dependencies: ["FrameKit", "FrameKitTesting", "BenchmarkSupport"],
            path: "Benchmarks/Text", exclude: ["qt_text_peer.cpp"], linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "ImageBenchmark", dependencies: ["FrameKitGraphics", "BenchmarkSupport"], path: "Benchmarks/Image",
            linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "AnimationBenchmark", dependencies: ["FrameKit", "FrameKitTesting", "BenchmarkSupport", "CCairo"],
            path: "Benchmarks/Animation", linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "DynamicsBenchmark", dependencies: ["FrameKit", "FrameKitTesting", "BenchmarkSupport"],
            path: "Benchmarks/Dynamics", linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "TransitionBenchmark", dependencies: ["FrameKit", "FrameKitTesting", "BenchmarkSupport"],
            path: "Benchmarks/Transitions", linkerSettings: executableLinking()
        ),
        .executableTarget(
            name: "ListBenchmark", dependencies: ["FrameKit", "FrameKitTesting", "BenchmarkSupport"],
            path: "Benchmarks/List", exclude: ["qt_list_peer.cpp"], linkerSettings: executableLinking()
        ),
        // WPE WebKit and its SHM-exporting backend (Debian's libwpewebkit-1.1-dev, libwpebackend-fdo-1.0-dev).
        .systemLibrary(
            name: "CWPE", pkgConfig: "wpe-webkit-1.1", providers: [.apt(["libwpewebkit-1.1-dev", "libwpebackend-fdo-1.0-dev"])]
        ),
        .target(
            name: "CWebKitBridge", dependencies: ["CWPE"], cSettings: [.unsafeFlags(["-I/usr/include/wpe-fdo-1.0"])],
            linkerSettings: [.linkedLibrary("WPEBackend-fdo-1.0"), .linkedLibrary("wayland-server")]
        ),
        .target(name: "WebKit", dependencies: ["FrameKit", "CWebKitBridge"], swiftSettings: releaseChecksOff),
        .executableTarget(
            name: "WebBenchmark", dependencies: ["WebKit", "FrameKitTesting", "BenchmarkSupport"], path: "Benchmarks/Web",
            linkerSettings: executableLinking()
        ),
        .testTarget(
            name: "PortingTests", dependencies: ["SourceTranslation", "IOSProjectPort", "FrameKit", "WebKit"],
            exclude: ["Projects"]
        ),
        .testTarget(name: "FrameKitGraphicsTests", dependencies: ["FrameKitGraphics"]),
        .testTarget(name: "WebKitTests", dependencies: ["WebKit", "FrameKitTesting"]),
        .testTarget(name: "FrameKitLayoutTests", dependencies: ["FrameKitLayout"]),
        .testTarget(
            name: "FrameKitPlatformTests",
            dependencies: [
                "FrameKitPlatform", "FrameKitLinux", "FrameKitEmbedded", "FrameKitTool", "CPlatformLibraries", "FrameKitTesting",
            ],
            // Reference frames, read through #filePath.
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "FrameKitTests",
            dependencies: ["FrameKit", "FrameKitTesting", "FrameKitLinux", "Ported"],
            exclude: ["Scripts"],
            resources: [.copy("Snapshots"), .copy("Storyboards"), .copy("Images"), .process("Localization")]
        ),
    ]
)
