//
//  NotesViewController.swift
//  Storyboard Notes
//

import UIKit

class NotesViewController: UITableViewController {

    private let store = NoteStore.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, target: self, action: #selector(sortNotes))
    }

    // MARK: - Table view data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return store.notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        let note = store.notes[indexPath.row]
        cell.textLabel?.text = note.title
        cell.detailTextLabel?.text = note.tag ?? note.body
        return cell
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showNote",
           let destination = segue.destination as? NoteViewController,
           let indexPath = tableView.indexPathForSelectedRow {
            destination.noteIndex = indexPath.row
        }
    }

    @IBAction func unwindToNotes(_ segue: UIStoryboardSegue) {
        tableView.reloadData()
    }

    @IBAction func addNote(_ sender: UIBarButtonItem) {
        store.add(Note(title: "New note", body: ""))
        tableView.reloadData()
    }

    @objc private func sortNotes() {
        tableView.reloadData()
    }
}
