import Foundation

/// The text of a text view: an attributed string that tells its layout managers what changed, as TextKit's
/// NSTextStorage does. Edits made between `beginEditing()` and `endEditing()` are processed once, at the end; every
/// other edit is processed at once, and edits made while they are processed (by a subclass's `processEditing()` or the
/// delegate) join them.
///
/// A subclass may keep its text elsewhere, as TextKit's contract allows: overriding `string`,
/// `attributes(at:effectiveRange:)`, `replaceCharacters(in:with:)` and `setAttributes(_:range:)` (calling `edited`),
/// it is edited only through those. Linux's Foundation answers every other attributed-string method from the storage
/// it keeps itself, so each edit such a subclass reports is copied there (`mirror`), and attributes added or removed
/// go through the subclass's `setAttributes`.
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

    /// An empty text storage.
    public init() { super.init(string: "") }

    /// A text storage holding `string` with no attributes.
    public override init(string: String) {
        super.init(string: "")
        adopt(string, runs: [AttributeRun(all: string, attributes: [:])])
    }

    /// A text storage holding `string` with `attrs` throughout.
    public override init(string: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
        super.init(string: "")
        adopt(string, runs: [AttributeRun(all: string, attributes: attrs ?? [:])])
    }

    /// A text storage holding the characters and attributes of `attributedString`.
    public override init(attributedString: NSAttributedString) {
        super.init(string: "")
        adopt(attributedString.string, runs: attributedString.attributeRuns)
    }

    /// Puts the first text in, through the primitive methods: a subclass keeping its text elsewhere gets it there.
    private func adopt(_ string: String, runs: [AttributeRun]) {
        guard !string.isEmpty else { return }
        replaceCharacters(in: NSRange(location: 0, length: 0), with: string, runs: runs)
    }

    /// A text storage from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether this is an app's subclass, which may keep its text elsewhere: it is then edited only through the
    /// primitive methods.
    private var isSubclassed: Bool { type(of: self) != NSTextStorage.self }
    /// Whether this class's own primitives are editing Foundation's storage, rather than a subclass its text.
    private var editingOwnStorage = false

    /// The characters, to read (Foundation's storage, which mirrors a subclass's own text).
    var characters: NSString { super.mutableString }

    /// The characters as a mutable string whose edits go through the storage (and so reach its layout managers).
    open override var mutableString: NSMutableString { TextStorageString(storage: self) }

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
        // Taken back at once: what a subclass edits while this edit is processed is its own, and is copied.
        let own = editingOwnStorage
        editingOwnStorage = false
        if isSubclassed, !own { mirror(mask, range: range, changeInLength: delta) }
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
        if editingDepth == 0 { processPendingEdits() }
    }

    /// Copies an edit a subclass made to its own text into Foundation's storage: Foundation reads that directly,
    /// never through the subclass (copying the text into another attributed string, comparing it, its length).
    /// An edit whose range does not fit either text copies all of it.
    private func mirror(_ mask: EditActions, range: NSRange, changeInLength delta: Int) {
        let text = string as NSString
        let new = NSRange(location: range.location, length: range.length + delta)
        guard range.location >= 0, range.length >= 0, new.length >= 0, NSMaxRange(range) <= super.length,
            NSMaxRange(new) <= text.length
        else { return mirrorAll(text) }
        if mask.contains(.editedCharacters) { super.replaceCharacters(in: range, with: text.substring(with: new)) }
        if super.length != text.length { return mirrorAll(text) }
        mirrorAttributes(in: new)
    }

    private func mirrorAll(_ text: NSString) {
        super.replaceCharacters(in: NSRange(location: 0, length: super.length), with: text as String)
        mirrorAttributes(in: NSRange(location: 0, length: text.length))
    }

    /// Copies the subclass's attributes over `range`, run by run; a run that does not hold the character asked about
    /// counts as that character's alone.
    private func mirrorAttributes(in range: NSRange) {
        var location = range.location
        while location < NSMaxRange(range) {
            var run = NSRange(location: NSNotFound, length: 0)
            let attributes = attributes(at: location, effectiveRange: &run)
            let holds = run.location != NSNotFound && run.location <= location && NSMaxRange(run) > location
            let end = holds ? min(NSMaxRange(run), NSMaxRange(range)) : location + 1
            super.setAttributes(attributes, range: NSRange(location: location, length: end - location))
            location = end
        }
    }

    /// Processes the edits recorded. What is changed meanwhile (a highlighter colouring what was typed, in a
    /// subclass's `processEditing()` before it calls `super` or in the delegate) joins these edits, as in UIKit,
    /// instead of being processed inside them, again and again.
    private func processPendingEdits() {
        editingDepth += 1
        processEditing()
        editingDepth -= 1
    }

    /// Tells the delegate and the layout managers about the edits, then forgets them. Text storages whose delegate
    /// or layout managers are views' are edited on the main thread, as in UIKit.
    /// A storage nobody observes (being filled on another thread, say) only forgets them.
    open func processEditing() {
        guard delegate != nil || !layoutManagers.isEmpty else { return forgetEdits() }
        let storage = MainThreadOnly(self)
        MainActor.assumeIsolated { storage.value.tellObservers() }
    }

    private func forgetEdits() {
        (editedMask, editedRange, changeInLength) = ([], NSRange(location: NSNotFound, length: 0), 0)
    }

    @MainActor
    private func tellObservers() {
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        let (mask, range, delta) = (editedMask, editedRange, changeInLength)
        forgetEdits()
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
        if editingDepth == 0, !editedMask.isEmpty { processPendingEdits() }
    }

    // MARK: Edits

    /// Replaces the characters in `range` with `str`, which takes the attributes of the first replaced character.
    open override func replaceCharacters(in range: NSRange, with str: String) {
        let delta = (str as NSString).length - range.length
        super.replaceCharacters(in: range, with: str)
        editedOwnStorage(.editedCharacters, range: range, changeInLength: delta)
    }

    /// Replaces the characters in `range` with `attrString` and its attributes.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        guard isSubclassed else {
            super.replaceCharacters(in: range, with: attrString)
            editedOwnStorage([.editedCharacters, .editedAttributes], range: range, changeInLength: attrString.length - range.length)
            return
        }
        replaceCharacters(in: range, with: attrString.string, runs: attrString.attributeRuns)
    }

    /// Replaces the characters in `range` with `string` given the attributes of `runs` (ranges within `string`,
    /// covering it), as one edit: what replacing them with an attributed string does, without making one — Linux's
    /// Foundation never frees an attributed string's attribute runs, and text is set and typed for months.
    func replaceCharacters(in range: NSRange, with string: String, runs: [AttributeRun]) {
        guard !isSubclassed else {
            beginEditing()
            replaceCharacters(in: range, with: string)
            for run in runs { setAttributes(run.attributes, range: run.range.shifted(by: range.location)) }
            endEditing()
            return
        }
        super.replaceCharacters(in: range, with: string)
        for run in runs { super.setAttributes(run.attributes, range: run.range.shifted(by: range.location)) }
        editedOwnStorage([.editedCharacters, .editedAttributes], range: range, changeInLength: string.utf16.count - range.length)
    }

    /// Sets the attributes of `range`, replacing those it had.
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        editedOwnStorage(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Adds one attribute to `range`.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        guard !isSubclassed else { return changeAttributes(in: range) { $0[name] = value } }
        super.addAttribute(name, value: value, range: range)
        editedOwnStorage(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Adds attributes to `range`.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        guard !isSubclassed else { return changeAttributes(in: range) { $0.merge(attrs) { $1 } } }
        super.addAttributes(attrs, range: range)
        editedOwnStorage(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Removes an attribute from `range`.
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        guard !isSubclassed else { return changeAttributes(in: range) { $0[name] = nil } }
        super.removeAttribute(name, range: range)
        editedOwnStorage(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Records an edit made to Foundation's storage by this class's own methods (a subclass's `edited` is told).
    private func editedOwnStorage(_ mask: EditActions, range: NSRange, changeInLength delta: Int) {
        editingOwnStorage = true
        defer { editingOwnStorage = false }
        edited(mask, range: range, changeInLength: delta)
    }

    /// Changes the attributes of each run in `range`, as one edit, through `setAttributes(_:range:)`: how a subclass
    /// keeping its own text has attributes added and removed.
    private func changeAttributes(in range: NSRange, _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        beginEditing()
        for run in attributeRuns(in: range) {
            var attributes = run.attributes
            change(&attributes)
            setAttributes(attributes, range: run.range.shifted(by: range.location))
        }
        endEditing()
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

    // MARK: Copies

    /// An immutable copy of the text and its attributes.
    open override func copy(with zone: NSZone? = nil) -> Any { immutableCopy() }

    /// An immutable copy of the text and its attributes, which releases its runs when it goes.
    func immutableCopy() -> NSAttributedString { RunReleasingAttributedString(attributedString: self) }

    /// A mutable copy of the text and its attributes, not tied to this storage.
    open override func mutableCopy(with zone: NSZone? = nil) -> Any { RunReleasingMutableAttributedString(attributedString: self) }
}

extension NSRange {
    /// The same length, `offset` further on.
    fileprivate func shifted(by offset: Int) -> NSRange { NSRange(location: location + offset, length: length) }
}

/// A text storage's characters as a mutable string, as TextKit's `mutableString`: read from the storage, and edited
/// through its `replaceCharacters(in:with:)`, so that its layout managers hear of every edit.
final class TextStorageString: NSMutableString {
    private let storage: NSTextStorage

    init(storage: NSTextStorage) {
        self.storage = storage
        super.init(capacity: 0)
    }

    /// Foundation's string initialisers give a string of a storage of its own.
    required convenience init?(coder: NSCoder) {
        guard let string = NSString(coder: coder) else { return nil }
        self.init(storage: NSTextStorage(string: string as String))
    }

    required convenience init(capacity: Int) { self.init(storage: NSTextStorage()) }

    required convenience init(string aString: String) { self.init(storage: NSTextStorage(string: aString)) }

    required convenience init(characters: UnsafePointer<unichar>, length: Int) {
        self.init(string: String(utf16CodeUnits: characters, count: length))
    }

    required convenience init(stringLiteral value: StaticString) {
        self.init(storage: NSTextStorage(string: value.description))
    }

    required convenience init(unicodeScalarLiteral value: StaticString) {
        self.init(storage: NSTextStorage(string: value.description))
    }

    required convenience init(extendedGraphemeClusterLiteral value: StaticString) {
        self.init(storage: NSTextStorage(string: value.description))
    }

    override var length: Int { storage.length }

    override func character(at index: Int) -> unichar { storage.characters.character(at: index) }

    override func replaceCharacters(in range: NSRange, with aString: String) {
        storage.replaceCharacters(in: range, with: aString)
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
