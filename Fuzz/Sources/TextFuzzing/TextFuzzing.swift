import Foundation
@_spi(Fuzzing) import FrameKit
@_spi(Fuzzing) import FrameKitGraphics
@_spi(Fuzzing) import WebKit
import FrameKitPlatform
import FuzzerDriver
import Logging
import Synchronization

/// The text formats FrameKit reads from outside, one fuzzer each: storyboards and nibs, what a translator sends, what
/// an asset catalog says, a visual format string, a control socket line, what a web page posts to the app (its
/// message body as JSON, the URLs it navigates to), and HTML an app reads into an attributed string. Any input must end in a result or a logged refusal — never a
/// crash, a hang or an out-of-bounds access (the address sanitizer watches).
public enum TextFormat: Sendable {
    case storyboard, localization, assetCatalog, visualFormat, controlProtocol, webMessage, html
}

/// The format this process fuzzes (set once by its executable, before the driver starts).
private let chosenFormat = Mutex(TextFormat.storyboard)

/// One input of the chosen format.
@MainActor
func fuzz(_ data: Data) {
    switch chosenFormat.withLock({ $0 }) {
    case .storyboard: fuzzStoryboard(data)
    case .localization: fuzzLocalization(data)
    case .assetCatalog: fuzzAssetCatalog(data)
    case .visualFormat: fuzzVisualFormat(data)
    case .controlProtocol: _ = try? ControlRequest(line: String(decoding: data, as: UTF8.self))
    case .webMessage: fuzzWebMessage(data)
    case .html: fuzzHTML(data)
    }
}

/// A folder of this process's own for the files an input is written to.
private let scratch: String = {
    let path = NSTemporaryDirectory() + "framekit-fuzz-\(getpid())"
    for folder in ["en.lproj", "de.lproj", "Fuzz.xcassets/Item.imageset", "Fuzz.xcassets/Tint.colorset"] {
        try? FileManager.default.createDirectory(atPath: path + "/" + folder, withIntermediateDirectories: true)
    }
    // A 1×1 PNG the image set may name.
    let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6,
        0, 0, 0, 0x1F, 0x15, 0xC4, 0x89, 0, 0, 0, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0,
        0x1F, 0, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D, 0x1D, 0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
    FileManager.default.createFile(atPath: path + "/Fuzz.xcassets/Item.imageset/a.png", contents: Data(png))
    return path
}()

/// The input split at NUL bytes: the parts go to the files of one format set.
private func parts(_ data: Data, _ count: Int) -> [Data] {
    var pieces = data.split(separator: 0, maxSplits: count - 1, omittingEmptySubsequences: false).map { Data($0) }
    while pieces.count < count { pieces.append(Data()) }
    return pieces
}

/// Everything FrameKit does with an Interface Builder document (or a scene file): parsed, checked, its initial
/// controller made and its view loaded, a nib's top-level views made.
@MainActor
private func fuzzStoryboard(_ data: Data) {
    guard let storyboard = try? UIStoryboard(source: String(decoding: data, as: UTF8.self), fileName: "Fuzz.storyboard") else {
        return
    }
    if let controller = try? storyboard.makeInitialViewController() { _ = controller.view }
    _ = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
}

private func fuzzLocalization(_ data: Data) {
    let files = ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings", "de.lproj/Localizable.stringsdict", "Localizable.xcstrings"]
    for (file, part) in zip(files, parts(data, files.count)) {
        FileManager.default.createFile(atPath: scratch + "/" + file, contents: part)
    }
    LocalizationFuzzing.readAndRender(directory: scratch)
}

private func fuzzAssetCatalog(_ data: Data) {
    let (image, color) = (parts(data, 2)[0], parts(data, 2)[1])
    FileManager.default.createFile(atPath: scratch + "/Fuzz.xcassets/Item.imageset/Contents.json", contents: image)
    FileManager.default.createFile(atPath: scratch + "/Fuzz.xcassets/Tint.colorset/Contents.json", contents: color)
    AssetCatalogFuzzing.look(in: scratch)
}

@MainActor private let formatViews: [String: Any] = ["a": UIView(), "b": UIView(), "field": UILabel()]

@MainActor
private func fuzzVisualFormat(_ data: Data) {
    let superview = UIView()
    for case let view as UIView in formatViews.values { superview.addSubview(view) }
    let format = String(decoding: data.prefix(4096), as: UTF8.self)
    for options in [NSLayoutConstraint.FormatOptions(), .alignAllCenterY, .alignAllLeading] {
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: ["m": 8, "w": 120.5], views: formatViews)
        NSLayoutConstraint.activate(constraints)
        superview.layoutIfNeeded()
        NSLayoutConstraint.deactivate(constraints)
    }
    for case let view as UIView in formatViews.values { view.removeFromSuperview() }
}

/// A frame's message as the web process's relay hands it to WKWebView (JSON naming the handler, the body, the frame
/// and its origin, all of which a page can make up), and the URL of a navigation it asks for.
@MainActor
private func fuzzWebMessage(_ data: Data) {
    _ = WebMessageFuzzing.read(String(decoding: data, as: UTF8.self))
}

/// HTML read into an attributed string (as `NSAttributedString(data:options:documentAttributes:)` does), and its text
/// laid out in a label: styles from hostile CSS must still make fonts and colours that draw.
@MainActor
private func fuzzHTML(_ data: Data) {
    guard let text = try? NSAttributedString(data: data, options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
    else { return }
    let label = UILabel()
    label.numberOfLines = 0
    label.attributedText = text
    _ = label.sizeThatFits(CGSize(width: 320, height: 10_000))
}

/// Refusals log a line each; at thousands of inputs a second that would be all the fuzzer does.
private let silenceLogging: Void = LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }

/// libFuzzer's entry for each input (on the main thread, where FrameKit's objects live).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    silenceLogging
    let data = Data(bytes: bytes, count: count)
    MainActor.assumeIsolated { fuzz(data) }
    return 0
}

/// Runs libFuzzer on inputs of `format` with the process's arguments.
public func runFuzzer(_ format: TextFormat, _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    chosenFormat.withLock { $0 = format }
    return runFuzzerDriver(argc, argv, fuzzInput)
}
