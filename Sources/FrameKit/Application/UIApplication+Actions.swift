import Foundation

extension UIApplication {
    /// Sends `action` to `target`, or, when `target` is nil, to the first responder that can perform it: the key
    /// window's first responder (or `sender`, when there is none) and then up the responder chain, as UIKit does.
    /// The method receives `sender` and `event` as its arguments, as many as it takes. False when no object took
    /// it (logged, where iOS would raise "unrecognized selector" for a target that lacks the method).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver: AnyObject?
        if let target = target as AnyObject? {
            receiver = target
        } else {
            let start = (sender as? UIResponder)?.responderWindow?.firstResponder ?? keyWindow?.firstResponder ?? sender as? UIResponder
            receiver = start?.target(forAction: action, withSender: sender) as AnyObject?
        }
        guard let receiver else {
            ObjCMessage.logger.error("no responder takes the action '\(action)' sent by \(sender.map { "\(type(of: $0))" } ?? "nil")")
            return false
        }
        ObjCMessage.deliver(action, to: receiver, with: [sender, event])
        return true
    }
}
