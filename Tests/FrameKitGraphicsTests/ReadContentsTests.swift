import Foundation
import Testing

@testable import FrameKitGraphics

/// Reading files without Foundation's leak on empty ones: the same answers `contents(atPath:)` gives.
@Suite struct ReadContentsTests {
    @Test func anEmptyFileIsEmptyDataAMissingOrUnreadableOneNil() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("framekit-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty"), text = folder.appendingPathComponent("text")
        FileManager.default.createFile(atPath: empty.path, contents: Data())
        FileManager.default.createFile(atPath: text.path, contents: Data("kiosk".utf8))
        #expect(FileManager.default.readContents(atPath: empty.path) == Data())
        #expect(FileManager.default.readContents(atPath: text.path) == Data("kiosk".utf8))
        #expect(FileManager.default.readContents(atPath: folder.appendingPathComponent("missing").path) == nil)
        #expect(FileManager.default.readContents(atPath: folder.path) == nil, "a folder is not a file")
        #expect(throws: (any Error).self) { try FileManager.default.readContents(of: folder.appendingPathComponent("missing")) }
    }
}
