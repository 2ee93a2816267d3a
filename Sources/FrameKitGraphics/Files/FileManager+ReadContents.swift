import Foundation

extension FileManager {
    /// The bytes of the file at `path`, nil when it cannot be read. Foundation's `contents(atPath:)` and
    /// `Data(contentsOf:)` leak a 4 KB buffer for every empty file they read (Swift 6.3's Foundation on Linux; found by
    /// FrameKit's fuzzers): this reads through a file handle, which does not.
    package func readContents(atPath path: String) -> Data? { try? readContents(of: URL(fileURLWithPath: path)) }

    /// The bytes of the file at `url`, or Foundation's error (which names the file and the reason).
    package func readContents(of url: URL) throws -> Data {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
    }
}
