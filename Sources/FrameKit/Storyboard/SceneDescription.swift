import Foundation

/// A view element of a scene: its class, optional id, properties, outlets, actions and subviews.
struct ViewDescription {
    var line: Int
    var viewClass: UIView.Type
    var id: String?
    var properties: [(line: Int, apply: @MainActor (UIView) -> Void)] = []
    var outlets: [OutletDescription] = []
    var actions: [ActionDescription] = []
    var subviews: [ViewDescription] = []
    /// What `init(coder:)` reads from the coder: values a view fixes when it is made (a table's style, a button's
    /// type), by Interface Builder's key.
    var coderValues: [String: Any] = [:]
    /// A cell's (or a visual effect view's) content view in the file: its properties and subviews go to the view's
    /// own `contentView`.
    var isCellContentView = false
    /// A table's prototype cells, made when a row dequeues their reuse identifier.
    var prototypes: [PrototypeCell] = []
}

/// A table's prototype cell: a scene of its own (the cell, its subviews and constraints), made for each cell a table
/// dequeues with `reuseIdentifier`.
struct PrototypeCell {
    var reuseIdentifier: String
    var scene: SceneDescription
    /// The keys of the segues the cell triggers: by being selected, and by its accessory's detail button.
    var segues = CellSegueKeys()
}

/// `outlet name = elementID`, or an Interface Builder outlet (collection) connection.
struct OutletDescription {
    var line: Int
    var name: String
    var target: String
    /// An outlet collection: every connection of the name, in document order, fills one array.
    var isCollection = false
}

/// A control's action connection in an Interface Builder file: `selector` of the object `target` (an element id; nil
/// for the first responder) runs for `events`.
struct ActionDescription {
    var line: Int
    var selector: String
    var target: String?
    var events: UIControl.Event
}

/// `segue id -> Scene kind [from elementID]`, or an Interface Builder segue.
struct SegueDescription {
    enum Kind: String, CaseIterable {
        case show, push, present, unwind
        /// Interface Builder's `showDetail` (the split view's secondary column; `show` outside one) and `embed` (a
        /// container view's child controller).
        case showDetail, embed
        /// Interface Builder's `custom`: the segue's own class performs it.
        case custom
    }
    var line: Int
    /// Unique within its scene: the identifier, or Interface Builder's object id for a segue without one.
    var key: String
    /// What `performSegue(withIdentifier:sender:)` and `UIStoryboardSegue.identifier` use.
    var identifier: String?
    /// The destination scene's key; for `unwind`, the action that picks the destination.
    var destination: String
    var kind: Kind
    var trigger: String?
    /// A cell's segue that its accessory's detail button triggers (`trigger="accessoryAction"`), not its selection.
    var fromAccessory = false
    var presentationStyle: UIModalPresentationStyle?
    var animates = true
    /// The segue's `customClass` (required for `custom`, allowed on any kind): a UIStoryboardSegue subclass.
    var segueClass: UIStoryboardSegue.Type?
}

/// A scene standing for a controller of another storyboard (Interface Builder's storyboard reference).
struct StoryboardReference {
    var storyboardName: String
    /// The referenced scene's identifier; nil for that storyboard's initial scene.
    var identifier: String?
}

/// One scene: a controller class, its view tree, outlets, segues and container relationships.
struct SceneDescription {
    var line: Int
    /// The scene's key in its document (scene-file identifier, or Interface Builder's object id).
    var name: String
    var controllerClass: UIViewController.Type
    /// `instantiateViewController(withIdentifier:)`'s name for it.
    var identifier: String?
    var title: String?
    var view: ViewDescription?
    /// A nib's top-level views (its root view is the one the owner's `view` outlet names).
    var topLevelViews: [ViewDescription] = []
    var outlets: [OutletDescription] = []
    var segues: [SegueDescription] = []
    var constraints: [SceneConstraint] = []
    /// Scene files: every view a constraint names is laid out by constraints. Interface Builder files say per view.
    var constrainedViewsTranslateNoMask = true
    /// The id outlets and actions use for the scene's owner (its controller, or a nib's File's Owner).
    var ownerID: String?
    /// `root = Scene` of a navigation controller.
    var rootScene: String?
    /// `tabs = SceneA, SceneB` of a tab bar controller.
    var tabScenes: [String] = []
    /// A split view controller's columns (Interface Builder's master, supplementary, detail and compact relationships).
    var splitScenes: [UISplitViewController.Column: String] = [:]
    var reference: StoryboardReference?
    /// Properties of the controller itself (navigation and tab bar items, presentation style).
    var controllerProperties: [@MainActor (UIViewController) -> Void] = []
    /// The buttons of the controller's navigation item.
    var barButtons: [BarButtonDescription] = []
}

