/// A method's name as Objective-C spells it — `buttonTapped:`, `viewDidLoad`, `tapWithSender:event:` — which iOS code
/// hands to target-action, timers and notifications. On iOS it names a method in the Objective-C runtime; Linux has no
/// such runtime, so FrameKit finds the method in the tables that translating the app's sources writes for each class
/// (<doc:PortingFromUIKit>, docs/ARCHITECTURE.md "Objective-C syntax").
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's text.
    let name: String

    /// The selector named `name`, as `Selector("buttonTapped:")` on iOS.
    public init(_ name: String) { self.name = name }

    /// The selector named by a string literal.
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}

/// The selector named `name`, as on iOS.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// A selector's text, as on iOS.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
