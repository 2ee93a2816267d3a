// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FrameKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FrameKit", targets: ["FrameKit"]),
        .library(name: "FrameKitTesting", targets: ["FrameKitTesting"]),
        .executable(name: "HelloKiosk", targets: ["HelloKiosk"]),
        .executable(name: "LifecycleDemo", targets: ["LifecycleDemo"]),
        .executable(name: "framekit", targets: ["FrameKitTool"]),
        .executable(name: "grid200-benchmark", targets: ["Grid200Benchmark"]),
        .executable(name: "layout-benchmark", targets: ["LayoutBenchmark"]),
        .executable(name: "input-latency-benchmark", targets: ["InputLatencyBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CLinuxFB"),
        .systemLibrary(name: "CLibinput", pkgConfig: "libinput", providers: [.apt(["libinput-dev", "libudev-dev"])]),
        .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
        .systemLibrary(name: "CSeat", pkgConfig: "libseat", providers: [.apt(["libseat-dev"])]),
        .systemLibrary(name: "CSystem"),
        .target(name: "FrameKitGraphics", dependencies: ["CCairo"]),
        .target(name: "FrameKitLayout"),
        .target(
            name: "FrameKitPlatform",
            dependencies: [
                "FrameKitGraphics", "CDRM", "CLinuxFB", "CLibinput", "CXKBCommon", "CSeat", "CSystem", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "FrameKit",
            dependencies: ["FrameKitGraphics", "FrameKitLayout", "FrameKitPlatform", .product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "FrameKitTesting", dependencies: ["FrameKit"]),
        .executableTarget(name: "HelloKiosk", dependencies: ["FrameKit"], path: "Examples/HelloKiosk"),
        .executableTarget(
            name: "LifecycleDemo", dependencies: ["FrameKit", "FrameKitTesting"], path: "Examples/LifecycleDemo",
            resources: [.copy("Main.storyboard")]
        ),
        .executableTarget(name: "FrameKitTool", dependencies: ["FrameKitPlatform"], path: "Tools/framekit"),
        .executableTarget(
            name: "Grid200Benchmark",
            dependencies: ["FrameKit", "FrameKitTesting", "CCairo"],
            path: "Benchmarks/Grid200"
        ),
        .executableTarget(
            name: "LayoutBenchmark", dependencies: ["FrameKitLayout", "FrameKit"], path: "Benchmarks/Layout",
            exclude: ["kiwi_layout.py"]
        ),
        .executableTarget(name: "InputLatencyBenchmark", dependencies: ["FrameKit"], path: "Benchmarks/InputLatency"),
        .testTarget(name: "FrameKitGraphicsTests", dependencies: ["FrameKitGraphics"]),
        .testTarget(name: "FrameKitLayoutTests", dependencies: ["FrameKitLayout"]),
        .testTarget(name: "FrameKitPlatformTests", dependencies: ["FrameKitPlatform"]),
        .testTarget(
            name: "FrameKitTests",
            dependencies: ["FrameKit", "FrameKitTesting"],
            resources: [.copy("Snapshots"), .copy("Storyboards")]
        ),
    ]
)
