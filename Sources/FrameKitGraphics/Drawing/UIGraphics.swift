import Foundation

/// The per-thread stack of current contexts that `UIGraphicsGetCurrentContext()` reads.
private final class ContextStack {
    var contexts: [CGContext] = []
}

/// Each thread's stack, under a pthread key: a lookup of a few nanoseconds. (`Thread.isMainThread` asks the kernel
/// for the thread's id, and a view's draw pushes, reads and pops: three system calls, more than drawing a short
/// label; the thread dictionary is a string-keyed lookup.) A thread's stack is released when the thread exits.
private let stackKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { $0.map { Unmanaged<ContextStack>.fromOpaque($0).release() } }
    precondition(status == 0, "pthread_key_create: \(status)")
    return key
}()

private func currentStack() -> ContextStack {
    if let stack = pthread_getspecific(stackKey) { return Unmanaged<ContextStack>.fromOpaque(stack).takeUnretainedValue() }
    let stack = ContextStack()
    pthread_setspecific(stackKey, Unmanaged.passRetained(stack).toOpaque())
    return stack
}

/// The context that drawing code draws into: inside `draw(_:)`, the view's backing store.
public func UIGraphicsGetCurrentContext() -> CGContext? { currentStack().contexts.last }

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { currentStack().contexts.append(context) }

/// Makes the context pushed before the last one current again.
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
