import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A shop list with search in its navigation bar, as iOS 11+ code writes it: the list filters itself
/// (`searchResultsController: nil`, the background not obscured).
@MainActor
private final class ShopList: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
    let names = ["Bakery", "Books", "Cinema", "Florist"]
    lazy var shown = names
    let search = UISearchController(searchResultsController: nil)
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shops"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "shop")
        search.searchResultsUpdater = self
        search.delegate = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search shops"
        navigationItem.searchController = search
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "shop", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        log.append("update(\(text))")
        shown = text.isEmpty ? names : names.filter { $0.lowercased().contains(text.lowercased()) }
        tableView.reloadData()
    }

    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

@MainActor
@Suite(.serialized) struct SearchControllerTests {
    let fixture = LifecycleFixture()

    private func type(_ text: String) {
        for character in text { fixture.app.tapKey(Keys.letters[character]!) }
    }

    @Test func searchInTheNavigationBarFiltersTheListAndCancelBringsItBack() throws {
        let list = ShopList()
        let navigation = UINavigationController(rootViewController: list)
        try fixture.show(navigation)
        let bar = list.search.searchBar
        #expect(bar.frame == CGRect(x: 0, y: 44, width: 800, height: 56) && list.tableView.convert(CGPoint.zero, to: nil).y == 100)
        #expect(!navigation.navigationBar.isHidden && bar.cancelButton.isHidden)
        try fixture.app.tap(bar.searchTextField)
        try fixture.app.runUntilIdle()
        #expect(list.search.isActive && list.log == ["willPresent", "update()", "didPresent"])
        #expect(navigation.navigationBar.isHidden && bar.frame.minY == 0 && !bar.cancelButton.isHidden)
        #expect(list.tableView.convert(CGPoint.zero, to: nil).y == 56)
        type("bo")
        try fixture.app.runUntilIdle()
        #expect(list.log.suffix(2) == ["update(b)", "update(bo)"])
        #expect(list.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Books"])
        try fixture.app.tap(bar.cancelButton)
        try fixture.app.runUntilIdle()
        #expect(!list.search.isActive && list.log.suffix(3) == ["willDismiss", "update()", "didDismiss"])
        #expect(bar.text == "" && !bar.isFirstResponder && !navigation.navigationBar.isHidden && bar.frame.minY == 44)
        #expect(list.tableView.visibleCells.count == 4)
    }

    @Test func aResultsControllerCoversTheScreenOnceThereIsTextAndTheDimEndsTheSearch() throws {
        let results = UIViewController()
        results.view.backgroundColor = .systemYellow
        let list = UIViewController()
        list.view.backgroundColor = .white
        let search = UISearchController(searchResultsController: results)
        search.hidesNavigationBarDuringPresentation = false
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        try fixture.show(navigation)
        search.isActive = true
        try fixture.app.runUntilIdle()
        #expect(search.searchBar.isFirstResponder && !navigation.navigationBar.isHidden)
        let dimmed = fixture.app.pixel(x: 400, y: 160)
        #expect(dimmed != 0xFFFFFF && dimmed & 0xFF == (dimmed >> 8) & 0xFF, "the screen below is dimmed grey")
        type("c")
        try fixture.app.runUntilIdle()
        #expect(results.parent === search && fixture.app.pixel(x: 400, y: 160) == 0xFFCC00, "the results cover it")
        search.searchBar.text = ""
        search.showsSearchResultsController = false
        try fixture.app.runUntilIdle()
        try fixture.app.tap(at: CGPoint(x: 400, y: 160))
        try fixture.app.runUntilIdle()
        #expect(!search.isActive && fixture.app.pixel(x: 400, y: 160) == 0xFFFFFF && results.parent == nil)
    }
}
