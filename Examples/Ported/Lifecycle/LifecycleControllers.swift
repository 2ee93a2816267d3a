import FrameKit

// Seed 002 ("view和viewController的生命周期"): two controllers, A (1) and B (2), each logging its lifecycle as the
// seed's NSLog calls did; A's button shows B through a storyboard segue, B's button dismisses it
// (`dismissModalViewControllerAnimated:` is `dismiss(animated:)` today). Their storyboard, Lifecycle.storyboard, is laid
// out as Xcode writes it. The one change FrameKit needs: B's `@IBAction` is registered with
// `UIStoryboard.registerActions`.

/// The seed's log: what each controller was told, in order.
@MainActor
enum SeedLog {
    static var entries: [String] = []
    static var echoes = false

    static func record(_ number: Int, _ callback: String) {
        entries.append("\(number) \(callback)")
        if echoes { print("\(number) \(callback)") }
    }
}

/// Logs every callback the seed logs; A and B differ only in their number.
@MainActor
class SeedViewController: UIViewController {
    var number: Int { 0 }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        SeedLog.record(number, "initWithCoder")
    }

    isolated deinit { SeedLog.record(number, "dealloc") }

    override func loadView() {
        SeedLog.record(number, "loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        SeedLog.record(number, "viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        SeedLog.record(number, "viewWillAppear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        SeedLog.record(number, "viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        SeedLog.record(number, "viewDidLayoutSubviews")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        SeedLog.record(number, "viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        SeedLog.record(number, "viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        SeedLog.record(number, "viewDidDisappear")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        SeedLog.record(number, "prepareForSegue")
    }
}

@MainActor
final class ViewControllerA: SeedViewController {
    override var number: Int { 1 }
}

@MainActor
final class ViewControllerB: SeedViewController {
    override var number: Int { 2 }

    func back(_ sender: UIButton) {
        dismiss(animated: true)
    }

    static let actions: Void = UIStoryboard.registerActions(StoryboardAction("back:", ViewControllerB.back))
}
