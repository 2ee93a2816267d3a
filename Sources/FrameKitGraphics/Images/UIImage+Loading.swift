import Foundation
import Synchronization

extension UIImage {
    private static let pixelLimit = Atomic<Int>(64 * 1024 * 1024)

    /// The most pixels one image may decode to (64 megapixels, 256 MiB, by default): a corrupt or hostile header
    /// claiming 65535×65535 gives nil with a message instead of asking for 16 GiB. A board with little memory may
    /// lower it (FrameKit's fuzzers do, to spend their time on logic rather than on allocating).
    public static var maximumDecodedPixelCount: Int {
        get { pixelLimit.load(ordering: .relaxed) }
        set { pixelLimit.store(max(1, newValue), ordering: .relaxed) }
    }

    private static let cacheLimit = Atomic<Int>(256 * 1024 * 1024)

    /// The most bytes of decoded pixels kept for images made from files and data (256 MiB by default; a kiosk service
    /// with a memory limit gets a quarter of it). Past it, the pixels of the least recently drawn images are released;
    /// they decode again when next drawn.
    public static var decodedImageCacheLimit: Int {
        get { cacheLimit.load(ordering: .relaxed) }
        set { cacheLimit.store(max(0, newValue), ordering: .relaxed) }
    }

    private static let mainScreenScale = Mutex<CGFloat>(1)

    /// The scale what has no screen of its own picks files and bitmaps for — `UIImage(named:)` without traits, a
    /// renderer's default format, a thumbnail — which UIKit defines as the main screen's (`UIScreen.main` sets it). An
    /// image view shows a named image at its own screen's scale whatever this was (`resolved(forScale:)`).
    package static var preferredScale: CGFloat {
        get { mainScreenScale.withLock { $0 } }
        set { mainScreenScale.withLock { $0 = newValue } }
    }

    /// Loads an image file of any format FrameKit reads; an `@2x`/`@3x` suffix in the name sets the scale. Nil, with
    /// one log line, when the file is missing or unreadable.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.readContents(atPath: path) else {
            ImageSource.logger.error("UIImage(contentsOfFile:) gave nil: cannot read \(path); check the path and its permissions")
            return nil
        }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// Finds `name` in the main bundle's resources (or the working directory) and caches it, as UIKit does: see
    /// `init(named:inDirectories:)`.
    public convenience init?(named name: String) {
        let directories = [Bundle.main.resourcePath, Bundle.main.bundlePath, FileManager.default.currentDirectoryPath]
        self.init(named: name, inDirectories: directories.compactMap { $0 })
    }

    /// Finds `name` in `directories`: first in their asset catalogs (`*.xcassets`, image sets whose Contents.json
    /// lists 1x/2x/3x files, the one for `preferredScale` and `style` chosen), then as a file — `name`,
    /// `name@Nx` for the preferred scale and below, with any of FrameKit's extensions when the name has none. The
    /// image is cached by name until a memory warning; nil when nothing is found (not logged: apps probe names).
    package convenience init?(
        named name: String, inDirectories directories: [String], scale wanted: CGFloat? = nil, style: UIUserInterfaceStyle = .light
    ) {
        let scale = wanted ?? Self.preferredScale
        let key = directories.joined(separator: "\u{1F}") + "\u{1E}\(scale)\u{1E}\(style.rawValue)\u{1E}" + name
        let lookup = NamedImageLookup(name: name, directories: directories, style: style)
        if let cached = NamedImageCache.shared.image(for: key) {
            self.init(source: cached.source, scale: cached.scale, orientation: cached.imageOrientation, lookup: lookup)
            return
        }
        for directory in directories {
            if let found = AssetCatalog.image(named: name, in: directory, scale: scale, style: style)
                ?? Self.file(named: name, in: directory, scale: scale)
            {
                NamedImageCache.shared.store(found, for: key)
                self.init(source: found.source, scale: found.scale, orientation: found.imageOrientation, lookup: lookup)
                return
            }
        }
        return nil
    }

    /// The same named image in the file for `screenScale` (an image view on a screen of another scale than the main
    /// one's, as UIKit's image views resolve an image asset for their traits), with this one's rendering mode, caps,
    /// tint and mirroring; itself when it was not loaded by name or no other file suits that scale better.
    package func resolved(forScale screenScale: CGFloat) -> UIImage {
        guard let lookup, screenScale != scale,
            let found = UIImage(named: lookup.name, inDirectories: lookup.directories, scale: screenScale, style: lookup.style),
            found.scale != scale
        else { return self }
        return UIImage(
            source: found.source, scale: found.scale, orientation: found.imageOrientation, renderingMode: renderingMode,
            capInsets: capInsets, resizingMode: resizingMode, tint: symbolTint,
            flipsForRightToLeft: flipsForRightToLeftLayoutDirection, lookup: lookup)
    }

    /// `name` as a loose file in `directory`, preferring the variant for the screen's scale.
    private static func file(named name: String, in directory: String, scale wanted: CGFloat) -> UIImage? {
        let base = (name as NSString).deletingPathExtension
        let givenExtension = (name as NSString).pathExtension
        let extensions = givenExtension.isEmpty ? ImageFormat.searchedExtensions : [givenExtension]
        // The screen's scale, then smaller ones, then larger ones (drawn down) before giving up.
        let preferred = min(max(Int(wanted.rounded(.up)), 1), 3)
        let scales = [preferred] + (1..<preferred).reversed() + ((preferred + 1)..<4)
        for scale in scales {
            for ext in extensions {
                let file = (scale == 1 ? base : "\(base)@\(scale)x") + "." + ext
                let path = (directory as NSString).appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: path) else { continue }
                return UIImage(contentsOfFile: path)
            }
        }
        return nil
    }
}
