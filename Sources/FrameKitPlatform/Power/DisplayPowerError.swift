import Foundation

/// Why the panel could not be turned off or on, or its brightness set: the device, what failed and what to do.
public struct DisplayPowerError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The device, what failed and what to do.
    public let message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
