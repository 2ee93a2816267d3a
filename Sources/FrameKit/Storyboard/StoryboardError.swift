import Foundation

/// Why a scene file cannot be used: names the file, the line (or key) and what was expected.
public struct StoryboardError: Error, CustomStringConvertible, Equatable {
    /// The file's name (`Main.storyboard`).
    public let file: String
    /// The line the problem is on; 0 when it concerns the whole file or a key asked for in code.
    public let line: Int
    /// What is wrong, and how to fix it.
    public let message: String

    /// A problem in `file` at `line` (0: the whole file).
    public init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
