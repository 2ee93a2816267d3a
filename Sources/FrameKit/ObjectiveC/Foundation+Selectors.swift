import Foundation

/// A weak reference that crosses to Foundation's `@Sendable` callbacks; it is read only on the main thread.
private final class WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

extension NotificationCenter {
    /// Sends `selector` to `observer` (held weakly, as on iOS since iOS 9) with each notification of `name` from
    /// `object` (nil: any). A notification posted off the main thread is delivered on the main thread.
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
        let target = WeakTarget(observer as AnyObject)
        let sender = (object as AnyObject?).map(WeakTarget.init)
        let token = TokenBox()
        token.token = addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
            if let sender, sender.object == nil || (notification.object as AnyObject?) !== sender.object { return }
            guard target.object != nil else {
                // The observer is gone: its registration goes too.
                if let registered = token.token { self?.removeObserver(registered) }
                return
            }
            let notification = UncheckedNotification(notification: notification)
            MainQueue.run {
                guard let observer = target.object else { return }
                ObjCMessage.deliver(selector, to: observer, with: [notification.notification])
            }
        }
    }
}

extension Timer {
    /// A timer that sends `selector` to `target` (held until the timer is invalidated, as on iOS) with the timer;
    /// add it to a run loop (`RunLoop.main.add(_:forMode:)`) to start it. `userInfo` is not kept.
    public convenience init(timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        let holder = UncheckedTarget(object: target as AnyObject)
        self.init(timeInterval: timeInterval, repeats: repeats) { timer in
            let timer = UncheckedTimer(timer: timer)
            MainQueue.run { ObjCMessage.deliver(selector, to: holder.object, with: [timer.timer]) }
        }
    }

    /// A timer sending `selector` to `target`, already scheduled on the current run loop.
    public class func scheduledTimer(
        timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = Timer(timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
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