/// A `<barButtonItem>` of a navigation item: how it looks, where it sits, and what a tap sends.
struct BarButtonDescription {
    /// Which of the item's buttons: a side's (in the file's order, the edge's first) or the back button.
    enum Slot {
        case left, right, back

        /// From a `<barButtonItem key="…">`.
        init?(key: String) {
            switch key {
            case "leftBarButtonItem": self = .left
            case "rightBarButtonItem": self = .right
            case "backBarButtonItem": self = .back
            default: return nil
            }
        }

        /// From a `<leftBarButtonItems>` or `<rightBarButtonItems>` list.
        init?(list: String) {
            switch list {
            case "leftBarButtonItems": self = .left
            case "rightBarButtonItems": self = .right
            default: return nil
            }
        }
    }
    var line: Int
    var key: String
    var slot: Slot
    var title: String?
    var image: UIImage?
    var style: UIBarButtonItem.Style = .plain
    var systemItem: UIBarButtonItem.SystemItem?
    var actions: [ActionDescription] = []
}

/// What a storyboard or nib file holds, however it was written.
struct StoryboardDocument {
    var initial: String?
    /// By key.
    var scenes: [String: SceneDescription] = [:]
    /// Problems that do not stop the file loading (a missing image or font, an unknown element shown as a plain
    /// view), each with its line.
    var warnings: [StoryboardError] = []

    /// The scene `instantiateViewController(withIdentifier:)` names.
    func scene(identifier: String) -> SceneDescription? {
        scenes.values.first { $0.identifier == identifier }
    }

    var identifierList: String { scenes.values.compactMap(\.identifier).sorted().joined(separator: ", ") }
}

/// Turns parsed statements into scenes, resolving classes and checking every name, so a broken file fails when it
/// is loaded, with the line and what was expected.
@MainActor
struct SceneFileReader {
    let file: String
    var module: String?
    var initial: String?
    var scenes: [String: SceneDescription] = [:]

    /// The scenes read.
    var document: StoryboardDocument { StoryboardDocument(initial: initial, scenes: scenes) }

    init(file: String) { self.file = file }

    func error(_ line: Int, _ message: String) -> StoryboardError { StoryboardError(file: file, line: line, message) }

    mutating func read(_ nodes: [SceneNode]) throws {
        for node in nodes where node.keyword == "module" {
            guard node.words.count == 2, node.value == nil, node.children == nil else {
                throw error(node.line, "expected 'module NAME' (the module bare class names live in)")
            }
            module = node.words[1].text
        }
        for node in nodes {
            switch node.keyword {
            case "module": continue
            case "initial":
                guard node.words.count == 2, node.value == nil, node.children == nil else {
                    throw error(node.line, "expected 'initial SCENE'")
                }
                guard initial == nil else { throw error(node.line, "duplicate 'initial'; a file has one initial scene") }
                initial = node.words[1].text
            case "scene":
                let scene = try readScene(node)
                guard scenes[scene.name] == nil else {
                    throw error(node.line, "duplicate scene identifier '\(scene.name)' (first on line \(scenes[scene.name]!.line))")
                }
                scenes[scene.name] = scene
            default:
                throw error(node.line, "unexpected '\(node.keyword)'; expected 'module', 'initial' or 'scene'")
            }
        }
        try checkReferences(nodes)
    }

    private func checkReferences(_ nodes: [SceneNode]) throws {
        if let initial, scenes[initial] == nil {
            let line = nodes.first { $0.keyword == "initial" }?.line ?? 0
            throw error(line, "initial scene '\(initial)' does not exist; scenes: \(sceneList)")
        }
        for scene in scenes.values {
            for segue in scene.segues where scenes[segue.destination] == nil {
                throw error(segue.line, "segue '\(segue.key)' leads to unknown scene '\(segue.destination)'; scenes: \(sceneList)")
            }
            for name in [scene.rootScene].compactMap({ $0 }) + scene.tabScenes where scenes[name] == nil {
                throw error(scene.line, "scene '\(scene.name)' contains unknown scene '\(name)'; scenes: \(sceneList)")
            }
        }
    }

