import FrameKitPlatform

/// The pending `perform(_:with:afterDelay:)` calls, so that `cancelPreviousPerformRequests` can find them.
@MainActor
enum DelayedPerforms {
    private final class Pending {
        let target: AnyObject
        let selector: Selector
        let argument: Any?
        var timer: LoopTimer?

        init(target: AnyObject, selector: Selector, argument: Any?) {
            self.target = target
            self.selector = selector
            self.argument = argument
        }
    }

    private static var pending: [Pending] = []

    static func schedule(_ selector: Selector, on target: AnyObject, with argument: Any?, after delay: Double) {
        let loop = UIScreen.loop(for: (target as? UIResponder)?.responderView)
        let entry = Pending(target: target, selector: selector, argument: argument)
        pending.append(entry)
        // The timer holds the entry (and so the target, as iOS holds it) until it fires or is cancelled.
        entry.timer = loop.schedule(at: loop.now.adding(seconds: max(0, delay))) {
            pending.removeAll { $0 === entry }
            entry.timer = nil
            ObjCMessage.deliver(entry.selector, to: entry.target, with: [entry.argument])
        }
    }

    /// Cancels `target`'s pending performs, of `selector` and with `argument` where they are given.
    static func cancel(target: AnyObject, selector: Selector?, argument: Any??) {
        pending.removeAll { entry in
            guard entry.target === target, selector.map({ $0 == entry.selector }) ?? true,
                argument.map({ sameArgument($0, entry.argument) }) ?? true
            else { return false }
            entry.timer?.cancel()
            entry.timer = nil
            return true
        }
    }

    private static func sameArgument(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            if type(of: a) is AnyClass, type(of: b) is AnyClass, (a as AnyObject) === (b as AnyObject) { return true }
            if let a = a as? any Hashable, let b = b as? any Hashable { return AnyHashable(a) == AnyHashable(b) }
            return false
        default: return false
        }
    }
}
