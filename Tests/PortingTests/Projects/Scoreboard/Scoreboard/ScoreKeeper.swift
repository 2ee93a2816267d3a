import Foundation

/// The keeper's delegate, in the Objective-C style the app's older screens use.
@objc protocol ScoreKeeperDelegate: NSObjectProtocol {
    func scoreKeeper(_ keeper: ScoreKeeper, didChangeScoreTo score: Int)
    @objc optional func scoreKeeper(_ keeper: ScoreKeeper, titleForScore score: Int) -> String
    @objc optional func scoreKeeperDidReset(_ keeper: ScoreKeeper)
}

class ScoreKeeper: NSObject {
    weak var delegate: ScoreKeeperDelegate?
    @objc dynamic private(set) var score = 0

    var title: String {
        delegate?.scoreKeeper?(self, titleForScore: score) ?? "\(score)"
    }

    func add(_ points: Int) {
        score += points
        delegate?.scoreKeeper(self, didChangeScoreTo: score)
    }

    @objc func reset() {
        score = 0
        delegate?.scoreKeeperDidReset?(self)
        delegate?.scoreKeeper(self, didChangeScoreTo: score)
    }
}
