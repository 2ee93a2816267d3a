import Foundation
import Logging

/// Screens declared in a text scene file (`NAME.storyboard`, FrameKit's own hand-written format; README,
/// "Storyboards"): scenes with a controller class and identifier, view trees with properties, outlets, segues and
/// the initial scene. A broken file fails when loaded with an error naming the file, the line and what was expected.
@MainActor
public final class UIStoryboard {
    /// The file's name, for messages.
    public let fileName: String
    let bundle: Bundle
    let reader: SceneFileReader
    private static let logger = Logger(label: "framekit.storyboard")

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
            try self.init(loading: name, bundle: storyboardBundleOrNil ?? .main)
        } catch {
            Self.logger.error("\(error)")
            self.init(failed: error as? StoryboardError ?? StoryboardError(file: "\(name).storyboard", line: 0, "\(error)"))
        }
    }

    /// Loads `name.storyboard`, throwing `StoryboardError` when it is missing or broken.
    public static func load(name: String, bundle: Bundle? = nil) throws -> UIStoryboard {
        try UIStoryboard(loading: name, bundle: bundle ?? .main)
    }

    private convenience init(loading name: String, bundle: Bundle) throws {
        guard let url = Self.sceneFileURL(named: name, in: bundle) else {
            throw StoryboardError(
                file: "\(name).storyboard", line: 0,
                "not found in \(bundle.resourceURL?.path ?? bundle.bundlePath) or the working directory; add it to the target's resources")
        }
        try self.init(contentsOf: url, bundle: bundle)
    }

    /// Reads a scene file at `url`.
    public convenience init(contentsOf url: URL, bundle: Bundle? = nil) throws {
        let name = url.lastPathComponent
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw StoryboardError(file: name, line: 0, "cannot be read (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw StoryboardError(file: name, line: 0, "is not UTF-8 text")
        }
        try self.init(source: text, fileName: name, bundle: bundle)
    }

    /// Reads scene-file text; `fileName` names it in errors.
    public init(source: String, fileName: String, bundle: Bundle? = nil) throws {
        self.fileName = fileName
        self.bundle = bundle ?? .main
        var parser = SceneFileParser(file: fileName)
        var reader = SceneFileReader(file: fileName)
        try reader.read(try parser.parse(source))
        self.reader = reader
        failure = nil
    }

    /// The error of a storyboard that failed to load.
    let failure: StoryboardError?

    private init(failed error: StoryboardError) {
        fileName = error.file
        bundle = .main
        reader = SceneFileReader(file: error.file)
        failure = error
    }

    /// Where `name.storyboard` is: the bundle's resources, then the working directory.
    static func sceneFileURL(named name: String, in bundle: Bundle) -> URL? {
        if let url = bundle.url(forResource: name, withExtension: "storyboard") { return url }
        let local = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("\(name).storyboard")
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

    /// The initial scene's controller, or why there is none.
    public func makeInitialViewController() throws -> UIViewController {
        if let failure { throw failure }
        guard let initial = reader.initial else {
            throw StoryboardError(file: fileName, line: 0, "has no 'initial SCENE' line")
        }
        return try makeViewController(identifier: initial)
    }

    /// The controller of the scene `identifier` (`init(coder:)` then `awakeFromNib()`; its view loads later), or why
    /// it cannot be made.
    public func makeViewController(identifier: String) throws -> UIViewController {
        if let failure { throw failure }
        guard let scene = reader.scenes[identifier] else {
            throw StoryboardError(
                file: fileName, line: 0, "no scene with identifier '\(identifier)'; scenes: \(reader.sceneList)")
        }
        let coder = StoryboardCoder(storyboard: self, sceneIdentifier: identifier)
        guard let controller = scene.controllerClass.init(coder: coder) else {
            throw StoryboardError(file: fileName, line: scene.line, "\(scene.controllerClass).init(coder:) returned nil")
        }
        let outlets = Outlets.of(controller)
        for outlet in scene.outlets where outlets[outlet.name] == nil {
            throw unknownOutlet(outlet, of: controller, known: outlets)
        }
        if let title = scene.title { controller.title = title }
        if let root = scene.rootScene, let navigation = controller as? UINavigationController {
            navigation.setViewControllers([try makeViewController(identifier: root)], animated: false)
        }
        if !scene.tabScenes.isEmpty, let tabs = controller as? UITabBarController {
            tabs.setViewControllers(try scene.tabScenes.map { try makeViewController(identifier: $0) }, animated: false)
        }
        controller.awakeFromNib()
        return controller
    }

    // MARK: Views

    /// Builds the view of `controller`'s scene (or, for a nib, the initial or only scene) with `controller` as the
    /// owner of the scene's outlets: views through `init(coder:)`, then outlets, then `awakeFromNib` on each view.
    func loadView(of controller: UIViewController, scene identifier: String? = nil) throws {
        if let failure { throw failure }
        let name = identifier ?? reader.initial ?? (reader.scenes.count == 1 ? reader.scenes.keys.first : nil)
        guard let name, let scene = reader.scenes[name] else {
            throw StoryboardError(
                file: fileName, line: 0,
                identifier.map { "no scene '\($0)'" } ?? "a nib file needs an 'initial SCENE' line or exactly one scene")
        }
        var elements: [String: UIView] = [:]
        var pending: [(owner: AnyObject, outlet: OutletDescription)] = []
        var created: [UIView] = []
        let root = try scene.view.map { try makeView($0, elements: &elements, outlets: &pending, created: &created) }
            ?? UIView(frame: controller.defaultViewFrame)
        root.frame = controller.defaultViewFrame
        installConstraints(scene.constraints, elements: elements, root: root)
        controller.view = root
        for outlet in scene.outlets { pending.append((controller, outlet)) }
        for (owner, outlet) in pending { try connect(outlet, of: owner, to: elements[outlet.target]!) }
        for view in created { view.awakeFromNib() }
        for segue in scene.segues {
            guard let trigger = segue.trigger, let control = elements[trigger] as? UIControl else { continue }
            let identifier = segue.identifier
            control.addAction(
                UIAction(identifier: UIAction.Identifier("segue:\(identifier)")) { [weak controller] action in
                    controller?.triggerSegue(withIdentifier: identifier, sender: action.sender)
                }, for: .primaryActionTriggered)
        }
    }

    private func makeView(
        _ description: ViewDescription, elements: inout [String: UIView],
        outlets: inout [(owner: AnyObject, outlet: OutletDescription)], created: inout [UIView]
    ) throws -> UIView {
        guard let view = description.viewClass.init(coder: StoryboardCoder(storyboard: self, sceneIdentifier: nil))
        else {
            throw StoryboardError(file: fileName, line: description.line, "\(description.viewClass).init(coder:) returned nil")
        }
        created.append(view)
        view.translatesAutoresizingMaskIntoConstraints = true
        for property in description.properties { property.apply(view) }
        if let id = description.id { elements[id] = view }
        for outlet in description.outlets { outlets.append((view, outlet)) }
        for subview in description.subviews {
            let child = try makeView(subview, elements: &elements, outlets: &outlets, created: &created)
            if let stack = view as? UIStackView { stack.addArrangedSubview(child) } else { view.addSubview(child) }
        }
        return view
    }

    /// The scene's constraints, active; the views they name (but the root) are laid out by them.
    private func installConstraints(_ constraints: [SceneConstraint], elements: [String: UIView], root: UIView) {
        guard !constraints.isEmpty else { return }
        for name in Set(constraints.flatMap(\.elements)) {
            guard let view = name == "view" ? root : elements[name], view !== root else { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        NSLayoutConstraint.activate(constraints.map { $0.make(elements: elements, root: root) })
    }

    private func connect(_ outlet: OutletDescription, of owner: AnyObject, to element: UIView) throws {
        let outlets = Outlets.of(owner)
        guard let target = outlets[outlet.name] else { throw unknownOutlet(outlet, of: owner, known: outlets) }
        guard target.connect(element) else {
            throw StoryboardError(
                file: fileName, line: outlet.line,
                "outlet '\(outlet.name)' of \(type(of: owner)) takes \(target.acceptedTypeName), but '\(outlet.target)' is \(type(of: element))")
        }
    }

    private func unknownOutlet(_ outlet: OutletDescription, of owner: AnyObject, known: [String: OutletConnectable]) -> StoryboardError {
        StoryboardError(
            file: fileName, line: outlet.line,
            "\(type(of: owner)) has no outlet '\(outlet.name)'; declare '@Outlet var \(outlet.name): UIView!' (or the view's class)"
                + (known.isEmpty ? "" : "; its outlets: \(known.keys.sorted().joined(separator: ", "))"))
    }

    /// The segue `identifier` of scene `scene`.
    func segue(_ identifier: String, inScene scene: String?) -> SegueDescription? {
        scene.flatMap { reader.scenes[$0] }?.segues.first { $0.identifier == identifier }
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
