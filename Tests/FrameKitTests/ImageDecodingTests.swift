import Foundation
import Testing
@testable import FrameKit
@testable import FrameKitGraphics
import FrameKitTesting

/// The committed fixtures (scripts/make-image-fixtures.sh): files written by cjpeg, jpegtran, exiftool, cwebp,
/// ImageMagick and rsvg-convert.
func imageFixture(_ name: String) throws -> Data {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Images"))
    return try Data(contentsOf: url)
}

/// `image` drawn into a transparent buffer of `width`×`height` pixels.
func rendered(_ image: UIImage, width: Int, height: Int, tint: UIColor? = nil) -> PixelBuffer {
    let buffer = PixelBuffer(width: width, height: height)
    let context = CGContext(buffer: buffer)
    context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height), tint: tint)
    buffer.flush()
    return buffer
}

/// Whether `pixel` (0xAARRGGBB) is within `tolerance` of `expected` on every channel.
func close(_ pixel: UInt32, _ expected: UInt32, tolerance: Int = 12) -> Bool {
    (0..<4).allSatisfy { (shift: Int) -> Bool in
        let a = Int((pixel >> UInt32(shift * 8)) & 0xFF), b = Int((expected >> UInt32(shift * 8)) & 0xFF)
        return abs(a - b) <= tolerance
    }
}

/// The quadrants fixture drawn at its size shows red, green / blue, yellow.
func showsQuadrants(_ buffer: PixelBuffer, tolerance: Int = 12) -> Bool {
    close(buffer[8, 4], 0xFFFF_0000, tolerance: tolerance) && close(buffer[24, 4], 0xFF00_FF00, tolerance: tolerance)
        && close(buffer[8, 12], 0xFF00_00FF, tolerance: tolerance) && close(buffer[24, 12], 0xFFFF_FF00, tolerance: tolerance)
}

@MainActor
@Suite(.serialized) struct ImageDecodingTests {
    @Test(arguments: ["quadrants.png", "interlaced.png", "palette.png", "baseline.jpg", "progressive.jpg", "lossless.webp", "quadrants.gif", "interlaced.gif"])
    func everyFormatShowsTheSamePicture(_ name: String) throws {
        let image = try #require(UIImage(data: try imageFixture(name)))
        #expect(image.size == CGSize(width: 32, height: 16) && image.scale == 1 && image.imageOrientation == .up)
        #expect(showsQuadrants(rendered(image, width: 32, height: 16)))
    }

