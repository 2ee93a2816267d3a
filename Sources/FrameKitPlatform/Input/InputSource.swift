import Foundation

/// Where input events come from: libinput's devices, a recording or events written in code. Every source hands the
/// same `InputEvent` values (panel pixels, device timestamps) to the handler it was made with; the platform that
/// owns it suspends it while the seat is away and closes it on exit.
@MainActor
public protocol InputSource: AnyObject {
    /// A short name for logs ("libinput seat0", "scripted, 12 events").
    var name: String { get }
    /// Stops delivering events until `resume()`: devices are let go and touches in progress are cancelled.
    func suspend()
    /// Delivers events again after `suspend()`.
    func resume()
    /// Stops for good; nothing is delivered afterwards.
    func close()
}
