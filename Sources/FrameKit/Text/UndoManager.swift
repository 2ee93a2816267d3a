import Foundation

/// Undo and redo, as Foundation's UndoManager, which Foundation on Linux does not have. Each registration outside an
/// explicit group is a group of its own (text views coalesce typing runs themselves); undoing a group registers its
/// inverse for redo.
@MainActor
open class UndoManager {
    private typealias Action = @MainActor () -> Void
    private var undoStack: [[Action]] = []
    private var redoStack: [[Action]] = []
    private var openGroup: [Action]?
    private var groupingLevel = 0
    private var names: (undo: [String], redo: [String]) = ([], [])
    /// Whether an undo is running (changes it makes register as redos).
    public private(set) var isUndoing = false
    /// Whether a redo is running.
    public private(set) var isRedoing = false
    /// Groups kept at most; 0 means no limit.
    open var levelsOfUndo = 0

    /// An empty undo manager.
    public init() {}

    /// Whether there is something to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The name of what undo would undo ("Typing"…), or empty.
    open var undoActionName: String { names.undo.last ?? "" }
    /// The name of what redo would redo, or empty.
    open var redoActionName: String { names.redo.last ?? "" }

    /// Records how to undo a change to `target` (held weakly: a gone target's actions do nothing).
    public final func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        let action: Action = { [weak target] in if let target { handler(target) } }
        if openGroup != nil {
            openGroup?.append(action)
        } else {
            push([action], name: "")
        }
    }

    /// Names the group being registered.
    open func setActionName(_ actionName: String) {
        if isUndoing {
            if !names.redo.isEmpty { names.redo[names.redo.count - 1] = actionName }
        } else if !names.undo.isEmpty {
            names.undo[names.undo.count - 1] = actionName
        }
    }

    /// Starts a group: everything registered until `endUndoGrouping()` undoes as one.
    open func beginUndoGrouping() {
        groupingLevel += 1
        if groupingLevel == 1 { openGroup = [] }
    }

    /// Ends the group begun last.
    open func endUndoGrouping() {
        guard groupingLevel > 0 else { return }
        groupingLevel -= 1
        guard groupingLevel == 0, let group = openGroup else { return }
        openGroup = nil
        if !group.isEmpty { push(group, name: "") }
    }

    private func push(_ group: [Action], name: String) {
        if isUndoing {
            redoStack.append(group)
            names.redo.append(name)
            return
        }
        undoStack.append(group)
        names.undo.append(name)
        if !isRedoing {
            redoStack.removeAll()
            names.redo.removeAll()
        }
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
            undoStack.removeFirst()
            names.undo.removeFirst()
        }
    }

    /// Undoes the last group; what its actions register becomes the redo group.
    open func undo() {
        guard let group = undoStack.popLast() else { return }
        let name = names.undo.removeLast()
        isUndoing = true
        run(group, name: name)
        isUndoing = false
    }

    /// Redoes the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        let name = names.redo.removeLast()
        isRedoing = true
        run(group, name: name)
        isRedoing = false
    }

    private func run(_ group: [Action], name: String) {
        beginUndoGrouping()
        for action in group.reversed() { action() }
        endUndoGrouping()
        setActionName(name)
    }

    /// Forgets everything to undo and redo.
    open func removeAllActions() {
        (undoStack, redoStack, names) = ([], [], ([], []))
    }
}
