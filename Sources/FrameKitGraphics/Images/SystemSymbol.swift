import Foundation
import Logging
import Synchronization

/// The SF Symbols names FrameKit draws for `UIImage(systemName:)`. Apple's artwork cannot ship, so each name is drawn
/// with the glyph of Google's Material Icons that means the same (`SymbolGlyphTable`), from the font Debian packages
/// as `fonts-material-design-icons-iconfont` (Apache License 2.0). A name not in the table gives nil, as an unknown
/// name does in UIKit, with one log line.
public enum SystemSymbol {
    /// The names FrameKit draws.
    public static var names: [String] { glyphs.keys.sorted() }

    /// The font family of the glyphs, as fontconfig names it.
    static let fontFamily = "Material Icons"
    /// The Debian package that installs it.
    static let fontPackage = "fonts-material-design-icons-iconfont"

    /// One symbol's glyph: the Material icon's name and its code point.
    struct Glyph: Sendable {
        let materialName: String
        let scalar: Unicode.Scalar
    }

    static let glyphs: [String: Glyph] = {
        var glyphs: [String: Glyph] = [:]
        for line in SymbolGlyphTable.text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let code = UInt32(fields[2], radix: 16), let scalar = Unicode.Scalar(code) else { continue }
            glyphs[String(fields[0])] = Glyph(materialName: String(fields[1]), scalar: scalar)
        }
        return glyphs
    }()

    /// `name` drawn in black at `configuration`, or nil (with one log line) for a name FrameKit does not draw or when
    /// the font is not installed.
    static func image(named name: String, configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let glyph = glyphs[name] else {
            reportOnce(name, "UIImage(systemName: \"\(name)\") is nil: FrameKit draws no symbol of that name (SystemSymbol.names lists those it does)")
            return nil
        }
        let side = (configuration.resolvedPointSize * configuration.scale.sideFactor).rounded()
        let key = DrawnKey(
            name: name, side: side, weight: configuration.weight, pointSize: configuration.resolvedPointSize, scale: UIImage.preferredScale)
        if let drawn = drawn.withLock({ $0.use(key) }) { return drawn }
        let outline = configuration.resolvedPointSize * configuration.weight.outlineFraction
        var filled = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            UIColor.black.setFill()
            filled = Pango.fillGlyph(glyph.scalar, family: fontFamily, side: side, outline: outline, in: context.cgContext.cairo)
        }
        guard filled else {
            reportOnce(fontFamily, "UIImage(systemName:) is nil for every symbol: the font \(fontFamily) is not installed; install the Debian package \(fontPackage)")
            return nil
        }
        _ = drawn.withLock { $0.insert(image, bytes: Int(side * side * image.scale * image.scale) * 4, for: key) }
        return image
    }

    /// A drawn symbol's name and what its pixels depend on.
    private struct DrawnKey: Hashable {
        let name: String
        let side: CGFloat
        let weight: UIImage.SymbolWeight
        let pointSize: CGFloat
        let scale: CGFloat
    }

    /// Symbols drawn already: cells configured as they scroll ask for the same few again and again.
    private static let drawn = Mutex(LeastRecentlyUsed<DrawnKey, UIImage>(byteLimit: 2 << 20, countLimit: 512))

    private static let reported = Mutex<Set<String>>([])
    private static let logger = Logger(label: "framekit.symbols")

    private static func reportOnce(_ key: String, _ message: String) {
        guard reported.withLock({ $0.insert(key).inserted }) else { return }
        logger.error("\(message)")
    }
}
