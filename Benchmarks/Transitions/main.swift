import BenchmarkSupport
import FrameKit
import FrameKitTesting
import Foundation

// The frames a kiosk app shows most, at 1080p (issue 49): a navigation controller pushing a detail screen over a
// 40-row list and popping back, a sheet presented over the list and dismissed, each with UIKit's animation, and typing
// on the on-screen keyboard into a text field on the sheet (each key a finger down for a frame, then up). Every
// frame that changes pixels is timed through FrameKit's pipeline on the virtual clock (and marked for
// scripts/pi-budget.sh); prints the median and p95 per transition as a table and as JSON. No lower bound is defined
// for these workloads.
//
//     swift run -c release transition-benchmark [--rounds N]

let (rounds, _) = roundsOption(default: 5, usage: "transition-benchmark [--rounds N]")

/// The list the transitions start from: 40 rows with a title and a detail line.
final class MenuViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        tableView.rowHeight = 64
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel?.text = "Dish \(indexPath.row + 1)"
        cell.detailTextLabel?.text = "Fresh today, with seasonal vegetables"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// What is pushed or presented: a picture-sized colour block, a heading and a paragraph.
final class DishViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dish 1"
        view.backgroundColor = .systemBackground
        let picture = UIView()
        picture.backgroundColor = .systemOrange
        picture.layer.cornerRadius = 16
        let heading = UILabel()
        heading.text = "Dish 1"
        heading.font = .preferredFont(forTextStyle: .largeTitle)
        let body = UILabel()
        body.numberOfLines = 0
        body.text = String(repeating: "Fresh today, with seasonal vegetables and a dressing of the house. ", count: 6)
        let stack = UIStackView(arrangedSubviews: [picture, heading, body])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            picture.heightAnchor.constraint(equalToConstant: 360),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}

/// Frames until the transition `start` began has ended: each one that changed pixels, in milliseconds.
@MainActor
func transitionFrames(_ workload: String, in app: HeadlessApp, _ start: () -> Void) throws -> [Double] {
    start()
    var times: [Double] = []
    for _ in 0..<60 {
        if let ms = changedFrame(workload, in: app, { app.advance(by: app.display.refreshInterval) }) { times.append(ms) }
    }
    try app.runUntilIdle()
    return times
}

/// Runs `frame` (which runs one frame); its milliseconds if it changed pixels, and then marked for
/// scripts/pi-budget.sh as one of `workload`'s.
@MainActor
func changedFrame(_ workload: String, in app: HeadlessApp, _ frame: () throws -> Void) rethrows -> Double? {
    var damaged = false
    let ms = try budgetFrame(named: { _ in damaged ? workload : nil }) {
        try milliseconds {
            let rendered = app.screen.renderedFrames
            try frame()
            damaged = app.screen.renderedFrames > rendered && app.screen.lastFrameStatistics.damagedPixels > 0
        }
    }
    return damaged ? ms : nil
}

/// Typing "hello kiosk" twice on the on-screen keyboard into a field on the sheet: each frame that changed pixels.
@MainActor
func typingFrames(in app: HeadlessApp, on sheet: UIViewController) throws -> [Double] {
    let field = UITextField(frame: CGRect(x: 40, y: 120, width: 600, height: 44))
    field.borderStyle = .roundedRect
    sheet.view.addSubview(field)
    field.becomeFirstResponder()
    app.advance(by: 1)
    var times: [Double] = []
    for character in "hello kiosk hello kiosk" {
        guard let key = app.screen.onScreenKeyCenter(typing: String(character)) else {
            throw OnScreenKeyMissing(character: character)
        }
        let native = app.screen.nativeLocation(of: key)
        for event: InputEvent in [
            .touchDown(slot: 0, x: Double(native.x), y: Double(native.y), kind: .direct, time: app.loop.now),
            .touchUp(slot: 0, time: app.loop.now),
        ] {
            if let ms = changedFrame("on-screen keyboard typing, 1080p", in: app, { app.feed(event) }) { times.append(ms) }
        }
    }
    // The sentence is capitalised, as UIKit's keyboard does by default.
    guard field.text == "Hello kiosk hello kiosk" else { throw TypingFailed(typed: field.text ?? "") }
    field.resignFirstResponder()
    try app.runUntilIdle()
    return times
}

/// The keys tapped did not type what they show.
struct TypingFailed: Error, CustomStringConvertible {
    let typed: String
    var description: String { "the on-screen keyboard typed \"\(typed)\", not \"Hello kiosk hello kiosk\"" }
}

/// One round: push and pop, present and dismiss, on a fresh app.
@MainActor
func round() throws -> [String: [Double]] {
    let app = HeadlessApp(size: PixelSize(width: 1920, height: 1080), refreshRate: 60)
    let menu = MenuViewController()
    let navigation = UINavigationController(rootViewController: menu)
    app.window.rootViewController = navigation
    try app.runUntilIdle()
    var frames: [String: [Double]] = [:]
    frames["navigation push"] = try transitionFrames("navigation push, 1080p", in: app) {
        navigation.pushViewController(DishViewController(), animated: true)
    }
    frames["navigation pop"] = try transitionFrames("navigation pop, 1080p", in: app) {
        navigation.popViewController(animated: true)
    }
    let sheet = UINavigationController(rootViewController: DishViewController())
    frames["sheet presentation"] = try transitionFrames("sheet presentation, 1080p", in: app) {
        navigation.present(sheet, animated: true)
    }
    frames["on-screen keyboard typing"] = try typingFrames(in: app, on: sheet.topViewController!)
    frames["sheet dismissal"] = try transitionFrames("sheet dismissal, 1080p", in: app) {
        sheet.dismiss(animated: true)
    }
    return frames
}

var all: [String: [Double]] = [:]
for _ in 0..<rounds {
    for (name, times) in try MainActor.assumeIsolated({ try round() }) { all[name, default: []] += times }
}
let names = ["navigation push", "navigation pop", "sheet presentation", "on-screen keyboard typing", "sheet dismissal"]
print("transition-benchmark: 1920×1080, \(rounds) rounds; ms per frame that changed pixels")
print("transition                  frames  median     p95")
for name in names {
    let times = all[name] ?? []
    print(name.padding(toLength: 26, withPad: " ", startingAt: 0)
        + String(format: "  %6d  %6.3f  %6.3f", times.count, median(times), percentile95(times)))
}
let json = names.map { name in
    let times = all[name] ?? []
    return "\"\(name)\": {\"frames\": \(times.count), \"median\": \(median(times)), \"p95\": \(percentile95(times))}"
}
print("{\"benchmark\": \"transitions\", \"rounds\": \(rounds), \"frameMilliseconds\": {\(json.joined(separator: ", "))}}")
