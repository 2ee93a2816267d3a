// The Objective-C members of FrameKit's own classes that iOS code names by selector or key: the responder methods
// `#selector(UIResponder.resignFirstResponder)` and its like send, and the properties it observes with
// `observe(\.contentOffset)` (each reports its changes through `ObjCKeyValueObserving.changed`).

extension UIResponder {
    enum FrameKitObjCMembers: ObjCMembers {
        static var methods: [ObjCMethod] {
            [
                ObjCMethod("becomeFirstResponder") { target, _ in (target as! UIResponder).becomeFirstResponder() },
                ObjCMethod("resignFirstResponder") { target, _ in (target as! UIResponder).resignFirstResponder() },
            ]
        }
        static var properties: [ObjCProperty] { [] }
    }
}

extension UIView {
    enum FrameKitObjCMembers: ObjCMembers {
        static var methods: [ObjCMethod] {
            [
                ObjCMethod("setNeedsLayout") { target, _ in (target as! UIView).setNeedsLayout(); return nil },
                ObjCMethod("layoutIfNeeded") { target, _ in (target as! UIView).layoutIfNeeded(); return nil },
                ObjCMethod("setNeedsDisplay") { target, _ in (target as! UIView).setNeedsDisplay(); return nil },
                ObjCMethod("removeFromSuperview") { target, _ in (target as! UIView).removeFromSuperview(); return nil },
            ]
        }
        static var properties: [ObjCProperty] {
            [
                ObjCProperty("frame", \UIView.frame), ObjCProperty("bounds", \UIView.bounds),
                ObjCProperty("center", \UIView.center), ObjCProperty("isHidden", \UIView.isHidden),
            ]
        }
    }
}

extension UIScrollView {
    enum FrameKitObjCMembers: ObjCMembers {
        static var methods: [ObjCMethod] { [] }
        static var properties: [ObjCProperty] {
            [ObjCProperty("contentOffset", \UIScrollView.contentOffset), ObjCProperty("contentSize", \UIScrollView.contentSize)]
        }
    }
}

extension UIViewController {
    enum FrameKitObjCMembers: ObjCMembers {
        static var methods: [ObjCMethod] { [] }
        static var properties: [ObjCProperty] {
            [ObjCProperty("preferredContentSize", \UIViewController.preferredContentSize)]
        }
    }
}
