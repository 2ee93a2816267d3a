import UIKit

/// A storyboard screen: outlets of each form Xcode writes, and actions with none, one and two arguments.
class FormViewController: UIViewController {

    @IBOutlet weak var statusLabel: UILabel!
    @IBOutlet var saveButton: UIButton?
    @IBOutlet weak var ratingView: RatingView!
    @IBOutlet var choiceButtons: [UIButton]!

    private(set) var actions: [String] = []

    @IBAction func save() {
        actions.append("save")
        statusLabel.text = "Saved"
    }

    @IBAction private func choose(_ sender: UIButton) {
        actions.append("choose \(sender.currentTitle ?? "")")
    }

    @IBAction func choose(_ sender: UIButton, forEvent event: UIEvent?) {
        actions.append("choose with event \(sender.currentTitle ?? "")")
    }
}
