//
//  NoteViewController.swift
//  Storyboard Notes
//

import UIKit

class NoteViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var bodyLabel: UILabel!
    @IBOutlet var tagButtons: [UIButton]!

    var noteIndex = 0

    private var note: Note {
        get { NoteStore.shared.notes[noteIndex] }
        set { NoteStore.shared.update(newValue, at: noteIndex) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = note.title
        bodyLabel.text = note.body
    }

    @IBAction func tagTapped(_ sender: UIButton) {
        let tags = ["Home", "Work"]
        note.tag = tags[sender.tag]
        for button in tagButtons {
            button.isSelected = button === sender
        }
    }
}
