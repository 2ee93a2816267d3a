import UIKit

/// Every spelling of #selector and #keyPath a real app uses, and the methods they name.
class SelectorSpellings: NSObject {
    @objc dynamic var name = "start"
    @objc dynamic var score: Int = 0 {
        didSet { scoreChanges += 1 }
    }
    var scoreChanges = 0
    @objc(renamedValue) var internalValue = 3
    private(set) var calls: [String] = []

    @objc func plain() { calls.append("plain") }
    @objc func withSender(_ sender: Any?) { calls.append("withSender") }
    @objc func labelled(sender: Any) { calls.append("labelled") }
    @objc func move(to point: NSValue) { calls.append("move") }
    @objc func two(_ first: Any, second: Any) { calls.append("two") }
    @objc(customNamed:) func somethingElse(_ value: Any) { calls.append("custom") }
    @objc func answer() -> String { "forty-two" }

    static let all: [Selector] = [
        #selector(plain),
        #selector(SelectorSpellings.plain),
        #selector(withSender(_:)),
        #selector(SelectorSpellings.withSender(_:)),
        #selector(labelled(sender:)),
        #selector(labelled),
        #selector(move(to:)),
        #selector(two(_:second:)),
        #selector(somethingElse(_:)),
        #selector(getter: name),
        #selector(setter: SelectorSpellings.name),
        #selector(UIResponder.resignFirstResponder),
    ]

    static let keyPaths = [#keyPath(name), #keyPath(SelectorSpellings.score)]

    func selfSpelling() -> Selector { #selector(self.plain) }
}

/// A view with inspectable properties, as Interface Builder sets them.
@IBDesignable
class RatingView: UIView {
    @IBInspectable var stars: Int = 0
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    @IBInspectable var highlightColor: UIColor? = nil
}
