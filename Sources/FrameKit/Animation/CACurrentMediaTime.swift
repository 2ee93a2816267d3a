import Foundation

/// Seconds, as Core Animation counts them.
public typealias CFTimeInterval = Double

/// Now, in the seconds `CADisplayLink.timestamp` and animation times use: the main loop's monotonic clock (virtual
/// in headless tests).
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { UIScreen.main.loop.now.seconds }
