import Foundation

/// Hears a dynamic animator pause (every item at rest) and run again.
@MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to step again after a pause (or for the first time).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item has come to rest: the animator stopped asking for frames.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
