import Foundation

/// A search field in a bar, as UIKit's: its `searchTextField` (a grey rounded field with a magnifying glass), a
/// Cancel button at the trailing end while `showsCancelButton`, and a scope bar below while `showsScopeBar`. The
/// delegate hears editing, each change the user makes (`searchBar(_:textDidChange:)`), the Search key, Cancel and the
/// scope; what they do — filtering a list, resigning, clearing — is the app's, as in UIKit. 56 points tall, 100 with
/// the scope bar.
@MainActor
open class UISearchBar: UIView {
    /// How the bar is drawn, with UIKit's raw values: FrameKit draws all three as the default (a plain bar).
    public enum Style: UInt, Sendable {
        /// The system's look.
        case `default`
        /// A bar with a background.
        case prominent
        /// No background: the field alone.
        case minimal
    }

    /// Hears the bar's editing, Search key, Cancel button and scope.
    open weak var delegate: UISearchBarDelegate?
    /// The field the text is edited in.
    public let searchTextField = UISearchTextField()
    /// The bar's look; kept, drawn as the default.
    open var searchBarStyle = Style.default
    /// The bar's background colour (none by default).
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor }
    }

    /// The text in the field. Setting it tells the delegate nothing, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The text shown while the field is empty; "Search" by default.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Whether the Cancel button shows at the trailing end.
    open var showsCancelButton = false {
        didSet { if showsCancelButton != oldValue { setNeedsLayout() } }
    }
    /// Shows or hides the Cancel button (at once: FrameKit does not animate it).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// The titles of the scope bar's buttons.
    open var scopeButtonTitles: [String]? {
        didSet { rebuildScopeBar() }
    }
    /// The chosen scope button.
    open var selectedScopeButtonIndex: Int {
        get { max(0, scopeBar.selectedSegmentIndex) }
        set { scopeBar.selectedSegmentIndex = newValue }
    }
    /// Whether the scope bar shows below the field.
    open var showsScopeBar = false {
        didSet {
            guard showsScopeBar != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    // The text input traits, as UIKit's search bar forwards them to its field.
    /// The keyboard for the field.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The return key's label; Search by default.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Automatic capitals; none by default.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Automatic correction.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }

    /// What a search controller owning the bar hears besides the delegate.
    enum Event {
        case didBeginEditing, textChanged, cancel, scopeChanged
    }

    /// The owning search controller's ear (nil for a bar on its own).
    var controllerHandler: (@MainActor (Event) -> Void)?

    let cancelButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(items: nil)
    private lazy var relay = SearchFieldRelay(bar: self)

    /// The field's band, and the scope bar's.
    static let fieldBandHeight: CGFloat = 56
    static let scopeBandHeight: CGFloat = 44

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchTextField.delegate = relay
        searchTextField.addAction(UIAction { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle(NSLocalizedString("Cancel", comment: "A search bar's Cancel button"), for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
        addSubview(scopeBar)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.fieldBandHeight + (showsScopeBar ? Self.scopeBandHeight : 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 8
        cancelButton.isHidden = !showsCancelButton
        let cancelWidth = showsCancelButton ? cancelButton.sizeThatFits(.zero).width + 8 : 0
        let fieldWidth = max(0, bounds.width - 2 * inset - cancelWidth)
        let fieldX = isRightToLeft ? bounds.width - inset - fieldWidth : inset
        searchTextField.frame = CGRect(x: fieldX, y: (Self.fieldBandHeight - 36) / 2, width: fieldWidth, height: 36)
        let cancelX = isRightToLeft ? inset : bounds.width - inset - cancelWidth
        cancelButton.frame = CGRect(x: cancelX, y: 0, width: cancelWidth, height: Self.fieldBandHeight)
        scopeBar.isHidden = !showsScopeBar
        scopeBar.frame = CGRect(x: inset, y: Self.fieldBandHeight, width: bounds.width - 2 * inset, height: 32)
    }

    private func rebuildScopeBar() {
        let selected = scopeBar.selectedSegmentIndex
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        scopeBar.selectedSegmentIndex = scopeBar.numberOfSegments == 0 ? UISegmentedControl.noSegment
            : min(max(selected, 0), scopeBar.numberOfSegments - 1)
    }

    // MARK: First responder

    /// The field takes the keyboard.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// The field gives up the keyboard.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    // MARK: Events

    private func userChangedText() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        controllerHandler?(.textChanged)
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        controllerHandler?(.cancel)
    }

    private func scopeChanged() {
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        controllerHandler?(.scopeChanged)
    }

    fileprivate func didBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        controllerHandler?(.didBeginEditing)
    }
}

/// The search field's delegate: turns the field's questions and news into the bar's delegate's.
@MainActor
private final class SearchFieldRelay: UITextFieldDelegate {
    unowned let bar: UISearchBar

    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar.delegate?.searchBarShouldBeginEditing(bar) ?? true }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar.didBeginEditing() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar.delegate?.searchBarShouldEndEditing(bar) ?? true }
    func textFieldDidEndEditing(_ textField: UITextField) { bar.delegate?.searchBarTextDidEndEditing(bar) }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    /// Search tells the delegate and leaves the keyboard up (the app resigns if it wants).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return false
    }
}
