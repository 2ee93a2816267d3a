import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A kiosk's shop directory as an iOS app writes one: a search bar over a table, filtering as the user types; Search
/// puts the keyboard away, Cancel clears and shows everything again.
@MainActor
private final class Directory: UIViewController, UISearchBarDelegate, UITableViewDataSource {
    let names = ["Bakery", "Books", "Cinema", "Florist"]
    lazy var shown = names
    let searchBar = UISearchBar()
    let table = UITableView(frame: .zero, style: .plain)
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.delegate = self
        searchBar.placeholder = "Find a shop"
        searchBar.showsCancelButton = true
        searchBar.scopeButtonTitles = ["All", "Food", "Shops"]
        table.register(UITableViewCell.self, forCellReuseIdentifier: "shop")
        table.dataSource = self
        view.addSubview(searchBar)
        view.addSubview(table)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let height = searchBar.sizeThatFits(view.bounds.size).height
        searchBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: height)
        table.frame = CGRect(x: 0, y: height, width: view.bounds.width, height: view.bounds.height - height)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "shop", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text != "x"
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        log.append("textDidChange(\(searchText))")
        shown = searchText.isEmpty ? names : names.filter { $0.lowercased().contains(searchText.lowercased()) }
        table.reloadData()
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        log.append("search")
        searchBar.resignFirstResponder()
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        log.append("cancel")
        searchBar.text = ""
        shown = names
        table.reloadData()
        searchBar.resignFirstResponder()
    }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log.append("scope(\(selectedScope))")
    }
}

@MainActor
@Suite(.serialized) struct SearchBarTests {
    let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
    fileprivate let directory = Directory()

    init() throws {
        app.window.rootViewController = directory
        try app.runUntilIdle()
    }

    private func type(_ text: String) {
        for character in text { app.tapKey(Keys.letters[character]!) }
    }

    private var rows: [String] { directory.table.visibleCells.compactMap { $0.textLabel?.text } }

    @Test func typingFiltersThroughTheDelegateAndSearchPutsTheKeyboardAway() throws {
        let bar = directory.searchBar
        try app.tap(bar.searchTextField)
        try app.runUntilIdle()
        #expect(directory.log == ["shouldBegin", "didBegin"] && bar.isFirstResponder)
        type("bo")
        try app.runUntilIdle()
        #expect(directory.log.suffix(2) == ["textDidChange(b)", "textDidChange(bo)"])
        #expect(rows == ["Books"] && bar.text == "bo")
        type("x")
        #expect(bar.text == "bo", "the delegate refused the change")
        directory.log.removeAll()
        app.tapKey(Keys.enter)
        try app.runUntilIdle()
        #expect(directory.log == ["search", "shouldEnd", "didEnd"] && !bar.isFirstResponder)
        #expect(bar.text == "bo")
    }

    @Test func cancelAndTheClearButtonTellTheDelegateButTextSetInCodeDoesNot() throws {
        let bar = directory.searchBar
        bar.text = "cin"
        #expect(directory.log.isEmpty)
        try app.tap(bar.searchTextField)
        try app.runUntilIdle()
        let field = bar.searchTextField
        let clear = field.clearButtonRect(forBounds: field.bounds)
        try app.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
        try app.runUntilIdle()
        #expect(directory.log.last == "textDidChange()" && bar.text == "")
        type("fl")
        try app.runUntilIdle()
        #expect(rows == ["Florist"])
        try app.tap(bar.cancelButton)
        try app.runUntilIdle()
        #expect(directory.log.suffix(3) == ["cancel", "shouldEnd", "didEnd"])
        #expect(rows == directory.names && bar.text == "" && !bar.isFirstResponder)
    }

    @Test func theBarLaysTheFieldCancelAndScopeBarOutAndDrawsTheField() throws {
        let bar = directory.searchBar
        #expect(bar.frame.height == 56 && bar.scopeBar.isHidden)
        #expect(!bar.cancelButton.isHidden && bar.cancelButton.frame.maxX == 392)
        let field = bar.searchTextField.frame
        #expect(field.minX == 8 && field.minY == 10 && field.height == 36 && field.maxX == bar.cancelButton.frame.minX)
        #expect(bar.placeholder == "Find a shop" && bar.searchTextField.returnKeyType == .search)
        // The field's grey fill, and the magnifying glass darker on it, near its leading end.
        let fill = app.pixel(x: 200, y: 14)
        #expect(fill != 0xFFFFFF && (fill & 0xFF) > 0xD0, "light grey: \(String(fill, radix: 16))")
        let glass = (8..<40).flatMap { x in (20..<40).map { y in app.pixel(x: x, y: y) } }.filter { ($0 & 0xFF) < 0xB0 }
        #expect(glass.count > 10, "the glass's ring and handle")
        bar.showsCancelButton = false
        bar.showsScopeBar = true
        directory.view.setNeedsLayout()
        try app.runUntilIdle()
        #expect(bar.frame.height == 100 && !bar.scopeBar.isHidden && bar.cancelButton.isHidden)
        #expect(bar.searchTextField.frame.maxX == 392 && bar.scopeBar.frame.minY == 56)
        let shops = bar.scopeBar.convert(CGPoint(x: bar.scopeBar.bounds.width * 5 / 6, y: 16), to: nil)
        try app.tap(at: shops)
        try app.runUntilIdle()
        #expect(directory.log == ["scope(2)"] && bar.selectedScopeButtonIndex == 2)
    }
}
