import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
private final class Refresher {
    var count = 0
    func refresh(_ sender: UIControl) { count += 1 }
}

@MainActor
private func refreshingTable() throws -> (Fingers, UITableView, UIRefreshControl, Refresher) {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }
    let fingers = Fingers()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let rows = Rows()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 44
    table.dataSource = rows
    let refresher = Refresher()
    let control = UIRefreshControl()
    control.addTarget(refresher, action: Refresher.refresh, for: .valueChanged)
    table.refreshControl = control
    fingers.app.window.addSubview(table)
    try fingers.app.runUntilIdle()
    keptDataSources.append(rows)
    return (fingers, table, control, refresher)
}

/// The tables hold their data sources weakly; the tests keep them.
@MainActor private var keptDataSources: [AnyObject] = []

@MainActor
@Suite(.serialized) struct RefreshControlTests {
    @Test func pullingPastTheThresholdRefreshesOnceAndTheContentRestsUnderTheSpinnerUntilEndRefreshing() throws {
        let (fingers, table, control, refresher) = try refreshingTable()
        fingers.down(CGPoint(x: 200, y: 20))
        fingers.drag(from: CGPoint(x: 200, y: 20), to: CGPoint(x: 200, y: 290), steps: 15)
        #expect(refresher.count == 1 && control.isRefreshing)
        fingers.up()
        fingers.app.advance(by: 2)  // not runUntilIdle: the spinner turns until endRefreshing
        #expect(refresher.count == 1)
        #expect(table.contentOffset.y == -UIRefreshControl.height && table.adjustedContentInset.top == UIRefreshControl.height)
        // The spinner's grey spokes over the white gap above the rows.
        let picture = fingers.app.snapshot()
        let grey = (0..<60).flatMap { y in (180..<220).map { x in picture[x, y] & 0xFFFFFF } }.filter { $0 != 0xFFFFFF }
        #expect(grey.count > 20)
        // It turns on the clock while refreshing: a frame later the picture differs.
        fingers.app.advance(by: 0.1)
        #expect(fingers.app.snapshot()[200, 20] != picture[200, 20] || fingers.app.snapshot()[195, 40] != picture[195, 40])
        control.endRefreshing()
        try fingers.app.runUntilIdle()  // returns: nothing turns any more
        #expect(!control.isRefreshing && table.contentOffset.y == 0 && table.adjustedContentInset.top == 0)
    }

    @Test func aShortPullSpringsBackWithoutRefreshingAndBeginRefreshingFromCodeSendsNoEvent() throws {
        let (fingers, table, control, refresher) = try refreshingTable()
        try fingers.stroke(from: CGPoint(x: 200, y: 20), to: CGPoint(x: 200, y: 90), steps: 5)
        #expect(refresher.count == 0 && !control.isRefreshing && table.contentOffset.y == 0)
        control.beginRefreshing()
        #expect(control.isRefreshing && refresher.count == 0 && table.adjustedContentInset.top == UIRefreshControl.height)
        #expect(table.contentOffset.y == 0, "beginRefreshing does not scroll, as in UIKit")
        control.endRefreshing()
        try fingers.app.runUntilIdle()
    }
}
