import Foundation

/// Checks `condition` every 50 ms until it holds or `seconds` pass.
func poll(seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
        if try condition() { return true }
        usleep(50_000)
    } while Date() < deadline
    return false
}

/// Waits up to `seconds` for `process` to end. When it has not, ends it (SIGTERM, and SIGKILL if it is still there
/// after 2 s) and returns false: a test never waits on a child for good.
func finish(_ process: Process, within seconds: Double) -> Bool {
    if poll(seconds: seconds, { !process.isRunning }) { return true }
    process.terminate()
    if !poll(seconds: 2, { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return false
}
