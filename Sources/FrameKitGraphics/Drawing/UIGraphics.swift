import Foundation

/// The per-thread stack of current contexts that `UIGraphicsGetCurrentContext()` reads.
private final class ContextStack {
    var contexts: [CGContext] = []
}

/// The main thread's stack, where views draw: reached without the thread dictionary's string lookup, which cost more
/// than drawing a short label.
nonisolated(unsafe) private let mainStack = ContextStack()

private func currentStack() -> ContextStack {
    if Thread.isMainThread { return mainStack }
    let key = "FrameKit.UIGraphics.contextStack"
    if let stack = Thread.current.threadDictionary[key] as? ContextStack { return stack }
    let stack = ContextStack()
    Thread.current.threadDictionary[key] = stack
    return stack
}

/// The context that drawing code draws into: inside `draw(_:)`, the view's backing store.
public func UIGraphicsGetCurrentContext() -> CGContext? { currentStack().contexts.last }

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { currentStack().contexts.append(context) }

public func UIGraphicsPopContext() {
    let stack = currentStack()
    if !stack.contexts.isEmpty { stack.contexts.removeLast() }
}

/// Runs `body` with `context` current.
public func UIGraphicsWithContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    return try body()
}
