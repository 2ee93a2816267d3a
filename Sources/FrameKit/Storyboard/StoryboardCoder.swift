import Foundation

/// The coder storyboards pass to `init?(coder:)`: it tells the new object which storyboard and scene it comes from.
/// FrameKit does not archive; properties are applied from the scene file after `init(coder:)` returns.
public final class StoryboardCoder: NSCoder {
    /// The storyboard being instantiated (nil when a view is loaded as a nib).
    public let storyboard: UIStoryboard?
    /// The scene's storyboard identifier.
    public let sceneIdentifier: String?

    init(storyboard: UIStoryboard?, sceneIdentifier: String?) {
        self.storyboard = storyboard
        self.sceneIdentifier = sceneIdentifier
        super.init()
    }

    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool { false }
    public override func decodeObject(forKey key: String) -> Any? { nil }
}
