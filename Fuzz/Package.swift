// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for FrameKit's image decoders, one per format, each feeding its input to UIImage(data:) and on
// through decoding and a thumbnail (ImageFuzzing), and for the text formats it reads from outside, storyboards and nibs
// among them (TextFuzzing). A package of its own because its executables have no main (libFuzzer brings it) and build
// only with -sanitize=fuzzer: scripts/fuzz-images.sh builds and runs them.
let imageFuzzers = ["JPEGFuzzer", "WebPFuzzer", "GIFFuzzer", "SVGFuzzer", "PNGFuzzer"]
// The text formats: storyboards, strings files, asset catalogs, visual formats, control socket lines, web pages' messages,
// HTML read into attributed strings.
let textFuzzers = [
    "StoryboardFuzzer", "LocalizationFuzzer", "AssetCatalogFuzzer", "VisualFormatFuzzer", "ControlProtocolFuzzer", "WebMessageFuzzer",
    "HTMLFuzzer",
]

let package = Package(
    name: "FrameKitFuzzing",
    products: (imageFuzzers + textFuzzers).map { .executable(name: $0, targets: [$0]) },
    dependencies: [
        // Named, so the product reference does not depend on the name of the folder FrameKit is checked out in.
        .package(name: "FrameKit", path: ".."),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        .target(name: "FuzzerDriver"),
        .target(
            name: "ImageFuzzing",
            dependencies: [
                "FuzzerDriver", .product(name: "FrameKitGraphics", package: "FrameKit"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "TextFuzzing",
            dependencies: [
                "FuzzerDriver", .product(name: "FrameKit", package: "FrameKit"),
                .product(name: "FrameKitGraphics", package: "FrameKit"), .product(name: "FrameKitPlatform", package: "FrameKit"),
                .product(name: "WebKit", package: "FrameKit"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ] + imageFuzzers.map { .executableTarget(name: $0, dependencies: ["ImageFuzzing"]) }
        + textFuzzers.map { .executableTarget(name: $0, dependencies: ["TextFuzzing"]) }
)