    @Test func lossyWebPAndCMYKJPEGComeCloseAndGreyJPEGIsLuma() throws {
        let lossy = try #require(UIImage(data: try imageFixture("lossy.webp")))
        #expect(showsQuadrants(rendered(lossy, width: 32, height: 16), tolerance: 24))
        // An Adobe YCCK file from ImageMagick: CMYK inverted, converted back without a colour profile.
        let cmyk = try #require(UIImage(data: try imageFixture("cmyk.jpg")))
        #expect(showsQuadrants(rendered(cmyk, width: 32, height: 16), tolerance: 24))
        let grey = rendered(try #require(UIImage(data: try imageFixture("grey.jpg"))), width: 32, height: 16)
        // Rec. 601 luma of red, green, blue, yellow: 76, 150, 29, 226.
        for (x, y, luma) in [(8, 4, 76), (24, 4, 150), (8, 12, 29), (24, 12, 226)] {
            let v = UInt32(luma)
            #expect(close(grey[x, y], 0xFF00_0000 | v << 16 | v << 8 | v, tolerance: 3), "(\(x),\(y))")
        }
    }

    @Test(arguments: 1...8)
    func exifOrientationsTurnTheStoredPixelsUpright(_ orientation: Int) throws {
        let image = try #require(UIImage(data: try imageFixture("orientation-\(orientation).jpg")))
        let expected: [UIImage.Orientation] = [.up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left]
        #expect(image.imageOrientation == expected[orientation - 1])
        #expect(image.size == CGSize(width: 32, height: 16), "the displayed size, whatever the stored one")
        #expect(showsQuadrants(rendered(image, width: 32, height: 16)))
        // JPEG re-encoding keeps the picture upright; PNG keeps the stored pixels, as UIKit's pngData does.
        let reencoded = try #require(image.jpegData(compressionQuality: 0.95))
        let upright = try #require(UIImage(data: reencoded))
        #expect(upright.imageOrientation == .up && showsQuadrants(rendered(upright, width: 32, height: 16), tolerance: 20))
        let storedData = try #require(image.pngData())
        let stored = try #require(UIImage(data: storedData))
        #expect(stored.size == (orientation >= 5 ? CGSize(width: 16, height: 32) : CGSize(width: 32, height: 16)))
    }

    @Test(arguments: ["alpha.webp", "alpha-16bit.png"])
    func translucentPixelsArePremultiplied(_ name: String) throws {
        let alpha = rendered(try #require(UIImage(data: try imageFixture(name))), width: 32, height: 8)
        #expect(alpha[4, 4] == 0xFFFF_0000)
        #expect(close(alpha[24, 4], 0x8080_0000, tolerance: 1), "50 % red, premultiplied")
    }

    @Test func greyAlphaPNGAndGIFTransparency() throws {
        let grey = rendered(try #require(UIImage(data: try imageFixture("grey-alpha.png"))), width: 32, height: 8)
        #expect(close(grey[4, 4], 0xFF80_8080, tolerance: 1) && close(grey[24, 4], 0x8040_4040, tolerance: 1))
        let gif = rendered(try #require(UIImage(data: try imageFixture("transparent.gif"))), width: 32, height: 16)
        #expect(gif[2, 2] == 0 && gif[16, 8] == 0xFF00_00FF)
    }

    @Test func svgDrawsFromTheDocumentSoItIsSharpAtAnySizeAndMatchesRsvgConvert() throws {
        let bar = try #require(UIImage(data: try imageFixture("bar.svg")))
        #expect(bar.size == CGSize(width: 24, height: 24))
        // At 4×, the 2-unit bar covers x = 40…47 with hard edges: an enlarged 24-pixel bitmap would blur them.
        let big = rendered(bar, width: 96, height: 96)
        #expect(big[39, 50] == 0 && big[40, 50] == 0xFF00_0000 && big[47, 50] == 0xFF00_0000 && big[48, 50] == 0)
        // rsvg-convert's own picture at 48 pixels, pixel for pixel.
        let reference = try #require(UIImage(data: try imageFixture("bar-48.png")))
        let ours = rendered(bar, width: 48, height: 48), theirs = rendered(reference, width: 48, height: 48)
        #expect((0..<48).allSatisfy { x in ours[x, 24] == theirs[x, 24] })
    }

    @Test func aThumbnailFitsTheSizeKeepsTheAspectAndTheOrientation() throws {
        let photo = try #require(UIImage(data: try imageFixture("orientation-6.jpg")))
        let thumbnail = try #require(photo.preparingThumbnail(of: CGSize(width: 16, height: 16)))
        #expect(thumbnail.size == CGSize(width: 16, height: 8) && thumbnail.imageOrientation == .right)
        #expect(showsQuadrants(rendered(thumbnail, width: 32, height: 16), tolerance: 40))
        let icon = try #require(UIImage(data: try imageFixture("bar.svg")))
        #expect(icon.preparingThumbnail(of: CGSize(width: 48, height: 48))?.size == CGSize(width: 48, height: 48), "vectors grow")
    }

    @Test func encodingRoundTrips() throws {
        let image = try #require(UIImage(data: try imageFixture("quadrants.png")))
        let pngData = try #require(image.pngData())
        let png = try #require(UIImage(data: pngData))
        #expect(rendered(png, width: 32, height: 16)[8, 4] == 0xFFFF_0000)
        let jpeg = try #require(image.jpegData(compressionQuality: 0.9))
        #expect(ImageFormat(sniffing: jpeg) == .jpeg)
        #expect(showsQuadrants(rendered(try #require(UIImage(data: jpeg)), width: 32, height: 16), tolerance: 20))
        #expect(try #require(image.jpegData(compressionQuality: 0.1)).count < jpeg.count)
    }

    @Test func aMemoryWarningDropsDecodedPixelsAndTheNextDrawDecodesAgain() throws {
        let image = try #require(UIImage(data: try imageFixture("baseline.jpg")))
        #expect(!image.source.isDecoded, "decoding waits for the first use")
        _ = rendered(image, width: 32, height: 16)
        #expect(image.source.isDecoded)
        #expect(UIImage.purgeDecodedImages() >= 32 * 16 * 4)
        #expect(!image.source.isDecoded)
        #expect(showsQuadrants(rendered(image, width: 32, height: 16)))
        // A GIF's check decodes its first frame; those pixels are kept (and purgeable), not decoded again to draw.
        let gif = try #require(UIImage(data: try imageFixture("quadrants.gif")))
        #expect(gif.source.isDecoded)
        #expect(UIImage.purgeDecodedImages() >= 32 * 16 * 4 && !gif.source.isDecoded)
        #expect(showsQuadrants(rendered(gif, width: 32, height: 16)))
        let drawn = UIImage(pixelBuffer: PixelBuffer(width: 4, height: 4))
        _ = UIImage.purgeDecodedImages()
        #expect(drawn.source.isDecoded, "pixels made in code cannot be made again, so they stay")
    }

    @Test func namedImagesComeFromAssetCatalogsAtTheScreensScale() throws {
        let directory = try #require(Bundle.module.resourceURL?.appendingPathComponent("Images").path)
        defer { UIImage.preferredScale = 1 }
        UIImage.preferredScale = 2
        _ = UIImage.purgeDecodedImages()
        let star = try #require(UIImage(named: "Star", inDirectories: [directory]))
        #expect(star.scale == 2 && star.size == CGSize(width: 8, height: 8))
        #expect(rendered(star, width: 8, height: 8)[4, 4] == 0xFF00_00FF, "the 2x file is the blue one")
        _ = UIImage.purgeDecodedImages()
        UIImage.preferredScale = 1
        let small = try #require(UIImage(named: "Star", inDirectories: [directory]))
        #expect(small.scale == 1 && rendered(small, width: 8, height: 8)[4, 4] == 0xFFFF_0000)
        // Loose files by name with any extension, and nothing for a name that is not there.
        #expect(UIImage(named: "lossless", inDirectories: [directory])?.size == CGSize(width: 32, height: 16))
        #expect(UIImage(named: "missing", inDirectories: [directory]) == nil)
    }

    @Test func traitsPickAnAssetsDarkOrLightVariant() throws {
        let bundle = try #require(Bundle(url: Bundle.module.bundleURL.appendingPathComponent("Images")))
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        func colour(_ image: UIImage?) throws -> UInt32 {
            let image = try #require(image)
            return rendered(image, width: 8, height: 8)[4, 4]
        }
        let scaleOne = UITraitCollection(displayScale: 1)
        #expect(try colour(UIImage(named: "Moon", in: bundle, compatibleWith: scaleOne)) == 0xFFFF_0000, "any appearance")
        #expect(try colour(UIImage(named: "Moon", in: bundle, compatibleWith: UITraitCollection(traitsFrom: [scaleOne, dark]))) == 0xFF00_FF00)
        #expect(
            try colour(UIImage(named: "Moon", in: bundle, compatibleWith: UITraitCollection(traitsFrom: [scaleOne, UITraitCollection(userInterfaceStyle: .light)])))
                == 0xFFFF_0000)
        let darkAtTwo = try #require(UIImage(named: "Moon", in: bundle, compatibleWith: UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 2)])))
        #expect(darkAtTwo.scale == 2 && darkAtTwo.size == CGSize(width: 8, height: 8))
        #expect(try colour(darkAtTwo) == 0xFFFF_FFFF, "the dark 2x file, not the any-appearance 1x one")
        #expect(
            try colour(UIImage(named: "Star", in: bundle, compatibleWith: UITraitCollection(traitsFrom: [scaleOne, dark]))) == 0xFFFF_0000,
            "a set without a dark variant gives its any-appearance file")
        let app = HeadlessApp(size: PixelSize(width: 80, height: 60))
        #expect(app.screen.traitCollection.userInterfaceStyle == .light, "FrameKit draws the light appearance")
    }
}

/// Bad data of every format: nil and exactly one log line that names the problem.
@MainActor
@Suite(.serialized) struct BadImageDataTests {
    func expectRefused(_ data: Data, mentioning words: String, sourceLocation: SourceLocation = #_sourceLocation) {
        LogCapture.shared.start()
        let image = UIImage(data: data)
        let log = LogCapture.shared.stop()
        #expect(image == nil, sourceLocation: sourceLocation)
        let lines = log.split(separator: "\n").filter { $0.contains("UIImage(data:) gave nil") }
        #expect(lines.count == 1, "\(log)", sourceLocation: sourceLocation)
        #expect(log.contains(words), "\(log)", sourceLocation: sourceLocation)
    }

    func patched(_ data: Data, at offset: Int, _ bytes: [UInt8]) -> Data {
        var copy = data
        copy.replaceSubrange(offset..<offset + bytes.count, with: bytes)
        return copy
    }

    /// The offset of a JPEG's SOF marker (its height follows at +5, its width at +7).
    func startOfFrame(_ jpeg: Data) -> Int {
        let bytes = [UInt8](jpeg)
        return (2..<bytes.count - 1).first { bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2) }!
    }

    @Test func truncatedFilesOfEveryFormatAreRefused() throws {
        for (name, words) in [("quadrants.png", "truncated"), ("baseline.jpg", "truncated"), ("progressive.jpg", "truncated"),
                              ("lossless.webp", "truncated"), ("quadrants.gif", "GIF"), ("bar.svg", "SVG")] {
            let data = try imageFixture(name)
            expectRefused(data.prefix(data.count / 2 + 3), mentioning: words)
        }
    }

    @Test func decodedPixelsStayWithinTheBudgetTheLeastRecentlyDrawnGoingFirst() throws {
        let bytes = 32 * 16 * 4
        let cache = NamedImageCache(byteLimit: 3 * bytes)
        let images = try (0..<4).map { _ in try #require(UIImage(data: try imageFixture("quadrants.png"))) }
        for image in images.prefix(3) {
            _ = image.source.pixels()
            cache.noteDecoded(image.source, bytes: bytes)
        }
        cache.noteUse(images[0].source)  // drawn again: now the last to go
        _ = images[3].source.pixels()
        cache.noteDecoded(images[3].source, bytes: bytes)
        #expect(images.map(\.source.isDecoded) == [true, false, true, true])
        #expect(cache.decodedBytes == 3 * bytes)
        #expect(images[1].pixels.width == 32, "a released image decodes again when drawn")
    }

    @Test func textLayoutsAreKeptWithinTheirByteBudget() {
        let font = UIFont.systemFont(ofSize: 12)
        func layout(_ letter: Character, _ count: Int) -> TextLayout {
            TextLayout.shared(String(repeating: letter, count: count), font: font, color: .black, width: nil)
        }
        // About 2.9 MB each by the cache's estimate: the third passes the 8 MB budget and the first goes.
        let first = layout("a", 45_000)
        #expect(layout("a", 45_000) === first, "kept")
        _ = layout("b", 45_000)
        _ = layout("c", 45_000)
        #expect(layout("a", 45_000) !== first, "released to keep within the budget")
        // A text larger than the whole budget is shaped for its use and not kept.
        let huge = layout("d", 140_000)
        #expect(layout("d", 140_000) !== huge)
    }

    @Test func aProgressiveJPEGOfMoreScansThanEncodersWriteIsRefused() throws {
        // 100 scans (jpegtran's most); the same pixels in 10 scans decode.
        let manyScans = try imageFixture("many-scans.jpg")
        expectRefused(manyScans, mentioning: "it has 100 scans, more than the 64 FrameKit decodes")
        // The decoder stops by itself too, for any path that reaches it without the header's check.
        let error = try #require(throws: ImageDecodingError.self) { try JPEGCodec.decode(manyScans) }
        #expect("\(error)".contains("more than 64 scans"), "\(error)")
        #expect(UIImage(data: try imageFixture("progressive.jpg"))?.size == CGSize(width: 32, height: 16))
    }

    @Test func corruptHeadersOfEveryFormatAreRefused() throws {
        expectRefused(patched(try imageFixture("quadrants.png"), at: 12, Array("XXXX".utf8)), mentioning: "IHDR")
        let jpeg = try imageFixture("baseline.jpg")
        expectRefused(patched(jpeg, at: startOfFrame(jpeg), [0xFF, 0x01, 0x00]), mentioning: "JPEG")
        expectRefused(patched(try imageFixture("lossless.webp"), at: 12, Array("VP9Q".utf8)), mentioning: "WebP")
        expectRefused(patched(try imageFixture("quadrants.gif"), at: 10, [0xFF, 0xFF, 0xFF]), mentioning: "GIF")
        expectRefused(Data("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect </svg>".utf8), mentioning: "SVG")
        expectRefused(Data([0x00, 0x01, 0x02, 0x03]), mentioning: "not a PNG, JPEG, WebP, GIF or SVG")
        expectRefused(Data(), mentioning: "not a PNG, JPEG, WebP, GIF or SVG")
    }

    @Test func hugeDimensionsAreRefusedBeforeAnythingIsAllocated() throws {
        expectRefused(patched(try imageFixture("quadrants.png"), at: 16, [0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF]), mentioning: "65535×65535")
        let jpeg = try imageFixture("baseline.jpg")
        expectRefused(patched(jpeg, at: startOfFrame(jpeg) + 5, [0xFF, 0xFF, 0xFF, 0xFF]), mentioning: "JPEG")
        // VP8L packs width − 1 and height − 1 in 14 bits each: 16384×16384 is 268 megapixels.
        expectRefused(patched(try imageFixture("lossless.webp"), at: 21, [0xFF, 0xFF, 0xFF, 0x0F]), mentioning: "16384×16384")
        expectRefused(patched(try imageFixture("quadrants.gif"), at: 6, [0xFF, 0xFF, 0xFF, 0xFF]), mentioning: "65535×65535")
        // A 1×1 logical screen whose first frame is 20,000×20,000: every row of it would be decompressed (14 s of CPU).
        let frameBomb: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF]
            + [0x2C, 0, 0, 0, 0, 0x20, 0x4E, 0x20, 0x4E, 0, 2, 2, 0x44, 0x01, 0, 0x3B]
        expectRefused(Data(frameBomb), mentioning: "GIF frame is 20000x20000 pixels on a 1x1 screen")
        expectRefused(Data("<svg xmlns='http://www.w3.org/2000/svg' width='60000' height='60000'/>".utf8), mentioning: "60000×60000")
        // Found by the SVG fuzzer: a viewBox 2e24 high once trapped converting the size to pixels.
        expectRefused(Data("<svg xmlns=\"http://www.w3.org/2000/svg\" w=\"24\" viewBox=\"5 0 24 2e24\" height=\"4\">\n</svg>\n".utf8),
                      mentioning: "more than FrameKit decodes")
        let icon = try #require(UIImage(data: try imageFixture("bar.svg")))
        #expect(icon.preparingThumbnail(of: CGSize(width: 1e30, height: .infinity))?.size.width ?? 0 <= 32767)
    }

    @Test func svgsAreWeighedBeforeLibrsvgDrawsThem() throws {
        // A PNG saying 20,000×20,000 inside an SVG: librsvg would decode it whole (1.6 GB) whatever the pixel limit.
        let huge = patched(try imageFixture("quadrants.png"), at: 16, [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])
        let embedding = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='10' height='10'>"
            + "<image width='10' height='10' xlink:href='data:image/png;base64,\(huge.base64EncodedString())'/></svg>"
        expectRefused(Data(embedding.utf8), mentioning: "an image inside the document is 20000×20000 pixels")
        // 30 levels of doubled <use>: a billion rectangles from a few kilobytes.
        func doubled(_ levels: Int) -> Data {
            var svg = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><defs><rect id='g0' width='1' height='1'/>"
            for level in 1...levels { svg += "<g id='g\(level)'><use href='#g\(level - 1)'/><use href='#g\(level - 1)'/></g>" }
            return Data((svg + "</defs><use href='#g\(levels)'/></svg>").utf8)
        }
        expectRefused(doubled(30), mentioning: "draws more than 100000 elements once its <use> references are expanded")
        // Five levels (32 copies) and a reference to its own group are drawn as usual.
        #expect(UIImage(data: doubled(5)) != nil)
        let loop = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><g id='a'><rect width='1' height='1'/><use href='#a'/></g></svg>"
        #expect(UIImage(data: Data(loop.utf8)) != nil)
        // The embedded picture of a normal size is drawn.
        let small = try imageFixture("quadrants.png").base64EncodedString()
        let fine = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><image width='10' height='10' href='data:image/png;base64,\(small)'/></svg>"
        #expect(UIImage(data: Data(fine.utf8)) != nil)
    }

    @Test func zeroSizedImagesAreRefused() throws {
        expectRefused(patched(try imageFixture("quadrants.png"), at: 16, [0, 0, 0, 0]), mentioning: "no pixels")
        let jpeg = try imageFixture("baseline.jpg")
        expectRefused(patched(jpeg, at: startOfFrame(jpeg) + 5, [0, 0]), mentioning: "JPEG")
        expectRefused(patched(try imageFixture("quadrants.gif"), at: 6, [0, 0, 0, 0]), mentioning: "empty")
        expectRefused(Data("<svg xmlns='http://www.w3.org/2000/svg' width='0' height='0'/>".utf8), mentioning: "no size")
        expectRefused(Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8L".utf8), mentioning: "WebP")
    }

    @Test func damageInsideTheCompressedDataShowsWhenDecodingAndIsLoggedOnce() throws {
        var jpeg = try imageFixture("baseline.jpg")
        // Garbage over the scan data, with the headers and the end marker intact.
        let scan = [UInt8](jpeg).indices.last { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }! + 14
        jpeg.replaceSubrange(scan..<jpeg.count - 2, with: [UInt8](repeating: 0xFF, count: jpeg.count - 2 - scan))
        let image = try #require(UIImage(data: jpeg), "the header and the end are fine")
        LogCapture.shared.start()
        #expect(image.preparingForDisplay() == nil)
        #expect(image.preparingForDisplay() == nil)
        _ = rendered(image, width: 32, height: 16)
        let log = LogCapture.shared.stop()
        #expect(log.split(separator: "\n").filter { $0.contains("could not be decoded") }.count == 1, "\(log)")
    }
}

@MainActor
@Suite(.serialized) struct ImageRendererTests {
    @Test func aRendererDrawsAtTheScreensScaleAndGivesAnImageOrEncodedData() throws {
        defer { UIImage.preferredScale = 1 }
        UIImage.preferredScale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 2 && image.pixels.width == 20)
        let pixels = rendered(image, width: 20, height: 10)
        #expect(pixels[4, 4] == 0xFFFF_0000 && pixels[15, 4] == 0, "red on the left half, transparent on the right")
        let png = renderer.pngData { _ in UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 5)) }
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.pixels.width == 20 && rendered(decoded, width: 20, height: 10)[10, 5] == 0xFF00_00FF)
        let jpeg = renderer.jpegData(withCompressionQuality: 0.8) { _ in }
        #expect(ImageFormat(sniffing: jpeg) == .jpeg)
    }

    @Test func theOlderImageContextFunctionsWork() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 1)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        let pixels = rendered(image, width: 4, height: 4)
        #expect(pixels[0, 0] == 0xFF00_00FF && pixels[3, 3] == 0xFF00_0000, "opaque: black where nothing was drawn")
    }
}
