import Foundation

/// A pointer through which a method hands an object back to its caller: Objective-C's `id *` out-parameter, as
/// UIKit delegate methods take one (the popover's `willRepositionPopoverTo:in:`). Swift declares this type only where
/// the Objective-C runtime is; FrameKit declares it so those methods keep their signatures. There is no autorelease
/// pool here: it points at a strong reference its caller keeps for the length of the call.
@frozen
public struct AutoreleasingUnsafeMutablePointer<Pointee> {
    private let pointer: UnsafeMutablePointer<Pointee>

    /// A pointer to the same memory as `pointer`.
    public init(_ pointer: UnsafeMutablePointer<Pointee>) {
        self.pointer = pointer
    }

    /// The object pointed at; setting it hands a new one back to the caller.
    public var pointee: Pointee {
        get { pointer.pointee }
        nonmutating set { pointer.pointee = newValue }
    }
}
