import Foundation

/// A nib: an Xcode `.xib` file (or a scene file) whose top-level views are made on demand, with File's Owner's
/// outlets and actions connected to the owner given. UIKit's initialiser cannot fail: a missing or broken file is
/// logged and instantiates nothing; `UINib.load(nibName:bundle:)` throws instead.
@MainActor
public final class UINib {
    /// Options of `instantiate(withOwner:options:)`; FrameKit reads none.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects from outside the nib that its placeholders stand for.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let storyboard: UIStoryboard

    private init(storyboard: UIStoryboard) { self.storyboard = storyboard }

    /// `name.xib` (else `name.storyboard` in FrameKit's scene format) from `bundle` (the main bundle when nil).
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        do { try self.init(storyboard: Self.storyboard(named: name, bundle: Bundle.appResources(bundleOrNil))) } catch {
            UIStoryboard.logger.error("\(error)")
            self.init(storyboard: UIStoryboard(name: "\(name).xib", bundle: bundleOrNil))
        }
    }

    /// A nib from the file's bytes.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        do { try self.init(storyboard: UIStoryboard(data: data, fileName: "nib data", bundle: bundleOrNil)) } catch {
            UIStoryboard.logger.error("\(error)")
            self.init(storyboard: UIStoryboard(name: "nib data", bundle: bundleOrNil))
        }
    }

    /// Loads `name.xib`, throwing `StoryboardError` when it is missing or broken.
    public static func load(nibName name: String, bundle: Bundle? = nil) throws -> UINib {
        UINib(storyboard: try storyboard(named: name, bundle: Bundle.appResources(bundle)))
    }

    private static func storyboard(named name: String, bundle: Bundle) throws -> UIStoryboard {
        guard let url = UIStoryboard.sceneFileURL(named: name, in: bundle, extension: "xib")
            ?? UIStoryboard.sceneFileURL(named: name, in: bundle)
        else {
            throw StoryboardError(
                file: "\(name).xib", line: 0,
                "not found in \(bundle.resourceURL?.path ?? bundle.bundlePath) or the working directory; add it to the target's resources")
        }
        return try UIStoryboard(contentsOf: url, bundle: bundle)
    }

    /// Problems that did not stop the file loading, with their lines.
    public var warnings: [StoryboardError] { storyboard.warnings }

    /// Makes the nib's top-level views, connecting File's Owner's outlets and actions to `ownerOrNil`; each view gets
    /// `awakeFromNib()` once all are connected. A broken nib is logged and gives no objects.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        do { return try makeObjects(owner: ownerOrNil.map { $0 as AnyObject }) } catch {
            UIStoryboard.logger.error("\(error)")
            return []
        }
    }

    /// The top-level views, or why they cannot be made (a dangling outlet, an unregistered action, …).
    public func makeObjects(owner: AnyObject?) throws -> [UIView] {
        if let failure = storyboard.failure { throw failure }
        guard var scene = storyboard.document.initial.flatMap({ storyboard.document.scenes[$0] })
            ?? storyboard.document.scenes.values.first
        else { return [] }
        if scene.view != nil, scene.topLevelViews.isEmpty { scene.topLevelViews = [scene.view!]; scene.view = nil }
        if owner == nil { scene.outlets = [] }
        return try storyboard.instantiate(scene, owner: owner ?? NibWithoutOwner()).views
    }
}

/// Stands for File's Owner when a nib is instantiated without one: nothing connects to it.
final class NibWithoutOwner {}

extension Bundle {
    /// The top-level views of `name.xib` in this bundle, File's Owner being `owner`; nil when the nib is missing or
    /// broken (logged).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        do { return try UINib.load(nibName: name, bundle: self).makeObjects(owner: owner.map { $0 as AnyObject }) } catch {
            UIStoryboard.logger.error("\(error)")
            return nil
        }
    }
}
