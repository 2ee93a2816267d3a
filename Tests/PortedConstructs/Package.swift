// swift-tools-version: 6.2
import Foundation
import PackageDescription

// The porting bed's construct app — iOS sources written as an iOS developer writes them (Swift 5 mode), compiled
// through FrameKit's TranslateIOSSources plugin — and the tests that check each construct behaves as on iOS. A
// package of its own, depending on the checkout two folders up, so that building FrameKit never builds the translator
// for a plugin its own targets do not use. scripts/port-check.sh runs these tests.
let checkout = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
// A path dependency's identity is its folder's name.
let frameKit = checkout.lastPathComponent.lowercased()

let package = Package(
    name: "PortedConstructs",
    dependencies: [.package(path: checkout.path)],
    targets: [
        .executableTarget(
            name: "PortedConstructs",
            dependencies: [
                .product(name: "UIKit", package: frameKit), .product(name: "QuartzCore", package: frameKit),
                .product(name: "UnifiedLogging", package: frameKit),
            ],
            exclude: ["App/AppDelegate.swift", "App/CounterViewController.swift", "App/FormViewController.swift", "App/Selectors.swift", "App/Delegation.swift"],
            sources: ["FrameKitPort"], resources: [.copy("App/Main.storyboard")],
            swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)], plugins: [.plugin(name: "TranslateIOSSources", package: frameKit)]
        ),
        .testTarget(
            name: "ConstructTests",
            dependencies: ["PortedConstructs", .product(name: "FrameKitTesting", package: frameKit)]
        ),
    ]
)
