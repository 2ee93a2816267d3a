import Foundation

/// Why the panel could not be turned off or on, or its brightness set: the device, what failed and what to do.
public struct DisplayPowerError: Error, CustomStringConvertible, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
