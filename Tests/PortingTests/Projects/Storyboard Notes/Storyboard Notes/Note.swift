//
//  Note.swift
//  Storyboard Notes
//

import Foundation

struct Note {
    var title: String
    var body: String
    var tag: String?
}

final class NoteStore {
    static let shared = NoteStore()

    private(set) var notes: [Note] = [
        Note(title: "Groceries", body: "Milk, bread, apples."),
        Note(title: "Kiosk rollout", body: "Lobby screen on Monday, café on Tuesday."),
    ]

    func add(_ note: Note) {
        notes.append(note)
    }

    func update(_ note: Note, at index: Int) {
        notes[index] = note
    }

    func save() {
        // A real app would write the notes to disk here.
    }
}
