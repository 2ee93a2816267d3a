import UIKit

/// A delegate protocol in the Objective-C style: required and optional requirements, held weakly.
@objc protocol ScoreBoardDelegate: NSObjectProtocol {
    func scoreBoard(_ board: ScoreBoard, didReach score: Int)
    @objc optional func scoreBoardShouldReset(_ board: ScoreBoard) -> Bool
    @objc optional func scoreBoard(_ board: ScoreBoard, titleFor score: Int) -> String?
    @objc optional func scoreBoardDidReset(_ board: ScoreBoard)
}

class ScoreBoard: NSObject {
    weak var delegate: ScoreBoardDelegate?
    private(set) var score = 0
    private(set) var title = ""

    func add(_ points: Int) {
        score += points
        delegate?.scoreBoard(self, didReach: score)
        title = delegate?.scoreBoard?(self, titleFor: score) ?? "Score \(score)"
    }

    func reset() {
        guard delegate?.scoreBoardShouldReset?(self) ?? true else { return }
        score = 0
        delegate?.scoreBoardDidReset?(self)
    }

    var delegateHearsResets: Bool {
        delegate?.responds(to: #selector(ScoreBoardDelegate.scoreBoardDidReset(_:))) ?? false
    }
}

/// Implements the required method and one optional one, in an extension as iOS code often does.
class MinimalScoreListener: NSObject {
    var heard: [Int] = []
}

extension MinimalScoreListener: ScoreBoardDelegate {
    func scoreBoard(_ board: ScoreBoard, didReach score: Int) { heard.append(score) }
    func scoreBoardShouldReset(_ board: ScoreBoard) -> Bool { false }
}

/// Implements every optional method.
class FullScoreListener: NSObject, ScoreBoardDelegate {
    var resets = 0
    func scoreBoard(_ board: ScoreBoard, didReach score: Int) {}
    func scoreBoard(_ board: ScoreBoard, titleFor score: Int) -> String? { "\(score) points" }
    func scoreBoardShouldReset(_ board: ScoreBoard) -> Bool { true }
    func scoreBoardDidReset(_ board: ScoreBoard) { resets += 1 }
}

/// A key-value observer that is not a responder, with the classic context check and the call to super.
class ProgressWatcher: NSObject {
    private var context = 0
    private(set) var seen: [Double] = []
    let board: ScoreKeeper

    init(board: ScoreKeeper) {
        self.board = board
        super.init()
        board.addObserver(self, forKeyPath: #keyPath(ScoreKeeper.progress), options: [.new], context: &context)
        board.addObserver(self, forKeyPath: #keyPath(ScoreKeeper.label), options: [.new], context: nil)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &self.context else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if let value = change?[.newKey] as? Double { seen.append(value) }
    }

    func stop() {
        board.removeObserver(self, forKeyPath: #keyPath(ScoreKeeper.progress))
        board.removeObserver(self, forKeyPath: #keyPath(ScoreKeeper.label))
    }
}

class ScoreKeeper: NSObject {
    @objc dynamic var progress = 0.0
    @objc dynamic var label = ""
}

/// A timer that carries its round in `userInfo`, and a notification observer that stops listening.
class RoundClock: NSObject {
    private(set) var fired: [String] = []
    private(set) var notified = 0
    private(set) var timer: Timer?

    func start(round: String) {
        timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(fire(_:)), userInfo: ["round": round], repeats: false)
        NotificationCenter.default.addObserver(self, selector: #selector(roundEnded), name: RoundClock.roundEnded, object: nil)
    }

    func stopListening() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func fire(_ timer: Timer) {
        guard let info = timer.userInfo as? [String: String], let round = info["round"] else { return }
        fired.append(round)
    }

    @objc func roundEnded() { notified += 1 }

    static let roundEnded = Notification.Name("RoundClockRoundEnded")
}

/// A generic class with an action, as a reusable list controller might have.
class Picker<Item>: NSObject {
    let items: [Item]
    private(set) var picked: [Item] = []

    init(items: [Item]) {
        self.items = items
    }

    @objc func pickFirst() { picked.append(items[0]) }

    var pickAction: Selector { #selector(pickFirst) }
}

/// Code last migrated before Swift 4.2, with the names Xcode's migrator would rename.
class LegacyNamesViewController: UIViewController {
    let button = UIButton(type: UIButtonType.system)
    let table = UITableView(frame: .zero, style: UITableViewStyle.grouped)
    let titleLabel = UILabel()
    private(set) var keyboardHeights: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Go", for: UIControlState.normal)
        button.addTarget(self, action: #selector(go), for: UIControlEvents.touchUpInside)
        button.contentMode = UIViewContentMode.center
        let attributes: [NSAttributedStringKey: Any] = [NSAttributedStringKey.foregroundColor: UIColor.red]
        titleLabel.attributedText = NSAttributedString(string: "Legacy", attributes: attributes)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(appBecameActive), name: .UIApplicationDidBecomeActive, object: nil)
        view.addSubview(button)
    }

    func styleFor(_ state: UIControlState) -> UITableViewCellStyle {
        state == .normal ? UITableViewCellStyle.default : .subtitle
    }

    @objc func go() {}
    @objc func appBecameActive() {}

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? CGRect else { return }
        keyboardHeights.append(frame.height)
    }

    func delegateLaunch(options: [UIApplicationLaunchOptionsKey: Any]?) -> Bool { options == nil }
}
