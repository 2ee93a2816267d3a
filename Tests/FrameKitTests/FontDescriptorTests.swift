import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// Fonts described and derived as iOS code does it: a bold or monospaced body font that still follows the text size,
/// a named family, traits UIKit cannot give.
@MainActor
@Suite(.serialized) struct FontDescriptorTests {
    @Test func aPreferredDescriptorWithTraitsMakesAFontThatFollowsTheTextSize() throws {
        let app = HeadlessApp()
        defer { UIApplication.shared.preferredContentSizeCategory = .large }
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17 && body.symbolicTraits.isEmpty)
        let bold = try #require(body.withSymbolicTraits(.traitBold))
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 17 && font.weight == .bold && font.fontDescriptor.symbolicTraits == .traitBold)
        let label = UILabel()
        label.font = font
        label.adjustsFontForContentSizeCategory = true
        app.window.addSubview(label)
        try app.runUntilIdle()
        UIApplication.shared.preferredContentSizeCategory = .extraLarge
        #expect(label.font.pointSize == 19 && label.font.weight == .bold, "bold body at the larger text size")
        // A size given is a fixed font.
        #expect(UIFont(descriptor: bold, size: 30).pointSize == 30)
    }

    @Test func designsNamesAndAttributesPickTheirFaces() throws {
        let system = UIFont.systemFont(ofSize: 15).fontDescriptor
        let mono = try #require(system.withDesign(.monospaced))
        #expect(mono.symbolicTraits.contains(.traitMonoSpace) && mono.pointSize == 15)
        let code = UIFont(descriptor: mono, size: 0)
        #expect(code.familyName == "DejaVu Sans Mono")
        let narrow = ("iiii" as NSString).size(withAttributes: [.font: code]).width
        let wide = ("WWWW" as NSString).size(withAttributes: [.font: code]).width
        #expect(abs(narrow - wide) < 0.5, "every character as wide as another")
        #expect(try #require(system.withDesign(.serif)).postscriptName == "DejaVuSerif")
        #expect(try #require(system.withDesign(.rounded)).postscriptName == "DejaVuSans", "no rounded face here: the system font")

        let serif = UIFontDescriptor(name: "DejaVu Serif", size: 20)
        #expect(UIFont(descriptor: serif, size: 0).familyName == "DejaVu Serif" && UIFont(descriptor: serif, size: 0).pointSize == 20)
        #expect(serif.withDesign(.monospaced) == nil, "a named font has no system designs")
        #expect(system.withSymbolicTraits(.traitCondensed) == nil, "a trait the family lacks")

        let italic = UIFontDescriptor(fontAttributes: [
            .family: "DejaVu Serif", .size: CGFloat(18),
            .traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits.traitItalic.rawValue],
        ])
        #expect(italic.postscriptName == "DejaVuSerif-Italic" && italic.pointSize == 18)
        let boldItalic = try #require(italic.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(boldItalic.postscriptName == "DejaVuSerif-BoldItalic")
        #expect(try #require(boldItalic.withSymbolicTraits([])).symbolicTraits.isEmpty, "traits are replaced, not added")
        #expect(italic.addingAttributes([.size: CGFloat(24)]).pointSize == 24)
    }
}
