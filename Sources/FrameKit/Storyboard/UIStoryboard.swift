import Foundation
import Logging

/// Screens declared in a storyboard: an Xcode Interface Builder document (`NAME.storyboard` as Xcode writes it) or
/// FrameKit's hand-written scene format (Sources/FrameKit/FrameKit.docc/Storyboards.md): scenes with a controller class and identifier, view
/// trees with properties and constraints, outlets, actions, segues and the initial scene. A broken file fails when
/// loaded with an error naming the file, the line and what was expected.
@MainActor
public final class UIStoryboard {
    /// The file's name, for messages.
    public let fileName: String
    let bundle: Bundle
    let document: StoryboardDocument
    /// Made on each use, so a log handler installed later (a test capturing logs) still hears it.
    static var logger: Logger { Logger(label: "framekit.storyboard") }

    /// Classes scene files may name that `Module.Class` lookup cannot find, by bare and qualified name.
    static var registeredClasses: [String: AnyClass] = [:]

    /// Makes `classes` known to scene files by their bare names (and `Module.Class`).
    public static func register(_ classes: AnyClass...) {
        for cls in classes {
            registeredClasses[String(describing: cls)] = cls
            registeredClasses[String(reflecting: cls)] = cls
        }
    }

    /// The module of the running executable, tried for bare class names.
    static let executableModule: String? = Bundle.main.executableURL.map {
        $0.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "-", with: "_")
    }

    /// Loads `name.storyboard` from `bundle` (the main bundle when nil) or the working directory. UIKit's signature
    /// cannot fail, so a missing or broken file is logged and gives a storyboard whose controllers show the error;
    /// use `load(name:bundle:)` to handle it.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        do {
            try self.init(loading: name, bundle: Bundle.appResources(storyboardBundleOrNil))
        } catch {
            Self.logger.error("\(error)")
            self.init(failed: error as? StoryboardError ?? StoryboardError(file: "\(name).storyboard", line: 0, "\(error)"))
        }
    }

    /// Loads `name.storyboard`, throwing `StoryboardError` when it is missing or broken.
    public static func load(name: String, bundle: Bundle? = nil) throws -> UIStoryboard {
        try UIStoryboard(loading: name, bundle: Bundle.appResources(bundle))
    }

    private convenience init(loading name: String, bundle: Bundle) throws {
        guard let url = Self.sceneFileURL(named: name, in: bundle) else {
            throw StoryboardError(
                file: "\(name).storyboard", line: 0,
                "not found in \(bundle.resourceURL?.path ?? bundle.bundlePath) or the working directory; add it to the target's resources")
        }
        try self.init(contentsOf: url, bundle: bundle)
    }

    /// Reads a storyboard (or nib) file at `url`.
    public convenience init(contentsOf url: URL, bundle: Bundle? = nil) throws {
        let name = url.lastPathComponent
        let data: Data
        do { data = try FileManager.default.readContents(of: url) } catch {
            throw StoryboardError(file: name, line: 0, "cannot be read (\(error.localizedDescription))")
        }
        try self.init(data: data, fileName: name, bundle: bundle)
    }

    /// Reads a storyboard's text: Xcode's XML (a document starting with `<`) or FrameKit's scene format; `fileName`
    /// names it in errors.
    public convenience init(source: String, fileName: String, bundle: Bundle? = nil) throws {
        try self.init(data: Data(source.utf8), fileName: fileName, bundle: bundle)
    }

    init(data: Data, fileName: String, bundle: Bundle?) throws {
        self.fileName = fileName
        self.bundle = Bundle.appResources(bundle)
        document = try Self.read(data, fileName: fileName, bundle: self.bundle)
        failure = nil
        for warning in document.warnings { Self.logger.warning("\(warning)") }
    }

    /// The scenes of an Interface Builder document or a scene file.
    static func read(_ data: Data, fileName: String, bundle: Bundle) throws -> StoryboardDocument {
        if data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "<") {
            var reader = InterfaceBuilderReader(file: fileName, bundle: bundle)
            let root: MarkupElement
            do { root = try MarkupElement.document(data) } catch {
                throw StoryboardError(file: fileName, line: error.line, error.message)
            }
            return try reader.read(root)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw StoryboardError(file: fileName, line: 0, "is not UTF-8 text")
        }
        var parser = SceneFileParser(file: fileName)
        var reader = SceneFileReader(file: fileName)
        try reader.read(try parser.parse(text))
        return reader.document
    }

    /// The error of a storyboard that failed to load.
    let failure: StoryboardError?

    private init(failed error: StoryboardError) {
        fileName = error.file
        bundle = .main
        document = StoryboardDocument()
        failure = error
    }

    /// Problems that did not stop the file loading (a missing image, an element FrameKit shows as a plain view), with
    /// their lines; each is logged once when the file is read.
    public var warnings: [StoryboardError] { document.warnings }

    /// Where `name.storyboard` is: the bundle's resources, then the working directory.
    static func sceneFileURL(named name: String, in bundle: Bundle, extension pathExtension: String = "storyboard") -> URL? {
        if let url = bundle.url(forResource: name, withExtension: pathExtension) { return url }
        let local = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("\(name).\(pathExtension)")
        return FileManager.default.fileExists(atPath: local.path) ? local : nil
    }

    // MARK: Instantiating

    /// The initial scene's controller; nil (and logged) when the file has none or is broken.
    public func instantiateInitialViewController() -> UIViewController? {
        do { return try makeInitialViewController() } catch {
            Self.logger.error("\(error)")
            return nil
        }
    }

    /// The controller of the scene `identifier`. UIKit's signature cannot fail, so an unknown identifier or broken
    /// file is logged and gives a controller that shows the error; `makeViewController(identifier:)` throws instead.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        do { return try makeViewController(identifier: identifier) } catch {
            Self.logger.error("\(error)")
            return StoryboardErrorViewController(error: error)
        }
    }

    /// The controller of the scene `identifier`, made by `creator` (which calls the controller's own
    /// `init?(coder:…)` with the coder, to pass it values) or by `init(coder:)` when `creator` is nil or returns nil.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        do {
            guard let scene = try identifiedScene(identifier) else { throw unknownIdentifier(identifier) }
            let controller = try makeViewController(scene: scene, creator: creator)
            guard let typed = controller as? ViewController else {
                throw StoryboardError(file: fileName, line: scene.line, "scene '\(identifier)' makes a \(type(of: controller)), not a \(ViewController.self)")
            }
            return typed
        } catch {
            // UIKit raises here; FrameKit logs and gives a plain controller of the type asked for (its view empty).
            Self.logger.error("\(error)")
            guard let fallback = ViewController(coder: StoryboardCoder(storyboard: nil, sceneIdentifier: nil)) else {
                preconditionFailure("\(error); and \(ViewController.self).init(coder:) returned nil")
            }
            return fallback
        }
    }

    /// The initial scene's controller, or why there is none.
    public func makeInitialViewController() throws -> UIViewController {
        if let failure { throw failure }
        guard let initial = document.initial, let scene = document.scenes[initial] else {
            throw StoryboardError(file: fileName, line: 0, "has no initial view controller ('initial SCENE' line, or Is Initial View Controller in Xcode)")
        }
        return try makeViewController(scene: scene)
    }

    /// The controller of the scene `identifier` (`init(coder:)` then `awakeFromNib()`; its view loads later), or why
    /// it cannot be made.
    public func makeViewController(identifier: String) throws -> UIViewController {
        guard let scene = try identifiedScene(identifier) else { throw unknownIdentifier(identifier) }
        return try makeViewController(scene: scene)
    }

    private func identifiedScene(_ identifier: String) throws -> SceneDescription? {
        if let failure { throw failure }
        return document.scene(identifier: identifier)
    }

    private func unknownIdentifier(_ identifier: String) -> StoryboardError {
        StoryboardError(file: fileName, line: 0, "no scene with identifier '\(identifier)'; identifiers: \(document.identifierList)")
    }

    /// What is being built, innermost last: storyboards followed through references, scenes' controllers, scenes'
    /// views. Meeting one again on the way in is a cycle — a navigation controller that is its own root, a tab bar
    /// controller among its own tabs, a container embedding its own scene, two storyboards referring to each other —
    /// which is an error instead of a recursion that overflows the stack.
    private static var buildPath: [String] = []

    private func building<Result>(_ step: String, line: Int, _ work: () throws -> Result) throws -> Result {
        if let start = Self.buildPath.firstIndex(of: step) {
            throw StoryboardError(
                file: fileName, line: line,
                "scenes form a cycle: \((Self.buildPath[start...] + [step]).joined(separator: " → ")); a scene cannot contain itself")
        }
        Self.buildPath.append(step)
        defer { Self.buildPath.removeLast() }
        return try work()
    }

    /// A scene as messages name it.
    private func name(of scene: SceneDescription) -> String { "\(fileName) '\(scene.identifier ?? scene.name)'" }

    func makeViewController(scene: SceneDescription, creator: ((NSCoder) -> UIViewController?)? = nil) throws -> UIViewController {
        if let reference = scene.reference {
            let controller = try follow(reference, line: scene.line)
            for set in scene.controllerProperties { set(controller) }
            return controller
        }
        return try building(name(of: scene), line: scene.line) { try makeController(scene: scene, creator: creator) }
    }

    private func makeController(scene: SceneDescription, creator: ((NSCoder) -> UIViewController?)?) throws -> UIViewController {
        let coder = StoryboardCoder(storyboard: self, sceneIdentifier: scene.name)
        guard let controller = creator?(coder) ?? scene.controllerClass.init(coder: coder) else {
            throw StoryboardError(file: fileName, line: scene.line, "\(scene.controllerClass).init(coder:) returned nil")
        }
        let outlets = Outlets.of(controller)
        for outlet in scene.outlets where outlet.name != "view" && outlets[outlet.name] == nil
            && SystemOutlets.setter(outlet.name, of: controller) == nil
        {
            throw unknownOutlet(outlet, of: controller, known: outlets)
        }
        if let title = scene.title { controller.title = title }
        for set in scene.controllerProperties { set(controller) }
        for button in scene.barButtons { try install(button, of: scene, on: controller) }
        if let root = scene.rootScene, let navigation = controller as? UINavigationController {
            navigation.setViewControllers([try makeViewController(scene: try self.scene(root))], animated: false)
        }
        if !scene.tabScenes.isEmpty, let tabs = controller as? UITabBarController {
            tabs.setViewControllers(try scene.tabScenes.map { try makeViewController(scene: try self.scene($0)) }, animated: false)
        }
        if let split = controller as? UISplitViewController {
            for (column, key) in scene.splitScenes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                split.setViewController(try makeViewController(scene: try self.scene(key)), for: column)
            }
        }
        controller.awakeFromNib()
        return controller
    }

    /// The scene with key `key`.
    func scene(_ key: String) throws -> SceneDescription {
        guard let scene = document.scenes[key] else { throw StoryboardError(file: fileName, line: 0, "no scene '\(key)'") }
        return scene
    }

    /// The controller a storyboard reference stands for, from the other storyboard in the same bundle.
    private func follow(_ reference: StoryboardReference, line: Int) throws -> UIViewController {
        let target = "\(reference.storyboardName).storyboard" + (reference.identifier.map { " '\($0)'" } ?? "")
        return try building(target, line: line) {
            let other = try reference.storyboardName == fileName.replacingOccurrences(of: ".storyboard", with: "")
                ? self : UIStoryboard.load(name: reference.storyboardName, bundle: bundle)
            return try reference.identifier.map { try other.makeViewController(identifier: $0) } ?? other.makeInitialViewController()
        }
    }

    // MARK: Views

    /// Builds the view of `controller`'s scene (or, for a nib, the initial or only scene) with `controller` as the
    /// owner of the scene's outlets: views through `init(coder:)`, then outlets, then `awakeFromNib` on each view,
    /// then embed segues (before the controller's `viewDidLoad`, as in UIKit).
    func loadView(of controller: UIViewController, scene identifier: String? = nil) throws {
        if let failure { throw failure }
        let key = identifier ?? document.initial ?? (document.scenes.count == 1 ? document.scenes.keys.first : nil)
        guard let key, let scene = document.scenes[key] else {
            throw StoryboardError(
                file: fileName, line: 0,
                identifier.map { "no scene '\($0)'" } ?? "a nib file needs an 'initial SCENE' line or exactly one scene")
        }
        try building("the view of \(name(of: scene))", line: scene.line) { try buildView(of: controller, from: scene) }
    }

    private func buildView(of controller: UIViewController, from scene: SceneDescription) throws {
        let instance = try instantiate(scene, owner: controller)
        if let root = instance.views.first, scene.view != nil {
            root.frame = controller.defaultViewFrame
            controller.view = root
        } else if !controller.isViewLoaded {
            throw StoryboardError(file: fileName, line: scene.line, "loaded as the nib of \(type(of: controller)), but its 'view' outlet is not connected")
        } else {
            controller.view.frame = controller.defaultViewFrame
        }
        for segue in scene.segues {
            guard let trigger = segue.trigger.flatMap({ instance.objects[$0] }) else { continue }
            if segue.kind == .embed, let container = trigger as? UIView {
                try controller.embed(segue, in: container, storyboard: self)
            } else if let control = trigger as? UIControl {
                let key = segue.key
                control.addAction(
                    UIAction(identifier: UIAction.Identifier("segue:\(key)")) { [weak controller] action in
                        controller?.triggerSegue(key: key, sender: action.sender)
                    }, for: .primaryActionTriggered)
            }
        }
    }

    /// The objects one instantiation of a scene made: its root (or a nib's top-level) views, and every object by id.
    struct Instance {
        var views: [UIView]
        var objects: [String: AnyObject]
    }

    /// Makes `scene`'s views, installs its constraints, connects outlets and actions (with `owner` standing for the
    /// controller or File's Owner), then calls `awakeFromNib` on each view.
    func instantiate(_ scene: SceneDescription, owner: AnyObject) throws -> Instance {
        var elements: [String: UIView] = [:]
        var created: [UIView] = []
        let descriptions = scene.view.map { [$0] } ?? scene.topLevelViews
        let views = try descriptions.map { try makeView($0, owner: owner, elements: &elements, created: &created) }
        let root = views.first ?? UIView()
        var objects: [String: AnyObject] = elements
        if let ownerID = scene.ownerID { objects[ownerID] = owner }
        for constraint in installConstraints(scene, elements: elements, root: root) {
            if let id = constraint.description.objectID { objects[id] = constraint.made }
        }
        try connectOutlets(scene.outlets, of: owner, objects: objects)
        try connect(descriptions, objects: objects)
        for view in created { view.awakeFromNib() }
        return Instance(views: views, objects: objects)
    }

    private func makeView(
        _ description: ViewDescription, owner: AnyObject, into existing: UIView? = nil, elements: inout [String: UIView],
        created: inout [UIView]
    ) throws -> UIView {
        let view: UIView
        if let existing {
            view = existing
        } else {
            guard let made = description.viewClass.init(coder: StoryboardCoder(storyboard: self, sceneIdentifier: nil, values: description.coderValues))
            else {
                throw StoryboardError(file: fileName, line: description.line, "\(description.viewClass).init(coder:) returned nil")
            }
            view = made
            created.append(view)
            view.translatesAutoresizingMaskIntoConstraints = true
        }
        for property in description.properties where existing == nil || !description.isCellContentView {
            property.apply(view)
        }
        if let id = description.id { elements[id] = view }
        for subview in description.subviews {
            if subview.isCellContentView,
                let contentView = (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView
                    ?? (view as? UIVisualEffectView)?.contentView
            {
                _ = try makeView(subview, owner: owner, into: contentView, elements: &elements, created: &created)
                continue
            }
            let child = try makeView(subview, owner: owner, elements: &elements, created: &created)
            if let stack = view as? UIStackView { stack.addArrangedSubview(child) } else { view.addSubview(child) }
        }
        if let table = view as? UITableView {
            for prototype in description.prototypes { table.prototypeCells[prototype.reuseIdentifier] = maker(prototype, owner: owner) }
            table.cellSegues = CellSegues(description.prototypes, controller: owner)
        }
        if let collection = view as? UICollectionView {
            for prototype in description.prototypes {
                collection.prototypeCells[prototype.reuseIdentifier] = maker(prototype, owner: owner)
            }
            collection.cellSegues = CellSegues(description.prototypes, controller: owner)
        }
        return view
    }

    /// Makes a new cell from a prototype's scene each time it is called (nil, logged, when that fails).
    private func maker<Cell: UIView>(_ prototype: PrototypeCell, owner: AnyObject) -> () -> Cell? {
        { [weak self, weak owner] in
            guard let self else { return nil }
            do {
                return try self.instantiate(prototype.scene, owner: owner ?? NibWithoutOwner()).views.first as? Cell
            } catch {
                Self.logger.error("prototype cell '\(prototype.reuseIdentifier)': \(error)")
                return nil
            }
        }
    }

    /// The scene's constraints, active. In scene files, the views they name (but the root) are laid out by them.
    private func installConstraints(
        _ scene: SceneDescription, elements: [String: UIView], root: UIView
    ) -> [(description: SceneConstraint, made: NSLayoutConstraint)] {
        guard !scene.constraints.isEmpty else { return [] }
        if scene.constrainedViewsTranslateNoMask {
            for name in Set(scene.constraints.flatMap(\.elements)) {
                guard let view = name == "view" ? root : elements[name], view !== root else { continue }
                view.translatesAutoresizingMaskIntoConstraints = false
            }
        }
        let made = scene.constraints.map { ($0, $0.make(elements: elements, root: root)) }
        NSLayoutConstraint.activate(made.map(\.1))
        return made
    }

    /// The views' own outlets, actions and control-triggered segues, through the tree.
    private func connect(_ descriptions: [ViewDescription], objects: [String: AnyObject]) throws {
        for description in descriptions {
            if let id = description.id, let view = objects[id] as? UIView {
                try connectOutlets(description.outlets, of: view, objects: objects)
                for action in description.actions { try connect(action, of: view, objects: objects) }
            }
            try connect(description.subviews, objects: objects)
        }
    }

    private func connectOutlets(_ outlets: [OutletDescription], of owner: AnyObject, objects: [String: AnyObject]) throws {
        guard !outlets.isEmpty else { return }
        let declared = Outlets.of(owner)
        for outlet in outlets {
            guard let target = objects[outlet.target] else { continue }
            if let wrapper = declared[outlet.name] {
                guard wrapper.isCollection == outlet.isCollection else {
                    throw StoryboardError(
                        file: fileName, line: outlet.line,
                        outlet.isCollection
                            ? "'\(outlet.name)' is an outlet collection in the file; declare '@OutletCollection var \(outlet.name): [\(type(of: target))]'"
                            : "'\(outlet.name)' is a single outlet in the file; declare '@Outlet var \(outlet.name): \(type(of: target))!'")
                }
                guard wrapper.connect(target) else {
                    throw StoryboardError(
                        file: fileName, line: outlet.line,
                        "outlet '\(outlet.name)' of \(type(of: owner)) takes \(wrapper.acceptedTypeName), but '\(outlet.target)' is \(type(of: target))")
                }
            } else if let setter = SystemOutlets.setter(outlet.name, of: owner) {
                guard setter.connect(owner, target) else {
                    throw StoryboardError(
                        file: fileName, line: outlet.line,
                        "outlet '\(outlet.name)' of \(type(of: owner)) takes \(setter.acceptedTypeName), which \(type(of: target)) is not")
                }
            } else {
                throw unknownOutlet(outlet, of: owner, known: declared)
            }
        }
    }

    private func connect(_ action: ActionDescription, of view: UIView, objects: [String: AnyObject]) throws {
        guard let control = view as? UIControl else {
            throw StoryboardError(file: fileName, line: action.line, "action '\(action.selector)' belongs to a \(type(of: view)), which is no UIControl")
        }
        let selector = action.selector
        guard let targetID = action.target else {
            control.addAction(UIAction { [weak control] action in
                if !StoryboardActions.sendToResponderChain(selector, from: control, sender: action.sender) {
                    UIStoryboard.logger.error("no responder from \(control.map { "\(type(of: $0))" } ?? "the control") on has the action '\(selector)'; register it with UIStoryboard.registerActions")
                }
            }, for: action.events)
            return
        }
        guard let target = objects[targetID], !(target is NibWithoutOwner) else { return }
        guard StoryboardActions.action(selector, for: target) != nil else {
            throw StoryboardError(
                file: fileName, line: action.line,
                "action '\(selector)' of \(type(of: target)) is not registered; add UIStoryboard.registerActions(StoryboardAction(\"\(selector)\", \(type(of: target)).\(selector.prefix { $0 != ":" })))")
        }
        control.addAction(UIAction { [weak target] action in
            guard let target else { return }
            StoryboardActions.send(selector, to: target, sender: action.sender)
        }, for: action.events)
    }

    /// Puts a navigation item's button on `controller`: a tap sends its actions (to the controller, or along the
    /// responder chain for First Responder), then performs the segues it triggers.
    private func install(_ description: BarButtonDescription, of scene: SceneDescription, on controller: UIViewController) throws {
        let item = description.systemItem.map { UIBarButtonItem(barButtonSystemItem: $0) } ?? UIBarButtonItem()
        if let title = description.title { item.title = title }
        if let image = description.image { item.image = image }
        if description.systemItem == nil { item.style = description.style }
        for action in description.actions where action.target != nil && action.target != scene.name {
            throw StoryboardError(
                file: fileName, line: action.line,
                "bar button action '\(action.selector)' goes to '\(action.target!)'; FrameKit sends a bar button's actions to its scene's controller or the First Responder")
        }
        for action in description.actions where action.target != nil && StoryboardActions.action(action.selector, for: controller) == nil {
            throw StoryboardError(
                file: fileName, line: action.line,
                "action '\(action.selector)' of \(type(of: controller)) is not registered; add UIStoryboard.registerActions(StoryboardAction(\"\(action.selector)\", \(type(of: controller)).\(action.selector.prefix { $0 != ":" })))")
        }
        let actions = description.actions
        let segues = scene.segues.filter { $0.trigger == description.key }.map(\.key)
        item.primaryAction = UIAction { [weak controller, unowned item] _ in
            guard let controller else { return }
            for action in actions {
                if action.target == nil {
                    StoryboardActions.sendToResponderChain(action.selector, from: controller, sender: item)
                } else {
                    StoryboardActions.send(action.selector, to: controller, sender: item)
                }
            }
            for key in segues { controller.triggerSegue(key: key, sender: item) }
        }
        let navigationItem = controller.navigationItem
        switch description.slot {
        case .left: navigationItem.leftBarButtonItems = (navigationItem.leftBarButtonItems ?? []) + [item]
        case .right: navigationItem.rightBarButtonItems = (navigationItem.rightBarButtonItems ?? []) + [item]
        case .back: navigationItem.backBarButtonItem = item
        }
    }

    private func unknownOutlet(_ outlet: OutletDescription, of owner: AnyObject, known: [String: OutletConnectable]) -> StoryboardError {
        StoryboardError(
            file: fileName, line: outlet.line,
            "\(type(of: owner)) has no outlet '\(outlet.name)'; declare '\(outlet.isCollection ? "@OutletCollection var \(outlet.name): [UIView]" : "@Outlet var \(outlet.name): UIView!")' (or the view's class)"
                + (known.isEmpty ? "" : "; its outlets: \(known.keys.sorted().joined(separator: ", "))"))
    }

    /// The segue `key` (its identifier, or a control's segue's id) of scene `scene`.
    func segue(key: String, inScene scene: String?) -> SegueDescription? {
        scene.flatMap { document.scenes[$0] }?.segues.first { $0.key == key }
    }

    /// The segue `performSegue(withIdentifier:)` names in scene `scene`.
    func segue(identifier: String, inScene scene: String?) -> SegueDescription? {
        scene.flatMap { document.scenes[$0] }?.segues.first { $0.identifier == identifier }
    }
}

/// What a controller the storyboard could not make shows instead: the error, in large text, so a kiosk operator
/// sees what to fix rather than a blank screen.
final class StoryboardErrorViewController: UIViewController {
    let error: Error

    init(error: Error) {
        self.error = error
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let root = UIView(frame: defaultViewFrame)
        root.backgroundColor = UIColor(rgb: 0x8B0000)
        let label = UILabel(frame: root.bounds.insetBy(dx: 24, dy: 24))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.numberOfLines = 0
        label.textColor = .white
        label.font = .systemFont(ofSize: 20)
        label.text = "Storyboard error\n\n\(error)"
        root.addSubview(label)
        view = root
    }
}
