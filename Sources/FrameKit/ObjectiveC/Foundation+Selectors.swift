import Foundation

/// A weak reference that crosses to Foundation's `@Sendable` callbacks; it is read only on the main thread.
private final class WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

extension NotificationCenter {
    /// Sends `selector` to `observer` (held weakly, as on iOS since iOS 9) with each notification of `name` from
    /// `object` (nil: any), until `removeObserver(observer)`. A notification posted off the main thread is delivered on
    /// the main thread.
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
        let target = WeakTarget(observer as AnyObject)
        let sender = (object as AnyObject?).map(WeakTarget.init)
        let token = TokenBox()
        token.token = addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
            if let sender, sender.object == nil || (notification.object as AnyObject?) !== sender.object { return }
            guard target.object != nil else {
                // The observer is gone: its registration goes too.
                if let registered = token.token { self?.removeObserver(registered as Any) }
                return
            }
            let notification = UncheckedNotification(notification: notification)
            MainQueue.run {
                guard let observer = target.object else { return }
                ObjCMessage.deliver(selector, to: observer, with: [notification.notification])
            }
        }
        if let registered = token.token {
            SelectorObservers.add(SelectorObservers.Entry(center: self, observer: target, name: name, object: sender, token: registered))
        }
    }

    /// Stops every notification to `observer`: those it asked for by selector, and (`observer` being a block
    /// observation's token) that observation.
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Stops the notifications of `name` (nil: every name) from `object` (nil: any sender) to `observer`.
    public func removeObserver(_ observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        for token in SelectorObservers.remove(observer, from: self, name: name, object: object as AnyObject?) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: name, object: object)
    }
}

/// The selector observations each observer made, so that `removeObserver(self)` ends them as on iOS (Foundation on
/// Linux knows only the block observations' tokens). Notifications arrive on any thread, so the list is behind a lock.
private final class SelectorObservers: @unchecked Sendable {
    struct Entry {
        weak var center: NotificationCenter?
        let observer: WeakTarget
        let name: NSNotification.Name?
        let object: WeakTarget?
        let token: NSObjectProtocol
    }

    private static let shared = SelectorObservers()
    private let lock = NSLock()
    private var entries: [Entry] = []

    static func add(_ entry: Entry) { shared.add(entry) }

    static func remove(_ observer: AnyObject, from center: NotificationCenter, name: NSNotification.Name?, object: AnyObject?) -> [NSObjectProtocol] {
        shared.remove(observer, from: center, name: name, object: object)
    }

    private func add(_ entry: Entry) {
        lock.withLock {
            // Entries of observers that are gone were removed by their first notification; drop them here too.
            entries.removeAll { $0.observer.object == nil || $0.center == nil }
            entries.append(entry)
        }
    }

    /// Removes the matching entries; their tokens.
    private func remove(_ observer: AnyObject, from center: NotificationCenter, name: NSNotification.Name?, object: AnyObject?) -> [NSObjectProtocol] {
        lock.withLock {
            let matches: (Entry) -> Bool = { entry in
                entry.center === center && entry.observer.object === observer && (name == nil || entry.name == name)
                    && (object == nil || entry.object?.object === object)
            }
            let removed = entries.filter(matches).map(\.token)
            entries.removeAll(where: matches)
            return removed
        }
    }
}

extension Timer: SelectorTimerMaking {}

/// Lets `Timer(timeInterval:target:selector:userInfo:repeats:)` make a timer that keeps its `userInfo`, which
/// Foundation's timers on Linux cannot hold.
public protocol SelectorTimerMaking {}

extension SelectorTimerMaking where Self: Timer {
    /// A timer that sends `selector` to `target` (held until the timer is invalidated, as on iOS) with the timer, whose
    /// `userInfo` is the one given; add it to a run loop (`RunLoop.main.add(_:forMode:)`) to start it.
    public init(timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        let holder = UncheckedTarget(object: target as AnyObject)
        let timer = SelectorTimer(interval: timeInterval, userInfo: userInfo, repeats: repeats) { timer in
            let timer = UncheckedTimer(timer: timer)
            MainQueue.run { ObjCMessage.deliver(selector, to: holder.object, with: [timer.timer]) }
        }
        // Only `Timer` itself adopts the protocol, so the cast cannot fail for it.
        self = timer as! Self
    }
}

extension Timer {
    /// A timer sending `selector` to `target`, already scheduled on the current run loop.
    public class func scheduledTimer(
        timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = Timer(timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// A timer made with a target and selector: it answers `userInfo` with what it was made with.
private final class SelectorTimer: Timer {
    private let info: Any?

    init(interval: TimeInterval, userInfo: Any?, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        info = userInfo
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    override var userInfo: Any? { info }
}

/// The observation token, known only after the block that removes it is made.
private final class TokenBox: @unchecked Sendable {
    var token: NSObjectProtocol?
}

private struct UncheckedTarget: @unchecked Sendable {
    let object: AnyObject
}

private struct UncheckedNotification: @unchecked Sendable {
    let notification: Notification
}

private struct UncheckedTimer: @unchecked Sendable {
    let timer: Timer
}
