import Foundation

/// The text of a text view: an attributed string that tells its layout managers what changed, as TextKit's
/// NSTextStorage does. Edits made between `beginEditing()` and `endEditing()` are processed once, at the end; every
/// other edit is processed at once. Edits made through `mutableString` bypass it (as they would bypass a subclass's
/// overrides in UIKit): use the attributed-string methods.
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed, with UIKit's raw values.
    public struct EditActions: OptionSet, Sendable {
        /// The edits' bits.
        public let rawValue: UInt
        /// Edits from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// Hears about edits before and after they are processed.
    public weak var delegate: NSTextStorageDelegate?
    /// The layout managers laying the text out.
    public private(set) var layoutManagers: [NSLayoutManager] = []
    /// What the edits since the last processing changed.
    public private(set) var editedMask: EditActions = []
    /// The range the edits since the last processing touched, in the text as it is now.
    public private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much longer the text became through those edits.
    public private(set) var changeInLength = 0
    private var editingDepth = 0
    /// How many edits it has recorded: a text editor knows by it that nothing else changed the text since it typed.
    private(set) var editCount = 0

    /// Linux's Foundation would keep the runs (and with them the text's fonts and attachments' images) for good.
    deinit { AttributeRunRelease.releaseRuns(of: self) }

    /// Lays the text out with `manager` too.
    @MainActor
    public func addLayoutManager(_ manager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === manager }) else { return }
        layoutManagers.append(manager)
        manager.textStorage = self
    }

    /// Stops `manager` laying the text out.
    @MainActor
    public func removeLayoutManager(_ manager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === manager }
        if manager.textStorage === self { manager.textStorage = nil }
    }

    /// Records an edit; processed now unless inside `beginEditing()`/`endEditing()`.
    open func edited(_ mask: EditActions, range: NSRange, changeInLength delta: Int) {
        editCount &+= 1
        if editedMask.isEmpty {
            editedRange = NSRange(location: range.location, length: range.length + delta)
        } else {
            // The earlier range shifts with this edit; the union covers both.
            var earlier = editedRange
            if earlier.location >= range.location + range.length { earlier.location += delta }
            else if earlier.location + earlier.length > range.location { earlier.length += delta }
            let now = NSRange(location: range.location, length: range.length + delta)
            let start = min(earlier.location, now.location)
            editedRange = NSRange(location: start, length: max(NSMaxRange(earlier), NSMaxRange(now)) - start)
        }
        editedMask.formUnion(mask)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }

    /// Tells the delegate and the layout managers about the edits, then forgets them. Text storages whose delegate
    /// or layout managers are views' are edited on the main thread, as in UIKit.
    open func processEditing() {
        let storage = MainThreadOnly(self)
        MainActor.assumeIsolated { storage.value.tellObservers() }
    }

    @MainActor
    private func tellObservers() {
        // What the delegate changes here (a highlighter colouring what was typed) joins these edits, as in UIKit,
        // instead of being processed inside them, again and again.
        editingDepth += 1
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        editingDepth -= 1
        let (mask, range, delta) = (editedMask, editedRange, changeInLength)
        (editedMask, editedRange, changeInLength) = ([], NSRange(location: NSNotFound, length: 0), 0)
        for manager in layoutManagers {
            manager.processEditing(for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
        }
    }

    /// Starts a group of edits: layout managers hear of them once, at the matching `endEditing()`.
    open override func beginEditing() {
        editingDepth += 1
    }

    /// Ends a group of edits; the outermost one processes them (delegate, then layout managers).
    open override func endEditing() {
        guard editingDepth > 0 else { return }
        editingDepth -= 1
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    // MARK: Edits

    /// Replaces the characters in `range` with `str`, which takes the attributes of the first replaced character.
    open override func replaceCharacters(in range: NSRange, with str: String) {
        let delta = (str as NSString).length - range.length
        super.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: delta)
    }

    /// Replaces the characters in `range` with `attrString` and its attributes.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        super.replaceCharacters(in: range, with: attrString)
        edited([.editedCharacters, .editedAttributes], range: range, changeInLength: attrString.length - range.length)
    }

    /// Replaces the characters in `range` with `string` given the attributes of `runs` (ranges within `string`,
    /// covering it), as one edit: what replacing them with an attributed string does, without making one — Linux's
    /// Foundation never frees an attributed string's attribute runs, and text is set and typed for months.
    func replaceCharacters(in range: NSRange, with string: String, runs: [AttributeRun]) {
        super.replaceCharacters(in: range, with: string)
        for run in runs {
            super.setAttributes(run.attributes, range: NSRange(location: range.location + run.range.location, length: run.range.length))
        }
        edited([.editedCharacters, .editedAttributes], range: range, changeInLength: string.utf16.count - range.length)
    }

    /// Sets the attributes of `range`, replacing those it had.
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Adds one attribute to `range`.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        super.addAttribute(name, value: value, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Adds attributes to `range`.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        super.addAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Removes an attribute from `range`.
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        super.removeAttribute(name, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Inserts `attrString` at `loc`.
    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }

    /// Appends `attrString`.
    open override func append(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attrString)
    }

    /// Deletes the characters in `range`.
    open override func deleteCharacters(in range: NSRange) {
        replaceCharacters(in: range, with: "")
    }

    /// Replaces all the text with `attrString`.
    open override func setAttributedString(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: attrString)
    }
}

/// A value handed to the main actor by code that `MainActor.assumeIsolated` has checked runs on it.
private struct MainThreadOnly<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Told before and after a text storage processes its edits, as UIKit's NSTextStorageDelegate.
@MainActor
public protocol NSTextStorageDelegate: AnyObject {
    /// The text may still be changed here (attributes fixed up, characters replaced).
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int)
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    /// Does nothing by default.
    public func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
    /// Does nothing by default.
    public func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange,
        changeInLength delta: Int
    ) {}
}
