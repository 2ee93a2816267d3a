import Foundation

/// The ids one Interface Builder scene (or nib) declares, gathered while its elements are read, and the references
/// between them, checked once the whole scene is known: outlets, actions and constraints may name objects that come
/// later in the file.
struct SceneScope {
    /// The scene's controller, or a nib's File's Owner.
    var owner: String
    var firstResponders: Set<String> = []
    /// Every object id: views, exits, the owner.
    var objects: Set<String> = []
    var views: Set<String> = []
    /// Layout guide id → the view it belongs to and which guide it is.
    var guides: [String: (view: String, guide: SceneConstraint.Guide)] = [:]
    /// Xcode 8's top and bottom layout guides.
    var legacyGuides: Set<String> = []
    /// Ids of the labels and image views styled cells make themselves.
    var cellOwnViews: Set<String> = []
    var constraints: [SceneConstraint] = []
    var segues: [SegueDescription] = []
    var outlets: [OutletDescription] = []
    var actions: [ActionDescription] = []

    init(owner: String) {
        self.owner = owner
        objects.insert(owner)
    }

    /// Completes `scene` with what the scope gathered, checking every reference.
    @MainActor
    func resolve(_ scene: inout SceneDescription, reader: InterfaceBuilderReader) throws {
        scene.ownerID = owner
        scene.constrainedViewsTranslateNoMask = false
        scene.constraints = try constraints.map { constraint in
            var resolved = constraint
            resolved.first = try anchor(constraint.first, line: constraint.line, reader: reader)
            resolved.second = try constraint.second.map { try anchor($0, line: constraint.line, reader: reader) }
            return resolved
        }
        for segue in segues {
            if let first = scene.segues.first(where: { $0.key == segue.key }) {
                throw reader.error(segue.line, "duplicate segue identifier '\(segue.key)' (first on line \(first.line))")
            }
            scene.segues.append(segue)
        }
        let targets = objects.union(constraints.compactMap(\.objectID))
        for outlet in outlets where !targets.contains(outlet.target) {
            throw reader.error(outlet.line, "outlet '\(outlet.name)' is connected to '\(outlet.target)', which is no object of this scene")
        }
        for action in actions {
            if let target = action.target, !objects.contains(target) {
                throw reader.error(action.line, "action '\(action.selector)' is sent to '\(target)', which is no object of this scene")
            }
        }
    }

    /// A constraint item: a view, or a view's layout guide.
    @MainActor
    private func anchor(_ anchor: SceneConstraint.Anchor, line: Int, reader: InterfaceBuilderReader) throws -> SceneConstraint.Anchor {
        if views.contains(anchor.element) { return anchor }
        if let guide = guides[anchor.element] {
            return SceneConstraint.Anchor(element: guide.view, guide: guide.guide, attribute: anchor.attribute)
        }
        if legacyGuides.contains(anchor.element) {
            throw reader.error(
                line,
                "the constraint uses a top or bottom layout guide (Xcode 8); FrameKit reads safe-area guides: tick 'Use Safe Area Layout Guides' in Xcode's file inspector")
        }
        throw reader.error(line, "a constraint names '\(anchor.element)', which is no view or layout guide of this scene")
    }
}
