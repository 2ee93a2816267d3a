import Foundation

/// Gives back the attribute runs of attributed strings FrameKit makes, which Linux's Foundation keeps for good.
///
/// swift-corelibs-foundation's `NSAttributedString` makes its runs with `CFRunArrayCreate` and holds them in a plain
/// pointer that nothing releases when the string goes (no `deinit`): each attributed string leaks ~190 bytes and keeps
/// its attribute values (fonts, colours, images of attachments) alive for good. FrameKit makes as few as it can (text
/// is kept as `AttributeRun`s), and its own subclasses — `NSTextStorage`, the copies views hand out — release their
/// runs in `deinit` through this. Only while a probe at first use shows Foundation still leaks them: a Foundation that
/// releases them itself is left to do so, rather than released twice. Apps' own attributed strings still leak until
/// Foundation is fixed.
package enum AttributeRunRelease {
    /// Releases `string`'s runs, from the `deinit` of an attributed-string subclass: nothing may use them afterwards.
    package static func releaseRuns(of string: NSAttributedString) {
        guard foundationLeaksRuns, let runs = runs(of: string) else { return }
        runs.release()
    }

    /// The runs Foundation keeps in a private stored property (`_attributeArray`), found by reflection: where a
    /// Foundation keeps them otherwise, nothing is found and nothing released.
    private static func runs(of string: NSAttributedString) -> Unmanaged<AnyObject>? {
        var mirror: Mirror? = Mirror(reflecting: string)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == "_attributeArray" }) {
                guard let pointer = child.value as? OpaquePointer else { return nil }
                return Unmanaged.fromOpaque(UnsafeRawPointer(pointer))
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Whether this Foundation leaks runs: the runs of a probe string, held here too, lose no reference when the
    /// probe goes.
    package static let foundationLeaksRuns: Bool = {
        var held: Unmanaged<AnyObject>?
        var countWithProbe: UInt = 0
        do {
            let probe = NSAttributedString(string: "probe")
            guard let runs = runs(of: probe) else { return false }
            held = runs.retain()
            withExtendedLifetime(probe) { countWithProbe = _getRetainCount(runs.takeUnretainedValue()) }
        }
        guard let held else { return false }
        let leaks = _getRetainCount(held.takeUnretainedValue()) == countWithProbe
        held.release()
        if leaks { held.release() }  // the probe's own reference, which Foundation forgot
        return leaks
    }()
}

/// An attributed string FrameKit hands out (a text view's `attributedText`, a label's made from plain text) that
/// releases its attribute runs when it goes; otherwise an `NSAttributedString`.
package final class RunReleasingAttributedString: NSAttributedString {
    deinit { AttributeRunRelease.releaseRuns(of: self) }
}

/// A mutable attributed string FrameKit builds (an HTML document as it is read) that releases its attribute runs
/// when it goes.
package final class RunReleasingMutableAttributedString: NSMutableAttributedString {
    deinit { AttributeRunRelease.releaseRuns(of: self) }
}