    var sceneList: String { scenes.keys.sorted().joined(separator: ", ") }

    // MARK: Scenes

    private func readScene(_ node: SceneNode) throws -> SceneDescription {
        guard (2...3).contains(node.words.count), node.value == nil else {
            throw error(node.line, "expected 'scene IDENTIFIER [ControllerClass] {'")
        }
        let name = node.words[1].text
        let controllerClass: UIViewController.Type = try node.words.count == 3
            ? resolve(node.words[2].text, line: node.line, role: "a UIViewController subclass")
            : UIViewController.self
        var scene = SceneDescription(line: node.line, name: name, controllerClass: controllerClass, identifier: name)
        var ids: [String: Int] = [:]
        for child in node.children ?? [] {
            switch child.keyword {
            case "view":
                guard scene.view == nil else { throw error(child.line, "a scene has one root 'view'") }
                guard child.words.count <= 3, child.value == nil else {
                    throw error(child.line, "expected 'view [ViewClass [id]] {'")
                }
                scene.view = try readView(child, classWord: child.words.count > 1 ? 1 : nil, ids: &ids)
            case "outlet":
                scene.outlets.append(try readOutlet(child))
            case "segue":
                let segue = try readSegue(child)
                if let first = scene.segues.first(where: { $0.key == segue.key }) {
                    throw error(child.line, "duplicate segue identifier '\(segue.key)' (first on line \(first.line))")
                }
                scene.segues.append(segue)
            case "title":
                scene.title = try string(child)
            case "root":
                scene.rootScene = try words(child).first
            case "tabs":
                scene.tabScenes = try words(child)
            case "constraints":
                scene.constraints += try readConstraints(child)
            default:
                throw error(
                    child.line,
                    "unexpected '\(child.keyword)' in scene '\(name)'; expected view, outlet, segue, title, root, tabs or constraints")
            }
        }
        for constraint in scene.constraints {
            for element in constraint.elements where element != "view" && ids[element] == nil {
                throw error(
                    constraint.line,
                    "constraint names unknown element '\(element)'; elements: \((["view"] + ids.keys.sorted()).joined(separator: ", "))")
            }
        }
        for outlet in scene.outlets where ids[outlet.target] == nil {
            throw error(outlet.line, "outlet '\(outlet.name)' names unknown element '\(outlet.target)'; elements: \(ids.keys.sorted().joined(separator: ", "))")
        }
        for segue in scene.segues {
            if let trigger = segue.trigger, ids[trigger] == nil {
                throw error(segue.line, "segue '\(segue.key)' is triggered by unknown element '\(trigger)'")
            }
        }
        try checkViewOutlets(scene.view, ids: ids)
        if controllerClass is UINavigationController.Type, scene.rootScene == nil {
            throw error(node.line, "navigation controller scene '\(name)' needs 'root = SCENE'")
        }
        return scene
    }

    private func checkViewOutlets(_ view: ViewDescription?, ids: [String: Int]) throws {
        guard let view else { return }
        for outlet in view.outlets where ids[outlet.target] == nil {
            throw error(outlet.line, "outlet '\(outlet.name)' names unknown element '\(outlet.target)'")
        }
        for subview in view.subviews { try checkViewOutlets(subview, ids: ids) }
    }

    private func readConstraints(_ node: SceneNode) throws -> [SceneConstraint] {
        guard node.words.count == 1, node.value == nil, let lines = node.children else {
            throw error(node.line, "expected 'constraints {' with one constraint per line")
        }
        return try lines.map { line in
            guard line.value == nil, line.children == nil, line.words.allSatisfy({ !$0.isString }) else {
                throw error(line.line, SceneConstraint.usage)
            }
            do throws(SceneConstraintError) {
                return try SceneConstraint(words: line.words.map(\.text), line: line.line)
            } catch {
                throw self.error(line.line, error.message)
            }
        }
    }

