import Foundation

/// The key paths user-defined runtime attributes may set on any view (Interface Builder's identity inspector), as
/// Core Animation and UIKit name them; a view subclass adds its own by overriding
/// `UIView.setValue(_:forStoryboardKeyPath:)`.
@MainActor
enum StoryboardKeyPaths {
    private static func number(_ value: Any?) -> CGFloat? { (value as? Double).map { CGFloat($0) } }

    private static let setters: [String: @MainActor (UIView, Any?) -> Bool] = [
        "layer.cornerRadius": { view, value in number(value).map { view.layer.cornerRadius = $0 } != nil },
        "layer.borderWidth": { view, value in number(value).map { view.layer.borderWidth = $0 } != nil },
        "layer.borderColor": { view, value in (value as? UIColor).map { view.layer.borderColor = $0.cgColor } != nil },
        "layer.shadowOpacity": { view, value in number(value).map { view.layer.shadowOpacity = Float($0) } != nil },
        "layer.shadowRadius": { view, value in number(value).map { view.layer.shadowRadius = $0 } != nil },
        "layer.shadowOffset": { view, value in (value as? CGSize).map { view.layer.shadowOffset = $0 } != nil },
        "layer.shadowColor": { view, value in (value as? UIColor).map { view.layer.shadowColor = $0.cgColor } != nil },
        "layer.masksToBounds": { view, value in (value as? Bool).map { view.layer.masksToBounds = $0 } != nil },
        "clipsToBounds": { view, value in (value as? Bool).map { view.clipsToBounds = $0 } != nil },
        "alpha": { view, value in number(value).map { view.alpha = $0 } != nil },
        "tag": { view, value in number(value).map { view.tag = Int($0) } != nil },
        "backgroundColor": { view, value in (value as? UIColor).map { view.backgroundColor = $0 } != nil },
        "tintColor": { view, value in (value as? UIColor).map { view.tintColor = $0 } != nil },
    ]

    static func set(_ value: Any?, _ keyPath: String, on view: UIView) -> Bool {
        setters[keyPath]?(view, value) ?? false
    }
}
