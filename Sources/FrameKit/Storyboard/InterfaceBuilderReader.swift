import Foundation

/// Reads an Xcode Interface Builder document (`.storyboard` or `.xib`, document version 3.0 as Xcode 8–16 write it)
/// into the scenes FrameKit instantiates: controllers, view trees, constraints, outlets, actions and segues. Every
/// reference is checked when the file is read, so a broken file fails at once with its line; what FrameKit cannot
/// show (an unknown element kind, a missing image) becomes a warning and, for views, a plain `UIView`.
@MainActor
struct InterfaceBuilderReader {
    let file: String
    let bundle: Bundle
    private(set) var document = StoryboardDocument()
    private(set) var values: InterfaceBuilderValues

    init(file: String, bundle: Bundle) {
        self.file = file
        self.bundle = bundle
        values = InterfaceBuilderValues(file: file, bundle: bundle)
    }

    func error(_ line: Int, _ message: String) -> StoryboardError { StoryboardError(file: file, line: line, message) }

    /// The classes Interface Builder's element names stand for.
    static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "textField": UITextField.self,
        "textView": UITextView.self, "imageView": UIImageView.self, "stackView": UIStackView.self,
        "scrollView": UIScrollView.self, "switch": UISwitch.self, "slider": UISlider.self,
        "segmentedControl": UISegmentedControl.self, "stepper": UIStepper.self, "pageControl": UIPageControl.self,
        "progressView": UIProgressView.self, "activityIndicatorView": UIActivityIndicatorView.self,
        "datePicker": UIDatePicker.self, "pickerView": UIPickerView.self, "tableView": UITableView.self,
        "collectionView": UICollectionView.self, "containerView": UIView.self, "navigationBar": UINavigationBar.self,
        "tabBar": UITabBar.self, "tableViewCell": UITableViewCell.self, "collectionViewCell": UICollectionViewCell.self,
        "tableViewCellContentView": UIView.self, "collectionViewCellContentView": UIView.self,
        "visualEffectView": UIVisualEffectView.self,
    ]

    static let controllerClasses: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self, "splitViewController": UISplitViewController.self,
    ]

    // MARK: The document

    mutating func read(_ root: MarkupElement) throws -> StoryboardDocument {
        guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
            throw error(
                root.line,
                "is not an iOS Interface Builder document (root <\(root.name)> of type '\(root["type"] ?? "")'; expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> or ….CocoaTouch.XIB)")
        }
        guard root["version"] == "3.0" else {
            throw error(root.line, "is document version \(root["version"] ?? "(none)"); FrameKit reads version 3.0 (Xcode 8 and later): open and save it in a current Xcode")
        }
        try values.readResources(root.child("resources"))
        if type.hasSuffix("Storyboard.XIB") {
            for scene in root.child("scenes")?.children("scene") ?? [] { try readScene(scene) }
            document.initial = root["initialViewController"]
            try checkReferences(root)
        } else {
            try readNib(root.child("objects") ?? MarkupElement(name: "objects", attributes: [:], line: root.line))
        }
        document.warnings += values.warnings
        return document
    }

    private func checkReferences(_ root: MarkupElement) throws {
        if let initial = document.initial, document.scenes[initial] == nil {
            throw error(root.line, "the initial view controller '\(initial)' is no scene's controller")
        }
        for scene in document.scenes.values {
            for segue in scene.segues where segue.kind != .unwind && document.scenes[segue.destination] == nil {
                throw error(segue.line, "segue '\(segue.key)' leads to '\(segue.destination)', which is no scene's controller")
            }
            for child in [scene.rootScene].compactMap({ $0 }) + scene.tabScenes + scene.splitScenes.values
            where document.scenes[child] == nil {
                throw error(scene.line, "relationship segue leads to '\(child)', which is no scene's controller")
            }
        }
    }

    // MARK: Scenes

    private mutating func readScene(_ element: MarkupElement) throws {
        guard let objects = element.child("objects"),
            let controller = objects.children.first(where: { $0["sceneMemberID"] == "viewController" })
        else { throw error(element.line, "scene \(element["sceneID"] ?? "") has no view controller (sceneMemberID=\"viewController\")") }
        var scope = SceneScope(owner: try id(controller))
        for object in objects.children where object.name == "placeholder" && object["placeholderIdentifier"] == "IBFirstResponder" {
            scope.firstResponders.insert(try id(object))
        }
        for object in objects.children where object.name == "exit" { scope.objects.insert(try id(object)) }
        for object in objects.children
        where object["sceneMemberID"] != "viewController" && !["placeholder", "exit"].contains(object.name) {
            values.warn(object.line, "<\(object.name)> in a scene is not read (FrameKit makes controllers and views)")
        }
        var scene = try readController(controller, scope: &scope)
        guard document.scenes[scene.name] == nil else { throw error(controller.line, "duplicate object id '\(scene.name)'") }
        if let identifier = scene.identifier, let other = document.scene(identifier: identifier) {
            throw error(controller.line, "duplicate storyboard identifier '\(identifier)' (first on line \(other.line))")
        }
        try scope.resolve(&scene, reader: self)
        document.scenes[scene.name] = scene
    }

    private mutating func readController(_ element: MarkupElement, scope: inout SceneScope) throws -> SceneDescription {
        let key = try id(element)
        if element.name == "viewControllerPlaceholder" {
            guard let name = element["storyboardName"] else {
                throw error(element.line, "storyboard reference '\(key)' names no storyboardName")
            }
            var scene = SceneDescription(line: element.line, name: key, controllerClass: UIViewController.self)
            scene.reference = StoryboardReference(storyboardName: name, identifier: element["referencedIdentifier"])
            scene.controllerProperties = try values.controllerProperties(element)
            return scene
        }
        guard let base = Self.controllerClasses[element.name] else {
            throw error(
                element.line,
                "<\(element.name)> is no controller FrameKit has; it makes \(Self.controllerClasses.keys.sorted().joined(separator: ", "))")
        }
        var scene = SceneDescription(
            line: element.line, name: key, controllerClass: try customClass(element, base: base),
            identifier: element["storyboardIdentifier"])
        scene.title = element["title"]
        for guide in element.child("layoutGuides")?.children ?? [] { scope.legacyGuides.insert(try id(guide)) }
        scene.controllerProperties = try values.controllerProperties(element)
        if let view = element.children.first(where: { $0["key"] == "view" }) {
            scene.view = try readView(view, scope: &scope)
        }
        scene.apply(try readConnections(element, of: nil, scope: &scope))
        for item in element.child("navigationItem", key: "navigationItem")?.children ?? [] {
            if item.name == "barButtonItem" {
                guard let slot = BarButtonDescription.Slot(key: item["key"] ?? "") else {
                    throw error(item.line, "a navigation item's <barButtonItem> needs key leftBarButtonItem, rightBarButtonItem or backBarButtonItem")
                }
                scene.barButtons.append(try readBarButton(item, slot: slot, scope: &scope))
            } else if let slot = BarButtonDescription.Slot(list: item.name) {
                for button in item.children("barButtonItem") {
                    scene.barButtons.append(try readBarButton(button, slot: slot, scope: &scope))
                }
            }
        }
        return scene
    }

    /// A navigation item's button: its look, and the actions and segues a tap sends.
    private mutating func readBarButton(
        _ element: MarkupElement, slot: BarButtonDescription.Slot, scope: inout SceneScope
    ) throws -> BarButtonDescription {
        let key = try id(element)
        var button = BarButtonDescription(line: element.line, key: key, slot: slot)
        button.title = element["title"]
        button.image = values.image(element["image"], line: element.line)
        button.style = element["style"] == "done" ? .done : .plain
        if let name = element["systemItem"] {
            guard let item = Self.systemItems[name] else {
                throw error(element.line, "unknown systemItem '\(name)'; expected one of \(Self.systemItems.keys.sorted().joined(separator: ", "))")
            }
            button.systemItem = item
        }
        scope.objects.insert(key)
        let connections = try readConnections(element, of: key, scope: &scope)
        button.actions = connections.actions
        scope.segues += connections.segues
        return button
    }

    /// Interface Builder's names of the standard bar button items.
    private static let systemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
        "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
        "pageCurl": .pageCurl, "close": .close,
    ]

    /// A nib: its top-level views, owned by File's Owner.
    private mutating func readNib(_ objects: MarkupElement) throws {
        var owner: MarkupElement?
        var scope = SceneScope(owner: "-1")
        for object in objects.children where object.name == "placeholder" {
            switch object["placeholderIdentifier"] {
            case "IBFilesOwner": owner = object
            case "IBFirstResponder": scope.firstResponders.insert(try id(object))
            default: values.warn(object.line, "placeholder '\(object["placeholderIdentifier"] ?? "")' is not read")
            }
        }
        scope.owner = try owner.map(id) ?? "-1"
        var scene = SceneDescription(line: objects.line, name: "nib", controllerClass: UIViewController.self)
        for object in objects.children where object.name != "placeholder" {
            guard Self.viewClasses[object.name] != nil || object["customClass"] != nil else {
                values.warn(object.line, "top-level <\(object.name)> is not read (a nib's top-level objects FrameKit makes are views)")
                continue
            }
            scene.topLevelViews.append(try readView(object, scope: &scope))
        }
        if let owner { scene.apply(try readConnections(owner, of: nil, scope: &scope)) }
        try scope.resolve(&scene, reader: self)
        document.scenes[scene.name] = scene
        document.initial = scene.name
    }

    // MARK: Views

    private mutating func readView(_ element: MarkupElement, scope: inout SceneScope) throws -> ViewDescription {
        let key = try id(element)
        let viewClass: UIView.Type
        if let base = Self.viewClasses[element.name] {
            viewClass = try customClass(element, base: base)
        } else {
            values.warn(element.line, "<\(element.name)> is no view FrameKit has; shown as a plain UIView")
            viewClass = try customClass(element, base: UIView.self)
        }
        guard scope.objects.insert(key).inserted else { throw error(element.line, "duplicate object id '\(key)'") }
        scope.views.insert(key)
        var view = ViewDescription(line: element.line, viewClass: viewClass, id: key)
        view.properties = try values.viewProperties(element, viewClass: viewClass)
        view.coderValues = try coderValues(element)
        for guide in element.children("viewLayoutGuide") {
            guard let kind = SceneConstraint.Guide(interfaceBuilderKey: guide["key"] ?? "") else {
                values.warn(guide.line, "layout guide '\(guide["key"] ?? "")' is not read")
                continue
            }
            scope.guides[try id(guide)] = (key, kind)
        }
        if element.name == "tableViewCell" {
            // A cell of a built-in style makes its own labels and image view; the file's copies are not made again.
            scope.cellOwnViews.formUnion(["textLabel", "detailTextLabel", "imageView"].compactMap { element[$0] })
        }
        for child in element.child("subviews")?.children ?? [] where !scope.cellOwnViews.contains(child["id"] ?? "") {
            view.subviews.append(try readView(child, scope: &scope))
        }
        for content in element.children where Self.isContentView(content, of: element) {
            var contentView = try readView(content, scope: &scope)
            contentView.isCellContentView = true
            view.subviews.append(contentView)
        }
        // A table's prototypes are under <prototypes>, a collection view's under <cells>.
        for prototype in (element.child("prototypes") ?? element.child("cells"))?.children ?? [] {
            guard prototype.name == "tableViewCell" || prototype.name == "collectionViewCell",
                let identifier = prototype["reuseIdentifier"]
            else {
                values.warn(prototype.line, "a <\(prototype.name)> prototype without a reuseIdentifier is not read; register cell classes in code")
                continue
            }
            var cell = PrototypeCell(reuseIdentifier: identifier, scene: try readPrototype(prototype, owner: scope.owner))
            // A cell's own segues belong to the scene's controller, which performs them when a row is chosen.
            for segue in cell.scene.segues where segue.trigger == prototype["id"] {
                if segue.fromAccessory { cell.segues.accessory = segue.key } else { cell.segues.selection = segue.key }
                scope.segues.append(segue)
            }
            cell.scene.segues.removeAll { $0.trigger == prototype["id"] }
            view.prototypes.append(cell)
        }
        for constraint in element.child("constraints")?.children("constraint") ?? [] {
            if constraint["placeholder"] == "YES" { continue }
            scope.constraints.append(try readConstraint(constraint, owner: key))
        }
        let connections = try readConnections(element, of: key, scope: &scope)
        view.outlets = connections.outlets
        view.actions = connections.actions
        scope.segues += connections.segues
        return view
    }

    /// A prototype cell as a scene of its own; its actions may still go to the table's controller (`owner`).
    private mutating func readPrototype(_ element: MarkupElement, owner: String) throws -> SceneDescription {
        var scope = SceneScope(owner: owner)
        var scene = SceneDescription(line: element.line, name: "prototype", controllerClass: UIViewController.self)
        scene.topLevelViews = [try readView(element, scope: &scope)]
        try scope.resolve(&scene, reader: self)
        return scene
    }

    // MARK: Connections

    /// The connections of a controller (`view` nil) or view: outlets, actions, segues.
    private mutating func readConnections(_ element: MarkupElement, of view: String?, scope: inout SceneScope) throws -> Connections {
        var connections = Connections()
        for connection in element.child("connections")?.children ?? [] {
            let destination = connection["destination"] ?? ""
            switch connection.name {
            case "outlet", "outletCollection":
                guard let property = connection["property"], !destination.isEmpty else {
                    throw error(connection.line, "<\(connection.name)> needs property and destination")
                }
                connections.outlets.append(
                    OutletDescription(
                        line: connection.line, name: property, target: destination,
                        isCollection: connection.name == "outletCollection"))
            case "action":
                guard view != nil, let selector = connection["selector"] else {
                    throw error(connection.line, "an <action> belongs to a control and needs a selector")
                }
                guard let events = Self.events[connection["eventType"] ?? "primaryActionTriggered"] else {
                    throw error(connection.line, "unknown eventType '\(connection["eventType"]!)'; expected one of \(Self.events.keys.sorted().joined(separator: ", "))")
                }
                connections.actions.append(
                    ActionDescription(
                        line: connection.line, selector: selector,
                        target: scope.firstResponders.contains(destination) ? nil : destination, events: events))
            case "segue":
                try readSegue(connection, trigger: view, into: &connections)
            default:
                values.warn(connection.line, "<\(connection.name)> connection is not read")
            }
        }
        scope.outlets += connections.outlets
        scope.actions += connections.actions
        return connections
    }

    private mutating func readSegue(_ element: MarkupElement, trigger: String?, into scene: inout Connections) throws {
        let key = try id(element)
        let destination = element["destination"] ?? ""
        var segue = SegueDescription(
            line: element.line, key: element["identifier"] ?? key, identifier: element["identifier"],
            destination: destination, kind: .show, trigger: trigger)
        segue.animates = element["animates"] != "NO"
        segue.fromAccessory = element["trigger"] == "accessoryAction"
        if element["customClass"] != nil { segue.segueClass = try customClass(element, base: UIStoryboardSegue.self) }
        switch element["kind"] {
        case "relationship":
            switch element["relationship"] {
            case "rootViewController": scene.rootScene = destination
            case "viewControllers": scene.tabScenes.append(destination)
            case "masterViewController": scene.splitScenes[.primary] = destination
            case "supplementaryViewController": scene.splitScenes[.supplementary] = destination
            case "detailViewController": scene.splitScenes[.secondary] = destination
            case "compactViewController": scene.splitScenes[.compact] = destination
            default: values.warn(element.line, "relationship '\(element["relationship"] ?? "")' is not read")
            }
            return
        case "show": segue.kind = .show
        case "showDetail": segue.kind = .showDetail
        case "push": segue.kind = .push
        case "presentation", "modal", "popoverPresentation":
            segue.kind = .present
            segue.presentationStyle = try element["modalPresentationStyle"].map {
                guard let style = InterfaceBuilderValues.presentationStyles[$0] else {
                    throw error(element.line, "unknown modalPresentationStyle '\($0)'")
                }
                return style
            } ?? (element["kind"] == "popoverPresentation" ? .popover : nil)
        case "embed":
            segue.kind = .embed
        case "custom":
            guard segue.segueClass != nil else {
                throw error(element.line, "custom segue '\(key)' names no customClass (a UIStoryboardSegue subclass that overrides perform())")
            }
            segue.kind = .custom
        case "unwind":
            guard let action = element["unwindAction"] else { throw error(element.line, "unwind segue '\(key)' names no unwindAction") }
            segue.kind = .unwind
            segue.destination = action
        default:
            throw error(
                element.line,
                "segue kind '\(element["kind"] ?? "")' is not supported; FrameKit performs show, showDetail, push, presentation, modal, popoverPresentation, embed, unwind, custom and relationship segues")
        }
        if let first = scene.segues.first(where: { $0.key == segue.key }) {
            throw error(element.line, "duplicate segue identifier '\(segue.key)' (first on line \(first.line))")
        }
        scene.segues.append(segue)
    }

    static let events: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    // MARK: Constraints

    private func readConstraint(_ element: MarkupElement, owner: String) throws -> SceneConstraint {
        func attribute(_ name: String) throws -> NSLayoutConstraint.Attribute? {
            guard let value = element[name] else { return nil }
            guard let attribute = SceneConstraint.attributes[value] else {
                throw error(element.line, "'\(value)' is no layout attribute; expected one of \(SceneConstraint.attributes.keys.sorted().joined(separator: ", "))")
            }
            return attribute
        }
        guard let firstAttribute = try attribute("firstAttribute") else {
            throw error(element.line, "a constraint needs a firstAttribute")
        }
        let relation: NSLayoutConstraint.Relation
        switch element["relation"] {
        case nil: relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?: throw error(element.line, "'\(other)' is no relation; expected greaterThanOrEqual or lessThanOrEqual (or none for equal)")
        }
        var second: SceneConstraint.Anchor?
        if let secondItem = element["secondItem"] {
            guard let secondAttribute = try attribute("secondAttribute") else {
                throw error(element.line, "a constraint with a secondItem needs a secondAttribute")
            }
            second = SceneConstraint.Anchor(element: secondItem, attribute: secondAttribute)
        }
        let priority = try values.number(element, "priority", default: 1000)
        guard (1...1000).contains(priority) else { throw error(element.line, "priority \(priority) is outside 1–1000") }
        return SceneConstraint(
            line: element.line,
            first: SceneConstraint.Anchor(element: element["firstItem"] ?? owner, attribute: firstAttribute),
            relation: relation, second: second, multiplier: try multiplier(element),
            constant: try values.number(element, "constant", default: 0), priority: UILayoutPriority(Float(priority)),
            identifier: element["identifier"], objectID: element["id"])
    }

    /// `0.5`, or a ratio as Interface Builder writes aspect ratios: `16:9`.
    private func multiplier(_ element: MarkupElement) throws -> CGFloat {
        guard let text = element["multiplier"] else { return 1 }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.allSatisfy({ $0?.isFinite == true }), (1...2).contains(parts.count),
            parts.count == 1 || parts[1]! != 0
        else { throw error(element.line, "multiplier '\(text)' is not a number or a ratio like 16:9") }
        return CGFloat(parts.count == 1 ? parts[0]! : parts[0]! / parts[1]!)
    }

    // MARK: Values

    /// Values fixed when the view is made.
    /// Whether `child` is the content view of `element`: a cell's, or a visual effect view's (`key="contentView"`).
    private static func isContentView(_ child: MarkupElement, of element: MarkupElement) -> Bool {
        child.name == "tableViewCellContentView" || child.name == "collectionViewCellContentView"
            || (element.name == "visualEffectView" && child.name == "view" && child["key"] == "contentView")
    }

    /// Interface Builder's names of blur styles.
    private static let blurStyles: [String: UIBlurEffect.Style] = [
        "extraLight": .extraLight, "light": .light, "dark": .dark, "regular": .regular, "prominent": .prominent,
        "systemUltraThinMaterial": .systemUltraThinMaterial, "systemThinMaterial": .systemThinMaterial,
        "systemMaterial": .systemMaterial, "systemThickMaterial": .systemThickMaterial,
        "systemChromeMaterial": .systemChromeMaterial, "systemUltraThinMaterialLight": .systemUltraThinMaterialLight,
        "systemThinMaterialLight": .systemThinMaterialLight, "systemMaterialLight": .systemMaterialLight,
        "systemThickMaterialLight": .systemThickMaterialLight, "systemChromeMaterialLight": .systemChromeMaterialLight,
        "systemUltraThinMaterialDark": .systemUltraThinMaterialDark, "systemThinMaterialDark": .systemThinMaterialDark,
        "systemMaterialDark": .systemMaterialDark, "systemThickMaterialDark": .systemThickMaterialDark,
        "systemChromeMaterialDark": .systemChromeMaterialDark,
    ]

    /// Interface Builder's names of vibrancy styles.
    private static let vibrancyStyles: [String: UIVibrancyEffect.Style] = [
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "fill": .fill, "secondaryFill": .secondaryFill,
        "tertiaryFill": .tertiaryFill, "separator": .separator,
    ]

    private func coderValues(_ element: MarkupElement) throws -> [String: Any] {
        switch element.name {
        case "visualEffectView":
            // <blurEffect style=…/>, or <vibrancyEffect style=…><blurEffect style=…/></vibrancyEffect>.
            var found: [String: Any] = [:]
            let vibrancy = element.child("vibrancyEffect")
            if let vibrancy {
                found["vibrancyStyle"] = try values.named(vibrancy, "style", Self.vibrancyStyles) ?? UIVibrancyEffect.Style.label
            }
            if let blur = (vibrancy ?? element).child("blurEffect") {
                found["blurStyle"] = try values.named(blur, "style", Self.blurStyles) ?? UIBlurEffect.Style.regular
            }
            return found
        case "tableView":
            let styles: [String: UITableView.Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]
            return try values.named(element, "style", styles).map { ["style": $0] } ?? [:]
        case "tableViewCell":
            let styles: [String: UITableViewCell.CellStyle] = [
                "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleSubtitle": .subtitle,
                "IBUITableViewCellStyleValue1": .value1, "IBUITableViewCellStyleValue2": .value2,
            ]
            var values: [String: Any] = [:]
            values["reuseIdentifier"] = element["reuseIdentifier"]
            values["style"] = try self.values.named(element, "style", styles)
            return values
        case "collectionViewCell":
            return element["reuseIdentifier"].map { ["reuseIdentifier": $0] } ?? [:]
        case "button":
            // Xcode's detail, info and add buttons are system buttons with an image FrameKit does not draw.
            return element["buttonType"] == "custom" ? ["buttonType": UIButton.ButtonType.custom] : [:]
        default: return [:]
        }
    }

    private func id(_ element: MarkupElement) throws -> String {
        guard let id = element["id"], !id.isEmpty else { throw error(element.line, "<\(element.name)> has no id") }
        return id
    }

    /// `customClass` (in `customModule`, else the usual modules) when given, checked to be a `base`; else `base`.
    private func customClass<T>(_ element: MarkupElement, base: T.Type) throws -> T.Type {
        guard let name = element["customClass"] else { return base }
        // customModuleProvider="target" is the app's own module, whatever Xcode wrote into customModule.
        let appModule = element["customModuleProvider"] == "target" ? AppManifest.moduleName : nil
        let candidates = [appModule, element["customModule"], "FrameKit", UIStoryboard.executableModule].compactMap {
            $0.map { "\($0).\(name)" }
        }
        for candidate in candidates {
            guard let type = _typeByName(candidate) ?? UIStoryboard.registeredClasses[candidate] else { continue }
            guard let typed = type as? T.Type else {
                throw error(element.line, "customClass '\(name)' is not a \(base) subclass, as <\(element.name)> needs")
            }
            return typed
        }
        if let typed = UIStoryboard.registeredClasses[name] as? T.Type { return typed }
        throw error(
            element.line,
            "unknown customClass '\(name)'\(element["customModule"].map { " in module '\($0)'" } ?? ""); declare it (a \(base) subclass) in the app, or register it with UIStoryboard.register(_:)")
    }
}

/// What a controller's or view's `<connections>` hold.
struct Connections {
    var outlets: [OutletDescription] = []
    var actions: [ActionDescription] = []
    var segues: [SegueDescription] = []
    var rootScene: String?
    var tabScenes: [String] = []
    var splitScenes: [UISplitViewController.Column: String] = [:]
}

extension SceneDescription {
    mutating func apply(_ connections: Connections) {
        outlets += connections.outlets
        segues += connections.segues
        rootScene = connections.rootScene ?? rootScene
        tabScenes += connections.tabScenes
        splitScenes.merge(connections.splitScenes) { _, new in new }
    }
}

extension SceneConstraint.Guide {
    init?(interfaceBuilderKey: String) {
        switch interfaceBuilderKey {
        case "safeArea": self = .safeArea
        case "keyboard": self = .keyboard
        default: return nil
        }
    }
}
