import Foundation
import FrameKit

/// Collects lifecycle callbacks as lines such as `"B viewWillAppear(true)"`, in the order they happen.
@MainActor
public final class LifecycleRecorder {
    /// The recorder controllers made by storyboards record into.
    public static let shared = LifecycleRecorder()

    /// What was recorded, oldest first.
    public private(set) var entries: [String] = []
    /// Also prints each entry as it is recorded (for demos).
    public var echoesToStandardOutput = false

    /// An empty recorder.
    public init() {}

    /// Appends `entry`.
    public func record(_ entry: String) {
        entries.append(entry)
        if echoesToStandardOutput { print(entry) }
    }

    /// Forgets what was recorded.
    public func reset() { entries.removeAll() }

    /// The entries without layout callbacks, whose number UIKit does not pin (docs/UIKIT-BEHAVIOUR.md §1.4).
    public var withoutLayout: [String] {
        entries.filter { !$0.hasSuffix("viewWillLayoutSubviews") && !$0.hasSuffix("viewDidLayoutSubviews") }
    }

    /// The entries that mention one of `names` (controller names).
    public func entries(of names: String...) -> [String] {
        entries.filter { entry in names.contains { entry.hasPrefix($0 + " ") } }
    }
}

/// A controller that records every lifecycle callback into a `LifecycleRecorder`, named for the log (`A`, `B`).
/// From a storyboard it is named after its scene and records into `LifecycleRecorder.shared`.
@MainActor
open class RecordingViewController: UIViewController {
    /// The name each entry starts with.
    public var name: String
    /// Where the entries go.
    public let recorder: LifecycleRecorder

    /// A controller recording as `name` into `recorder`.
    public init(name: String, recorder: LifecycleRecorder = .shared) {
        self.name = name
        self.recorder = recorder
        super.init(nibName: nil, bundle: nil)
        recorder.record("\(name) init")
    }

    /// A controller from a storyboard, recording into the shared recorder.
    public required init?(coder: NSCoder) {
        recorder = .shared
        name = ""
        super.init(coder: coder)
        name = storyboardIdentifier ?? String(describing: type(of: self))
        recorder.record("\(name) init(coder:)")
    }

    isolated deinit {
        recorder.record("\(name) deinit")
    }

    private func log(_ event: String) { recorder.record("\(name) \(event)") }
    private func describe(_ controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? RecordingViewController)?.name ?? String(describing: type(of: controller))
    }

    open override func awakeFromNib() { log("awakeFromNib"); super.awakeFromNib() }
    open override func loadView() { log("loadView"); super.loadView() }
    open override func viewDidLoad() { super.viewDidLoad(); log("viewDidLoad") }
    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear(\(animated))") }
    open override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log("viewIsAppearing") }
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear(\(animated))") }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("viewWillDisappear(\(animated))")
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("viewDidDisappear(\(animated))")
    }
    open override func viewWillLayoutSubviews() { log("viewWillLayoutSubviews"); super.viewWillLayoutSubviews() }
    open override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log("viewDidLayoutSubviews") }
    open override func updateViewConstraints() { log("updateViewConstraints"); super.updateViewConstraints() }
    open override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log("willMove(toParent: \(describe(parent)))")
    }
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log("didMove(toParent: \(describe(parent)))")
    }
    open override func didReceiveMemoryWarning() { log("didReceiveMemoryWarning"); super.didReceiveMemoryWarning() }
    open override func viewWillUnload() { log("viewWillUnload"); super.viewWillUnload() }
    open override func viewDidUnload() { log("viewDidUnload"); super.viewDidUnload() }
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log("viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.log("alongsideTransition") }) { [weak self] _ in
            self?.log("transitionCompletion")
        }
        super.viewWillTransition(to: size, with: coordinator)
    }
    open override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        log("willTransition(to: traits)")
        super.willTransition(to: newCollection, with: coordinator)
    }
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log("traitCollectionDidChange")
    }
    open override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        log("willRotate(to: \(toInterfaceOrientation))")
    }
    open override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        log("willAnimateRotation(to: \(toInterfaceOrientation))")
    }
    open override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        log("didRotate(from: \(fromInterfaceOrientation))")
    }
    open override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log("shouldPerformSegue(\(identifier))")
        return super.shouldPerformSegue(withIdentifier: identifier, sender: sender)
    }
    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log("prepare(for: \(segue.identifier ?? "nil"))")
        super.prepare(for: segue, sender: sender)
    }
}