    private func readOutlet(_ node: SceneNode) throws -> OutletDescription {
        guard node.words.count == 2, let value = node.value, value.count == 1, node.children == nil else {
            throw error(node.line, "expected 'outlet NAME = ELEMENT'")
        }
        return OutletDescription(line: node.line, name: node.words[1].text, target: value[0].text)
    }

    private func readSegue(_ node: SceneNode) throws -> SegueDescription {
        let w = node.words.map(\.text)
        let usage = "expected 'segue IDENTIFIER -> SCENE KIND [from ELEMENT]' with KIND one of "
            + [SegueDescription.Kind.show, .push, .present, .unwind].map(\.rawValue).joined(separator: ", ")
        guard node.value == nil, node.children == nil, w.count == 5 || (w.count == 7 && w[5] == "from"), w[2] == "->",
            let kind = SegueDescription.Kind(rawValue: w[4]), kind != .showDetail, kind != .embed
        else { throw error(node.line, usage) }
        return SegueDescription(
            line: node.line, key: w[1], identifier: w[1], destination: w[3], kind: kind, trigger: w.count == 7 ? w[6] : nil)
    }

    // MARK: Views

    private func readView(_ node: SceneNode, classWord: Int?, ids: inout [String: Int]) throws -> ViewDescription {
        let viewClass: UIView.Type = try classWord.map {
            try resolve(node.words[$0].text, line: node.line, role: "a UIView subclass")
        } ?? UIView.self
        let idIndex = (classWord ?? 0) + 1
        var view = ViewDescription(line: node.line, viewClass: viewClass)
        if node.words.count > idIndex {
            let id = node.words[idIndex].text
            if let first = ids[id] { throw error(node.line, "duplicate element id '\(id)' (first on line \(first))") }
            ids[id] = node.line
            view.id = id
        }
        for child in node.children ?? [] {
            if child.keyword == "outlet" {
                view.outlets.append(try readOutlet(child))
            } else if child.value != nil {
                guard child.words.count == 1, child.children == nil else {
                    throw error(child.line, "expected 'property = value'")
                }
                let apply = try ViewProperties.parse(
                    name: child.keyword, value: child.value!, for: viewClass, file: file, line: child.line)
                view.properties.append((child.line, apply))
            } else if child.keyword.first?.isUppercase == true || child.keyword.contains(".") {
                guard child.words.count <= 2 else { throw error(child.line, "expected 'ViewClass [id] {'") }
                view.subviews.append(try readView(child, classWord: 0, ids: &ids))
            } else {
                throw error(
                    child.line,
                    "unexpected '\(child.keyword)' in a view; expected 'property = value', 'outlet NAME = ELEMENT' or a subview 'ViewClass [id] {'")
            }
        }
        return view
    }

    // MARK: Values

    private func string(_ node: SceneNode) throws -> String {
        guard node.words.count == 1, let value = node.value, value.count == 1, node.children == nil else {
            throw error(node.line, "expected '\(node.keyword) = \"text\"'")
        }
        return value[0].text
    }

    private func words(_ node: SceneNode) throws -> [String] {
        guard node.words.count == 1, let value = node.value, node.children == nil else {
            throw error(node.line, "expected '\(node.keyword) = SCENE[, SCENE…]'")
        }
        return value.map(\.text).filter { $0 != "," }
    }

    /// A class by name: `Module.Class` as written, else in the file's `module`, FrameKit, the registered classes
    /// and the main executable's module.
    private func resolve<T>(_ name: String, line: Int, role: String) throws -> T {
        let candidates = name.contains(".")
            ? [name] : [module, "FrameKit", UIStoryboard.executableModule].compactMap { $0.map { "\($0).\(name)" } }
        for candidate in candidates {
            if let type = _typeByName(candidate) ?? UIStoryboard.registeredClasses[candidate] {
                if let typed = type as? T { return typed }
                throw error(line, "class '\(name)' is not \(role)")
            }
        }
        if let type = UIStoryboard.registeredClasses[name] {
            if let typed = type as? T { return typed }
            throw error(line, "class '\(name)' is not \(role)")
        }
        throw error(
            line,
            "unknown class '\(name)'; expected \(role) written Module.Class, in the file's 'module', or registered with UIStoryboard.register(_:)")
    }
}
