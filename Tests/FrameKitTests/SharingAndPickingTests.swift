import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// A picker delegate, as an app's controller is one.
@MainActor
private final class PickerLog: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var picked: [UIImagePickerController.InfoKey: Any]?
    var cancelled = false
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picked = info
        picker.dismiss(animated: true)
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancelled = true
        picker.dismiss(animated: true)
    }
}

/// An app's own activity.
@MainActor
private final class SaveToKiosk: UIActivity {
    var performed = false
    override var activityType: ActivityType? { ActivityType(rawValue: "kiosk.save") }
    override var activityTitle: String? { "Save to Kiosk" }
    override func canPerform(withItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
    override func perform() {
        performed = true
        activityDidFinish(true)
    }
}

@MainActor
@Suite(.serialized) struct SharingAndPickingTests {
    /// A folder of three one-colour PNGs, the blue one the newest.
    private func photoFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, (name, pixel)) in [("red.png", 0xFFFF_0000), ("green.png", 0xFF00_FF00), ("blue.png", 0xFF00_00FF)].enumerated() {
            let image = PixelBuffer(width: 40, height: 30)
            image.fill(UInt32(pixel))
            let url = folder.appendingPathComponent(name)
            try image.writePNG(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))], ofItemAtPath: url.path)
        }
        try "not an image".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theImagePickerShowsThePhotosFolderNewestFirstAndGivesTheChosenImage() throws {
        let folder = try photoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        UIImagePickerController.photoLibraryDirectory = folder.path
        defer { UIImagePickerController.photoLibraryDirectory = nil }
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera), "no camera capture on FrameKit")
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])

        let app = HeadlessApp(size: PixelSize(width: 480, height: 640))
        let root = UIViewController()
        app.window.rootViewController = root
        try app.runUntilIdle()
        let log = PickerLog()
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = log
        root.present(picker, animated: false)
        try app.runUntilIdle()
        let grid = try #require(picker.topViewController as? UICollectionViewController)
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 3, "the three images, not the text file")
        let first = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let centre = first.convert(CGPoint(x: first.bounds.midX, y: first.bounds.midY), to: nil)
        #expect(app.pixel(x: Int(centre.x), y: Int(centre.y)) == 0x0000FF, "the newest photo first")
        try app.tap(first)
        try app.runUntilIdle()
        let info = try #require(log.picked)
        #expect((info[.imageURL] as? URL)?.lastPathComponent == "blue.png")
        #expect((info[.originalImage] as? UIImage)?.size == CGSize(width: 40, height: 30))
        #expect(info[.mediaType] as? String == "public.image" && root.presentedViewController == nil)

        let again = UIImagePickerController()
        again.delegate = log
        root.present(again, animated: false)
        try app.runUntilIdle()
        let cancel = try #require(again.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Cancel" })
        try app.tap(cancel)
        try app.runUntilIdle()
        #expect(log.cancelled && root.presentedViewController == nil)

        UIImagePickerController.photoLibraryDirectory = folder.appendingPathComponent("missing").path
        #expect(!UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    }

    @Test func theShareSheetCopiesAndRunsTheAppsActivitiesThenSaysWhichCompleted() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 700))
        let root = UIViewController()
        app.window.rootViewController = root
        try app.runUntilIdle()
        let save = SaveToKiosk()
        let link = URL(string: "https://example.org/menu")!
        let share = UIActivityViewController(activityItems: ["Today's menu", link], applicationActivities: [save])
        var results: [(String?, Bool)] = []
        share.completionWithItemsHandler = { type, completed, _, _ in results.append((type?.rawValue, completed)) }
        root.present(share, animated: false)
        try app.runUntilIdle()
        #expect(share.offered.map(\.activityTitle) == ["Save to Kiosk", "Copy"])
        #expect(share.presentationController?.adaptivePresentationStyle == .formSheet, "a sheet on a narrow screen")
        let table = try #require(share.view.subviews.first as? UITableView)
        let copyRow = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        try app.tap(copyRow)
        try app.runUntilIdle()
        #expect(UIPasteboard.general.strings == ["Today's menu", "https://example.org/menu"])
        #expect(results.count == 1 && results[0].0 == UIActivity.ActivityType.copyToPasteboard.rawValue && results[0].1)
        #expect(root.presentedViewController == nil)

        let second = UIActivityViewController(activityItems: ["Receipt"], applicationActivities: [save])
        second.excludedActivityTypes = [.copyToPasteboard, .airDrop]
        #expect(second.offered.map(\.activityTitle) == ["Save to Kiosk"])
        var dismissedWithout: (String?, Bool)?
        second.completionWithItemsHandler = { type, completed, _, _ in dismissedWithout = (type?.rawValue, completed) }
        root.present(second, animated: false)
        try app.runUntilIdle()
        try app.tap(at: CGPoint(x: 200, y: 50))
        try app.runUntilIdle()
        #expect(root.presentedViewController == nil && dismissedWithout?.0 == nil && dismissedWithout?.1 == false,
                "a tap on the dimmed screen dismisses it, no activity chosen")
        #expect(!save.performed)
    }

    @Test func thePasteboardHoldsURLsAndImagesAsUIKitsDoes() {
        let pasteboard = UIPasteboard.general
        let before = pasteboard.changeCount
        pasteboard.url = URL(string: "https://example.org")
        #expect(pasteboard.hasURLs && !pasteboard.hasStrings && pasteboard.strings == nil)
        pasteboard.image = UIImage(pixelBuffer: PixelBuffer(width: 2, height: 2))
        #expect(pasteboard.hasImages && !pasteboard.hasURLs && pasteboard.changeCount == before + 2)
        pasteboard.string = "text"
        #expect(pasteboard.images == nil && pasteboard.string == "text")
    }
}
