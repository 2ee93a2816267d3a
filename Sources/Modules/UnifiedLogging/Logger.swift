import Foundation
import Logging

/// Apple's unified-logging `Logger`, writing through swift-log (FrameKit's log handler puts it in the journal). The
/// subsystem and category become the swift-log label `subsystem.category`.
public struct Logger: @unchecked Sendable {
    let log: Logging.Logger

    /// A logger for `subsystem` and `category`, as on iOS.
    public init(subsystem: String, category: String) {
        log = Logging.Logger(label: "\(subsystem).\(category)")
    }

    /// A logger writing to `log`.
    public init(_ log: OSLog) { self.log = log.log }

    /// The default logger.
    public init() { self.init(OSLog.default) }

    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { log.log(level: level.swiftLogLevel, "\(message.text)") }
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A log of a subsystem and category (the older API, `os_log(_:log:type:)`).
public final class OSLog: @unchecked Sendable {
    let log: Logging.Logger

    public init(subsystem: String, category: String) { log = Logging.Logger(label: "\(subsystem).\(category)") }

    private init(label: String) { log = Logging.Logger(label: label) }

    /// The app's default log.
    public static let `default` = OSLog(label: "app")
    /// A log that drops everything.
    public static let disabled: OSLog = {
        let log = OSLog(label: "disabled")
        return log
    }()

    var isDisabled: Bool { self === OSLog.disabled }
}

/// A message's level.
public struct OSLogType: Equatable, Sendable {
    let swiftLogLevel: Logging.Logger.Level

    public static let `default` = OSLogType(swiftLogLevel: .notice)
    public static let info = OSLogType(swiftLogLevel: .info)
    public static let debug = OSLogType(swiftLogLevel: .debug)
    public static let error = OSLogType(swiftLogLevel: .error)
    public static let fault = OSLogType(swiftLogLevel: .critical)
}

/// Whether an interpolated value may be shown. A kiosk's journal is the device's own, so FrameKit shows every value
/// (as iOS does while a debugger is attached); the privacy is accepted and has no effect.
public struct OSLogPrivacy: Equatable, Sendable {
    let isPublic: Bool
    public static let `public` = OSLogPrivacy(isPublic: true)
    public static let `private` = OSLogPrivacy(isPublic: false)
    public static let sensitive = OSLogPrivacy(isPublic: false)
    public static let auto = OSLogPrivacy(isPublic: false)
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .auto }

    /// A mask for private values (accepted, no effect).
    public struct Mask: Equatable, Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// A message with interpolations, `"Loaded \(count, privacy: .public) items"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// The interpolations `Logger` accepts: any value, with privacy, alignment and number formats ignored where they
    /// only shape the text Apple's log viewer shows.
    public struct Interpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<Value>(_ value: @autoclosure () -> Value, privacy: OSLogPrivacy = .auto) {
            text += "\(value())"
        }
        public mutating func appendInterpolation<Value>(
            _ value: @autoclosure () -> Value, format: OSLogFormat, privacy: OSLogPrivacy = .auto
        ) { text += "\(value())" }
        public mutating func appendInterpolation<Value>(
            _ value: @autoclosure () -> Value, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto
        ) { text += "\(value())" }
    }
}

/// A number's format in a log message (accepted; values are written in Swift's own form).
public struct OSLogFormat: Sendable {
    public static let `default` = OSLogFormat()
    public static func fixed(precision: @autoclosure () -> Int) -> OSLogFormat { OSLogFormat() }
    public static let hex = OSLogFormat()
    public static let decimal = OSLogFormat()
    public static let octal = OSLogFormat()
}

/// A value's alignment in a log message (accepted; not applied).
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// The older logging function: a printf-style `message` with `args`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    write(message, to: log, type: type, args)
}

/// The older logging function with a level first.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    write(message, to: log, type: type, args)
}

/// Formats an `os_log` message: the `{public}`/`{private}` decorations dropped from the format's specifiers.
private func write(_ message: StaticString, to log: OSLog, type: OSLogType, _ args: [CVarArg]) {
    guard !log.isDisabled else { return }
    let format = "\(message)".replacingOccurrences(of: "%{public}", with: "%").replacingOccurrences(of: "%{private}", with: "%")
    log.log.log(level: type.swiftLogLevel, "\(String(format: format, arguments: args))")
}
