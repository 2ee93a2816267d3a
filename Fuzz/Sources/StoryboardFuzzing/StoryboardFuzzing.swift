import Foundation
import FrameKit
import FuzzerDriver
import Logging

/// One fuzz input through everything FrameKit does with an Interface Builder document (or a scene file): parsed,
/// checked, its initial controller made and its view loaded, a nib's top-level views made. Any input must end in a
/// storyboard or a `StoryboardError` — never a crash, a hang or an out-of-bounds access.
@MainActor
public func fuzzStoryboard(_ data: Data) {
    guard let storyboard = try? UIStoryboard(source: String(decoding: data, as: UTF8.self), fileName: "Fuzz.storyboard") else {
        return
    }
    if let controller = try? storyboard.makeInitialViewController() { _ = controller.view }
    _ = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
}

/// Rejected inputs log a line each; at thousands of inputs a second that would be all the fuzzer does.
private let silenceLogging: Void = LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }

/// libFuzzer's entry for each input (on the main thread, where FrameKit's objects live).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    silenceLogging
    let data = Data(bytes: bytes, count: count)
    MainActor.assumeIsolated { fuzzStoryboard(data) }
    return 0
}

/// Runs libFuzzer on storyboard inputs with the process's arguments.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzerDriver(argc, argv, fuzzInput)
}
