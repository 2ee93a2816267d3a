import Foundation

/// The coder storyboards pass to `init?(coder:)`: it tells the new object which storyboard and scene it comes from.
/// FrameKit does not archive; properties are applied from the file after `init(coder:)` returns, except the few a
/// view fixes when it is made (`UITableView`'s `style`, `UIButton`'s `buttonType`), which `decodeObject(forKey:)`
/// answers.
public final class StoryboardCoder: NSCoder {
    /// The storyboard being instantiated (nil when a view is loaded as a nib).
    public let storyboard: UIStoryboard?
    /// The scene's storyboard identifier.
    public let sceneIdentifier: String?
    private let values: [String: Any]

    init(storyboard: UIStoryboard?, sceneIdentifier: String?, values: [String: Any] = [:]) {
        self.storyboard = storyboard
        self.sceneIdentifier = sceneIdentifier
        self.values = values
        super.init()
    }

    /// Always true: a storyboard's values are read by key.
    public override var allowsKeyedCoding: Bool { true }
    /// Whether `decodeObject(forKey:)` has a value for `key`.
    public override func containsValue(forKey key: String) -> Bool { values[key] != nil }
    /// The value for `key` of what a view fixes when it is made (`UITableView.style`, `UIButton.buttonType`); nil for
    /// any other key.
    public override func decodeObject(forKey key: String) -> Any? { values[key] }
}
