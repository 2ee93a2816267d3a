import UIKit

/// The scoreboard: a button that scores, a label the keeper's delegate titles, and a bar button that resets.
class ScoreViewController: UIViewController {

    private let scoreLabel = UILabel()
    private let scoreButton = UIButton(type: .system)
    private let keeper = ScoreKeeper()
    private var observation: NSKeyValueObservation?
    private(set) var resets = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Scoreboard"
        view.backgroundColor = .systemBackground
        keeper.delegate = self

        scoreLabel.font = .systemFont(ofSize: 32, weight: .bold)
        scoreLabel.text = keeper.title
        scoreButton.setTitle("Score", for: .normal)
        scoreButton.titleLabel?.font = .systemFont(ofSize: 24)
        scoreButton.addTarget(self, action: #selector(scoreTapped(_:)), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", style: .plain, target: keeper, action: #selector(ScoreKeeper.reset))

        let stack = UIStackView(arrangedSubviews: [scoreLabel, scoreButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
        ])

        observation = keeper.observe(\.score, options: [.new]) { [weak self] _, change in
            if change.newValue == 3 { self?.title = "Hat trick" }
        }
    }

    @objc private func scoreTapped(_ sender: UIButton) {
        keeper.add(1)
    }
}

extension ScoreViewController: ScoreKeeperDelegate {
    func scoreKeeper(_ keeper: ScoreKeeper, didChangeScoreTo score: Int) {
        scoreLabel.text = keeper.title
    }

    func scoreKeeper(_ keeper: ScoreKeeper, titleForScore score: Int) -> String {
        score == 1 ? "1 point" : "\(score) points"
    }
}
