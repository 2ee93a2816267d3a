import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit
@testable import FrameKitGraphics

/// `UIImage(systemName:)` as iOS apps use it: template images at a configuration's size and weight, nil for names
/// FrameKit does not draw, and image views drawing them in their tint at their preferred configuration.
@MainActor
@Suite struct SymbolImageTests {
    /// The pixels of `image` drawn at its own size that have ink (alpha over half).
    private func ink(_ image: UIImage) -> Int {
        let width = Int(image.size.width), height = Int(image.size.height)
        let buffer = rendered(image, width: width, height: height)
        var count = 0
        for y in 0..<height { for x in 0..<width where buffer[x, y] >> 24 > 0x80 { count += 1 } }
        return count
    }

    @Test func aSymbolIsATemplateAtSeventeenPointsAndAnUnknownNameIsNil() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage && star.renderingMode == .alwaysTemplate)
        #expect(star.size == CGSize(width: 20, height: 20), "17 points at the medium scale")
        #expect(star.symbolConfiguration?.pointSize == 0, "nothing set: the defaults")
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(SystemSymbol.names.contains("chevron.right") && SystemSymbol.names.count >= 300)
        let plus = rendered(try #require(UIImage(systemName: "plus")), width: 20, height: 20)
        #expect(plus[10, 10] >> 24 > 0x80 && plus[1, 1] >> 24 == 0, "a cross through the middle, nothing in the corner")
        let photo = UIImage(pixelBuffer: PixelBuffer(width: 4, height: 4))
        #expect(photo.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === photo && !photo.isSymbolImage)
    }

    @Test func pointSizeScaleAndWeightSizeAndThickenTheSymbol() throws {
        let big = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(big.size == CGSize(width: 39, height: 39))
        let large = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        #expect(large.size == CGSize(width: 25, height: 25))
        func weighted(_ weight: UIImage.SymbolWeight) throws -> Int {
            try ink(#require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: weight))))
        }
        #expect(try weighted(.ultraLight) < weighted(.regular) && weighted(.regular) < weighted(.black))
        // Configurations lay their set parts over each other.
        let merged = UIImage.SymbolConfiguration(pointSize: 30).applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(merged.pointSize == 30 && merged.weight == .bold && merged.scale == .unspecified)
        let restyled = try #require(big.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .heavy)))
        #expect(restyled.size == big.size && restyled.symbolConfiguration?.weight == .heavy)
    }

    @Test func anImageViewDrawsASymbolInItsTintAtItsPreferredConfiguration() throws {
        let app = HeadlessApp(size: PixelSize(width: 120, height: 80))
        let view = UIImageView(image: UIImage(systemName: "square.fill"))
        view.tintColor = .red
        app.window.addSubview(view)
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 20, height: 20))
        try app.runUntilIdle()
        #expect(app.pixel(x: 10, y: 10) == 0xFF0000 && app.pixel(x: 30, y: 23) == 0xFFFFFF)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(view.intrinsicContentSize == CGSize(width: 46, height: 46))
        view.sizeToFit()
        try app.runUntilIdle()
        #expect(app.pixel(x: 30, y: 23) == 0xFF0000 && app.pixel(x: 44, y: 23) == 0xFFFFFF, "drawn at 40 points now")
    }

    @Test func aHierarchicalOrPaletteConfigurationDrawsTheSymbolInItsColourWhateverTheTint() throws {
        let app = HeadlessApp(size: PixelSize(width: 120, height: 80))
        let green = UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .green))
        #expect(green?.renderingMode == .alwaysOriginal)
        let palette = UIImage(systemName: "square.fill")?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(paletteColors: [.blue, .red]))
        let views = [UIImageView(image: green), UIImageView(image: palette), UIImageView(image: UIImage(systemName: "square.fill"))]
        for (index, view) in views.enumerated() {
            view.tintColor = .red
            view.frame = CGRect(x: index * 30, y: 0, width: 20, height: 20)
            app.window.addSubview(view)
        }
        try app.runUntilIdle()
        #expect(app.pixel(x: 10, y: 10) == 0x00FF00 && app.pixel(x: 40, y: 10) == 0x0000FF && app.pixel(x: 70, y: 10) == 0xFF0000)
    }

    /// Every name draws the Material Icons glyph it is listed with: its code point is the one the installed font's
    /// package gives that name, and the glyph has ink.
    @Test func everyNameDrawsTheGlyphTheInstalledMaterialIconsListUnderItsName() throws {
        let list = try String(contentsOfFile: "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss", encoding: .utf8)
        var codePoints: [String: UInt32] = [:]
        for match in list.matches(of: /"([a-z0-9_]+)": ([0-9a-f]+)/) { codePoints[String(match.1)] = UInt32(match.2, radix: 16) }
        #expect(codePoints.count > 2000, "the package lists its names")
        for name in SystemSymbol.names {
            let glyph = try #require(SystemSymbol.glyphs[name])
            #expect(codePoints[glyph.materialName] == glyph.scalar.value, "\(name) → \(glyph.materialName)")
            let image = try #require(UIImage(systemName: name))
            #expect(ink(image) > 12, "\(name) draws")
        }
    }

    /// The System Symbols article lists exactly the names FrameKit draws, each with its Material icon.
    @Test func theSystemSymbolsArticleListsEveryNameAndItsGlyph() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Sources/FrameKit/FrameKit.docc/SystemSymbols.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        var listed: [String: String] = [:]
        for match in text.matches(of: /`([a-z0-9.]+)` \(([a-z0-9_]+)\)/) { listed[String(match.1)] = String(match.2) }
        #expect(listed == SystemSymbol.glyphs.mapValues(\.materialName))
    }
}
