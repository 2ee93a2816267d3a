import Foundation

/// A group of explicit animations whose completion block runs once every animation added while it was open has
/// ended (or on the next turn of the main loop when none was).
@MainActor
final class TransactionRecord {
    var completion: (() -> Void)?
    var pending = 0
    var committed = false
    var duration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var disablesActions = false

    func animationEnded() {
        pending -= 1
        finishIfDone()
    }

    func finishIfDone() {
        guard committed, pending <= 0, let completion else { return }
        self.completion = nil
        completion()
    }
}

/// Core Animation's transactions: `begin()` … `commit()` around animations, with a completion block run when the
/// animations added in it (explicit, and the implicit ones property changes start) have ended, and the duration,
/// timing and `disableActions` implicit animations take.
@MainActor
public enum CATransaction {
    private static var stack: [TransactionRecord] = []

    static var current: TransactionRecord? { stack.last }

    /// Opens a transaction (nested in the current one, if any).
    public static func begin() { stack.append(TransactionRecord()) }

    /// Closes the innermost transaction; its completion runs when its animations end.
    public static func commit() {
        guard let record = stack.popLast() else { return }
        record.committed = true
        if record.pending <= 0, let completion = record.completion {
            record.completion = nil
            UIScreen.main.loop.post { completion() }
        }
    }

    /// Everything is drawn on the next frame anyway.
    public static func flush() {}

    /// Runs `block` once the animations added in this transaction have ended.
    public static func setCompletionBlock(_ block: (() -> Void)?) { stack.last?.completion = block }
    /// The completion block set for this transaction.
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion }
    /// The duration of implicit animations started in this transaction.
    public static func setAnimationDuration(_ duration: CFTimeInterval) { stack.last?.duration = duration }
    /// The duration implicit animations take: 0.25 s unless set.
    public static func animationDuration() -> CFTimeInterval { stack.last?.duration ?? 0.25 }
    /// The timing of implicit animations started in this transaction (nil: Core Animation's default curve).
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { stack.last?.timingFunction = function }
    /// The timing implicit animations take, if set.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { stack.last?.timingFunction }
    /// Turns implicit animations off (or back on) in this transaction.
    public static func setDisableActions(_ flag: Bool) { stack.last?.disablesActions = flag }
    /// Whether implicit animations are off in this transaction.
    public static func disableActions() -> Bool { stack.last?.disablesActions ?? false }
}
