import Foundation

extension InterfaceBuilderValues {
    /// The setters for a view element's attributes and property children; values the class has no property for are
    /// warnings.
    mutating func viewProperties(_ element: MarkupElement, viewClass: UIView.Type) throws -> [ViewSetter] {
        var setters: [ViewSetter] = []
        func add<V: UIView>(_ type: V.Type, _ apply: @escaping @MainActor (V) -> Void) {
            guard viewClass is V.Type else { return }
            setters.append((element.line, { if let view = $0 as? V { apply(view) } }))
        }
        try viewAttributes(element, add: add)
        if element.name == "imageView" {
            let (image, highlighted) = (image(element["image"], line: element.line), image(element["highlightedImage"], line: element.line))
            add(UIImageView.self) {
                $0.image = image
                $0.highlightedImage = highlighted
            }
        }
        try controlAttributes(element, add: add)
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("rect", "frame"?):
                let frame = CGRect(
                    x: try number(child, "x", default: 0), y: try number(child, "y", default: 0),
                    width: try number(child, "width", default: 0), height: try number(child, "height", default: 0))
                guard frame.width >= 0, frame.height >= 0 else { throw StoryboardError(file: file, line: child.line, "a frame's size is negative") }
                add(UIView.self) { $0.frame = frame }
            case ("autoresizingMask", _):
                let mask = try autoresizingMask(child)
                add(UIView.self) { $0.autoresizingMask = mask }
            case ("color", let key?):
                let color = try color(child)
                guard let setter = Self.colorSetters[key], setter.accepts(viewClass) else {
                    warn(child.line, "\(viewClass) has no colour '\(key)' FrameKit sets")
                    continue
                }
                setters.append((child.line, { setter.apply($0, color) }))
            case ("fontDescription", _):
                let font = try font(child)
                add(UILabel.self) { $0.font = font }
                add(UIButton.self) { $0.titleLabel?.font = font }
                add(UITextField.self) { $0.font = font }
                add(UITextView.self) { $0.font = font }
            case ("state", let key?):
                try buttonState(child, key: key, add: add)
            case ("textInputTraits", _):
                try textInputTraits(child, add: add)
            case ("string", "text"?):
                let text = child.text
                add(UITextView.self) { $0.text = text }
                add(UILabel.self) { $0.text = text }
            case ("segments", _):
                let titles = child.children("segment").map { $0["title"] }
                let selected = Int(try number(element, "selectedSegmentIndex", default: -1))
                add(UISegmentedControl.self) { control in
                    for (index, title) in titles.enumerated() { control.insertSegment(withTitle: title, at: index, animated: false) }
                    control.selectedSegmentIndex = selected
                }
            case ("edgeInsets", "layoutMargins"?):
                let insets = UIEdgeInsets(
                    top: try number(child, "top", default: 0), left: try number(child, "left", default: 0),
                    bottom: try number(child, "bottom", default: 0), right: try number(child, "right", default: 0))
                add(UIView.self) { $0.layoutMargins = insets }
            case ("directionalEdgeInsets", "directionalLayoutMargins"?):
                let insets = NSDirectionalEdgeInsets(
                    top: try number(child, "top", default: 0), leading: try number(child, "leading", default: 0),
                    bottom: try number(child, "bottom", default: 0), trailing: try number(child, "trailing", default: 0))
                add(UIView.self) { $0.directionalLayoutMargins = insets }
            case ("collectionViewFlowLayout", "collectionViewLayout"?):
                let makeLayout = try flowLayout(child)
                add(UICollectionView.self) { $0.collectionViewLayout = makeLayout() }
            case ("userDefinedRuntimeAttributes", _):
                for attribute in child.children("userDefinedRuntimeAttribute") {
                    setters.append((attribute.line, try runtimeAttribute(attribute, viewClass: viewClass)))
                }
            case ("subviews", _), ("constraints", _), ("connections", _), ("viewLayoutGuide", _), ("layoutGuides", _),
                ("nil", _), ("point", "canvasLocation"?), ("freeformSimulatedSizeMetrics", _), ("size", "freeformSize"?),
                ("accessibility", _), ("prototypes", _), ("cells", _), ("inset", _), ("variation", _), ("simulatedMetricsContainer", _):
                continue
            default:
                if !child.name.hasSuffix("CellContentView") {
                    warn(child.line, "<\(child.name)\(child["key"].map { " key=\"\($0)\"" } ?? "")> of <\(element.name)> is not read")
                }
            }
        }
        return setters
    }

    /// A collection view's flow layout as Interface Builder writes it (spacings, scroll direction, item, header,
    /// footer and estimated sizes, section insets); a new layout for each collection view made.
    private func flowLayout(_ element: MarkupElement) throws -> @MainActor () -> UICollectionViewFlowLayout {
        let lineSpacing = try number(element, "minimumLineSpacing", default: 10)
        let itemSpacing = try number(element, "minimumInteritemSpacing", default: 10)
        let horizontal = element["scrollDirection"] == "horizontal"
        var sizes: [String: CGSize] = [:]
        var inset = UIEdgeInsets.zero
        for child in element.children {
            if child.name == "size", let key = child["key"] {
                sizes[key] = CGSize(width: try number(child, "width", default: 0), height: try number(child, "height", default: 0))
            } else if child.name == "inset", child["key"] == "sectionInset" {
                inset = UIEdgeInsets(
                    top: try number(child, "minY", default: 0), left: try number(child, "minX", default: 0),
                    bottom: try number(child, "maxY", default: 0), right: try number(child, "maxX", default: 0))
            }
        }
        return {
            let layout = UICollectionViewFlowLayout()
            layout.minimumLineSpacing = lineSpacing
            layout.minimumInteritemSpacing = itemSpacing
            layout.scrollDirection = horizontal ? .horizontal : .vertical
            layout.sectionInset = inset
            if let size = sizes["itemSize"] { layout.itemSize = size }
            if let size = sizes["headerReferenceSize"] { layout.headerReferenceSize = size }
            if let size = sizes["footerReferenceSize"] { layout.footerReferenceSize = size }
            if let size = sizes["estimatedItemSize"], size != .zero { layout.estimatedItemSize = size }
            return layout
        }
    }

    private func viewAttributes(
        _ element: MarkupElement, add: (UIView.Type, @escaping @MainActor (UIView) -> Void) -> Void
    ) throws {
        if element["alpha"] != nil {
            let alpha = CGFloat(try number(element, "alpha", default: 1))
            add(UIView.self) { $0.alpha = alpha }
        }
        if let hidden = try flag(element, "hidden") { add(UIView.self) { $0.isHidden = hidden } }
        if let opaque = try flag(element, "opaque") { add(UIView.self) { $0.isOpaque = opaque } }
        if let enabled = try flag(element, "userInteractionEnabled") { add(UIView.self) { $0.isUserInteractionEnabled = enabled } }
        if let clips = try flag(element, "clipsSubviews") { add(UIView.self) { $0.clipsToBounds = clips } }
        if let translates = try flag(element, "translatesAutoresizingMaskIntoConstraints") {
            add(UIView.self) { $0.translatesAutoresizingMaskIntoConstraints = translates }
        }
        if element["tag"] != nil {
            let tag = Int(try number(element, "tag", default: 0))
            add(UIView.self) { $0.tag = tag }
        }
        if let mode = try named(element, "contentMode", Self.contentModes) { add(UIView.self) { $0.contentMode = mode } }
        for (attribute, axis, hugging) in [
            ("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false),
        ] where element[attribute] != nil {
            let priority = UILayoutPriority(Float(try number(element, attribute, default: 250)))
            add(UIView.self) {
                if hugging { $0.setContentHuggingPriority(priority, for: axis) } else {
                    $0.setContentCompressionResistancePriority(priority, for: axis)
                }
            }
        }
    }

    /// Attributes that name a property of one view class.
    private func controlAttributes(_ element: MarkupElement, add: (UIView.Type, @escaping @MainActor (UIView) -> Void) -> Void) throws {
        func typed<V: UIView>(_ type: V.Type, _ apply: @escaping @MainActor (V) -> Void) {
            add(UIView.self) { if let view = $0 as? V { apply(view) } }
        }
        if let text = element["text"] {
            typed(UILabel.self) { $0.text = text }
            typed(UITextField.self) { $0.text = text }
        }
        if let placeholder = element["placeholder"] { typed(UITextField.self) { $0.placeholder = placeholder } }
        if let alignment = try named(element, "textAlignment", Self.alignments) {
            typed(UILabel.self) { $0.textAlignment = alignment }
            typed(UITextField.self) { $0.textAlignment = alignment }
            typed(UITextView.self) { $0.textAlignment = alignment }
        }
        if element["numberOfLines"] != nil {
            let lines = Int(try number(element, "numberOfLines", default: 1))
            typed(UILabel.self) { $0.numberOfLines = lines }
        }
        if let style = try named(element, "borderStyle", Self.borderStyles) { typed(UITextField.self) { $0.borderStyle = style } }
        if let mode = try named(element, "clearButtonMode", Self.viewModes) { typed(UITextField.self) { $0.clearButtonMode = mode } }
        if let editable = try flag(element, "editable") { typed(UITextView.self) { $0.isEditable = editable } }
        if let enabled = try flag(element, "enabled") {
            typed(UIControl.self) { $0.isEnabled = enabled }
            typed(UILabel.self) { $0.isEnabled = enabled }
        }
        if let selected = try flag(element, "selected") { typed(UIControl.self) { $0.isSelected = selected } }
        if let on = try flag(element, "on") { typed(UISwitch.self) { $0.isOn = on } }
        if let axis = try named(element, "axis", ["horizontal": NSLayoutConstraint.Axis.horizontal, "vertical": .vertical]) {
            typed(UIStackView.self) { $0.axis = axis }
        }
        if let distribution = try named(element, "distribution", Self.distributions) { typed(UIStackView.self) { $0.distribution = distribution } }
        if let alignment = try named(element, "alignment", Self.stackAlignments) { typed(UIStackView.self) { $0.alignment = alignment } }
        if element["spacing"] != nil {
            let spacing = CGFloat(try number(element, "spacing", default: 0))
            typed(UIStackView.self) { $0.spacing = spacing }
        }
        try scrollAttributes(element, typed: typed)
        try valueAttributes(element, typed: typed)
    }

    private func scrollAttributes(_ element: MarkupElement, typed: (UIScrollView.Type, @escaping @MainActor (UIScrollView) -> Void) -> Void) throws {
        let flags: [(String, @MainActor (UIScrollView, Bool) -> Void)] = [
            ("scrollEnabled", { $0.isScrollEnabled = $1 }), ("pagingEnabled", { $0.isPagingEnabled = $1 }),
            ("bounces", { $0.bounces = $1 }), ("alwaysBounceVertical", { $0.alwaysBounceVertical = $1 }),
            ("alwaysBounceHorizontal", { $0.alwaysBounceHorizontal = $1 }),
            ("showsHorizontalScrollIndicator", { $0.showsHorizontalScrollIndicator = $1 }),
            ("showsVerticalScrollIndicator", { $0.showsVerticalScrollIndicator = $1 }),
        ]
        for (name, set) in flags {
            if let value = try flag(element, name) { typed(UIScrollView.self) { set($0, value) } }
        }
        for (name, set) in [("minimumZoomScale", { (view: UIScrollView, value: CGFloat) in view.minimumZoomScale = value }),
                            ("maximumZoomScale", { $0.maximumZoomScale = $1 })] where element[name] != nil {
            let value = CGFloat(try number(element, name, default: 1))
            typed(UIScrollView.self) { set($0, value) }
        }
    }

    /// The value controls' numbers and styles.
    private func valueAttributes(_ element: MarkupElement, typed: (UIView.Type, @escaping @MainActor (UIView) -> Void) -> Void) throws {
        func number(_ name: String) throws -> Double? { element[name] == nil ? nil : try self.number(element, name, default: 0) }
        let minimum = try number("minValue") ?? number("minimumValue"), maximum = try number("maxValue") ?? number("maximumValue")
        let value = try number("value"), step = try number("stepValue")
        typed(UIView.self) { view in
            if let slider = view as? UISlider {
                if let minimum { slider.minimumValue = Float(minimum) }
                if let maximum { slider.maximumValue = Float(maximum) }
                if let value { slider.value = Float(value) }
            } else if let stepper = view as? UIStepper {
                if let minimum { stepper.minimumValue = minimum }
                if let maximum { stepper.maximumValue = maximum }
                if let step { stepper.stepValue = step }
                if let value { stepper.value = value }
            }
        }
        if let continuous = try flag(element, "continuous") {
            typed(UIView.self) { ($0 as? UISlider)?.isContinuous = continuous; ($0 as? UIStepper)?.isContinuous = continuous }
        }
        if let wraps = try flag(element, "wraps") { typed(UIView.self) { ($0 as? UIStepper)?.wraps = wraps } }
        if let progress = try number("progress") { typed(UIView.self) { ($0 as? UIProgressView)?.progress = Float(progress) } }
        if let pages = try number("numberOfPages") { typed(UIView.self) { ($0 as? UIPageControl)?.numberOfPages = Int(pages) } }
        if let page = try number("currentPage") { typed(UIView.self) { ($0 as? UIPageControl)?.currentPage = Int(page) } }
        if element.name == "activityIndicatorView", let style = try named(element, "style", Self.indicatorStyles) {
            typed(UIView.self) { ($0 as? UIActivityIndicatorView)?.style = style }
        }
        if let hides = try flag(element, "hidesWhenStopped") {
            typed(UIView.self) { ($0 as? UIActivityIndicatorView)?.hidesWhenStopped = hides }
        }
        if try flag(element, "animating") == true { typed(UIView.self) { ($0 as? UIActivityIndicatorView)?.startAnimating() } }
        if let mode = try named(element, "datePickerMode", Self.datePickerModes) {
            typed(UIView.self) { ($0 as? UIDatePicker)?.datePickerMode = mode }
        }
        if element.name == "datePicker", let style = try named(element, "style", Self.datePickerStyles) {
            typed(UIView.self) { ($0 as? UIDatePicker)?.preferredDatePickerStyle = style }
        }
        if let height = try number("rowHeight") { typed(UIView.self) { ($0 as? UITableView)?.rowHeight = CGFloat(height) } }
        if let height = try number("estimatedRowHeight") {
            typed(UIView.self) { ($0 as? UITableView)?.estimatedRowHeight = CGFloat(height) }
        }
        if let style = try named(element, "separatorStyle", ["none": UITableView.SeparatorStyle.none, "default": .singleLine, "singleLine": .singleLine]) {
            typed(UIView.self) { ($0 as? UITableView)?.separatorStyle = style }
        }
        let accessories: [String: UITableViewCell.AccessoryType] = [
            "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
            "checkmark": .checkmark, "detailButton": .detailButton,
        ]
        if element.name == "tableViewCell", let accessory = try named(element, "accessoryType", accessories) {
            typed(UIView.self) { ($0 as? UITableViewCell)?.accessoryType = accessory }
        }
        if let allows = try flag(element, "allowsSelection") { typed(UIView.self) { ($0 as? UITableView)?.allowsSelection = allows } }
        if let allows = try flag(element, "allowsMultipleSelection") {
            typed(UIView.self) { ($0 as? UITableView)?.allowsMultipleSelection = allows }
        }
    }

    /// `<state key="normal" title="…" image="…"><color key="titleColor"/></state>` of a button.
    private mutating func buttonState(
        _ element: MarkupElement, key: String, add: (UIButton.Type, @escaping @MainActor (UIButton) -> Void) -> Void
    ) throws {
        let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled]
        guard let state = states[key] else { throw StoryboardError(file: file, line: element.line, "unknown button state '\(key)'") }
        if let title = element["title"] { add(UIButton.self) { $0.setTitle(title, for: state) } }
        if let image = image(element["image"], line: element.line) { add(UIButton.self) { $0.setImage(image, for: state) } }
        if let colorElement = element.child("color", key: "titleColor") {
            let color = try color(colorElement)
            add(UIButton.self) { $0.setTitleColor(color, for: state) }
        }
    }

    private func textInputTraits(_ element: MarkupElement, add: (UIView.Type, @escaping @MainActor (UIView) -> Void) -> Void) throws {
        let secure = try flag(element, "secureTextEntry")
        let keyboard = try named(element, "keyboardType", Self.keyboardTypes)
        let returnKey = try named(element, "returnKeyType", Self.returnKeyTypes)
        let capitalization = try named(element, "autocapitalizationType", Self.capitalizations)
        let correction = try named(element, "autocorrectionType", ["default": UITextAutocorrectionType.default, "no": .no, "yes": .yes])
        add(UIView.self) { view in
            if let field = view as? UITextField {
                if let secure { field.isSecureTextEntry = secure }
                if let keyboard { field.keyboardType = keyboard }
                if let returnKey { field.returnKeyType = returnKey }
                if let capitalization { field.autocapitalizationType = capitalization }
                if let correction { field.autocorrectionType = correction }
            } else if let text = view as? UITextView {
                if let keyboard { text.keyboardType = keyboard }
                if let returnKey { text.returnKeyType = returnKey }
                if let capitalization { text.autocapitalizationType = capitalization }
                if let correction { text.autocorrectionType = correction }
            }
        }
    }

    private func autoresizingMask(_ element: MarkupElement) throws -> UIView.AutoresizingMask {
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        var mask: UIView.AutoresizingMask = []
        for (name, flag) in flags where try self.flag(element, name) == true { mask.insert(flag) }
        return mask
    }

    // MARK: User-defined runtime attributes

    /// A user-defined runtime attribute: its value, set through `UIView.setValue(_:forStoryboardKeyPath:)` (layer
    /// and view key paths FrameKit knows, and what a view subclass adds by overriding it).
    private mutating func runtimeAttribute(_ element: MarkupElement, viewClass: UIView.Type) throws -> @MainActor (UIView) -> Void {
        guard let keyPath = element["keyPath"] else {
            throw StoryboardError(file: file, line: element.line, "a user-defined runtime attribute needs a keyPath")
        }
        let value: Any?
        switch element["type"] {
        case "boolean": value = try flag(element, "value") ?? false
        case "number":
            let number = element.children.first { $0["key"] == "value" }
            value = try number.map { try self.number($0, "value", default: 0) } ?? 0
        case "string", "localizedString": value = element["value"] ?? ""
        case "color": value = try element.child("color", key: "value").map(color)
        case "image": value = image(element["value"], line: element.line)
        case "nil": value = nil
        case "size":
            let size = element.child("size", key: "value")
            value = CGSize(width: try size.map { try number($0, "width", default: 0) } ?? 0, height: try size.map { try number($0, "height", default: 0) } ?? 0)
        case "point":
            let point = element.child("point", key: "value")
            value = CGPoint(x: try point.map { try number($0, "x", default: 0) } ?? 0, y: try point.map { try number($0, "y", default: 0) } ?? 0)
        default:
            throw StoryboardError(file: file, line: element.line, "runtime attribute type '\(element["type"] ?? "")' is not read (boolean, number, string, color, image, size, point, nil)")
        }
        let (file, line) = (self.file, element.line)
        return { view in
            if !view.setValue(value, forStoryboardKeyPath: keyPath) {
                UIStoryboard.logger.warning(
                    "\(file):\(line): \(type(of: view)) has no key path '\(keyPath)' for a \(value.map { "\(type(of: $0))" } ?? "nil") (override setValue(_:forStoryboardKeyPath:) to add it)")
            }
        }
    }

    // MARK: Names

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
    static let alignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]
    static let borderStyles: [String: UITextField.BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
    static let viewModes: [String: UITextField.ViewMode] = [
        "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
    ]
    static let distributions: [String: UIStackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    static let stackAlignments: [String: UIStackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline, "baseline": .firstBaseline,
    ]
    static let indicatorStyles: [String: UIActivityIndicatorView.Style] = [
        "medium": .medium, "large": .large, "white": .medium, "gray": .medium, "whiteLarge": .large,
    ]
    static let datePickerModes: [String: UIDatePicker.Mode] = [
        "time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer,
    ]
    static let datePickerStyles: [String: UIDatePicker.Style] = ["automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline]
    static let keyboardTypes: [String: UIKeyboardType] = [
        "default": .default, "alphabet": .asciiCapable, "ASCIICapable": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation,
        "URL": .URL, "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad,
        "emailAddress": .emailAddress, "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch,
        "asciiCapableNumberPad": .asciiCapableNumberPad,
    ]
    static let returnKeyTypes: [String: UIReturnKeyType] = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
        "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall, "continue": .continue,
    ]
    static let capitalizations: [String: UITextAutocapitalizationType] = [
        "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters,
    ]

    /// The colour keys FrameKit sets, per class.
    static let colorSetters: [String: (accepts: (UIView.Type) -> Bool, apply: @MainActor (UIView, UIColor) -> Void)] = [
        "backgroundColor": ({ _ in true }, { $0.backgroundColor = $1 }),
        "tintColor": ({ _ in true }, { $0.tintColor = $1 }),
        "textColor": ({ $0 is UILabel.Type || $0 is UITextField.Type || $0 is UITextView.Type }, { view, color in
            (view as? UILabel)?.textColor = color
            (view as? UITextField)?.textColor = color
            (view as? UITextView)?.textColor = color
        }),
        "onTintColor": ({ $0 is UISwitch.Type }, { ($0 as? UISwitch)?.onTintColor = $1 }),
        "thumbTintColor": ({ $0 is UISwitch.Type || $0 is UISlider.Type }, { view, color in
            (view as? UISwitch)?.thumbTintColor = color
            (view as? UISlider)?.thumbTintColor = color
        }),
        "minimumTrackTintColor": ({ $0 is UISlider.Type }, { ($0 as? UISlider)?.minimumTrackTintColor = $1 }),
        "maximumTrackTintColor": ({ $0 is UISlider.Type }, { ($0 as? UISlider)?.maximumTrackTintColor = $1 }),
        "progressTintColor": ({ $0 is UIProgressView.Type }, { ($0 as? UIProgressView)?.progressTintColor = $1 }),
        "trackTintColor": ({ $0 is UIProgressView.Type }, { ($0 as? UIProgressView)?.trackTintColor = $1 }),
        "pageIndicatorTintColor": ({ $0 is UIPageControl.Type }, { ($0 as? UIPageControl)?.pageIndicatorTintColor = $1 }),
        "currentPageIndicatorTintColor": ({ $0 is UIPageControl.Type }, { ($0 as? UIPageControl)?.currentPageIndicatorTintColor = $1 }),
        "color": ({ $0 is UIActivityIndicatorView.Type }, { ($0 as? UIActivityIndicatorView)?.color = $1 }),
        "selectedSegmentTintColor": ({ $0 is UISegmentedControl.Type }, { ($0 as? UISegmentedControl)?.selectedSegmentTintColor = $1 }),
        "separatorColor": ({ $0 is UITableView.Type }, { ($0 as? UITableView)?.separatorColor = $1 }),
    ]
}
