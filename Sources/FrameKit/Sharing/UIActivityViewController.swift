import Foundation

/// The share sheet, as UIKit's: a list of what can be done with `activityItems` — Copy (to the app's pasteboard)
/// and the app's own `applicationActivities` that can perform with them — less `excludedActivityTypes`. A kiosk has
/// no mail, messages or AirDrop, so those never appear. Presented as a popover beside its
/// `popoverPresentationController`'s source in regular width (as on an iPad), as a sheet otherwise; choosing an
/// activity dismisses the sheet, then runs it, then calls `completionWithItemsHandler`; dismissing it without
/// choosing calls the handler with no activity, not completed.
@MainActor
open class UIActivityViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Called once the sheet is done: the activity chosen (nil when none), whether it completed, the items it
    /// returned and its error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    /// Activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]? { didSet { tableIfLoaded?.reloadData() } }
    /// Called once the sheet is done.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    private let activityItems: [Any]
    private let applicationActivities: [UIActivity]
    private var finished = false

    /// A share sheet for `activityItems` offering `applicationActivities` besides FrameKit's own.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    /// Share sheets are not made by storyboards.
    public required init?(coder: NSCoder) { nil }

    /// What is offered: the app's activities first (as UIKit puts them in the action list's top), then Copy.
    var offered: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        return (applicationActivities + [CopyActivity()]).filter { activity in
            activity.canPerform(withItems: activityItems) && !(activity.activityType.map(excluded.contains) ?? false)
        }
    }
    private lazy var shown: [UIActivity] = offered

    private var tableIfLoaded: UITableView? { viewIfLoaded?.subviews.first as? UITableView }

    open override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemGroupedBackground
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "activity")
        root.addSubview(table)
        view = root
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        shown = offered
        tableIfLoaded?.reloadData()
        if preferredContentSize == .zero { preferredContentSize = CGSize(width: 320, height: CGFloat(shown.count) * 44 + 72) }
        sheetPresentationController?.detents = [.medium(), .large()]
        popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium(), .large()]
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Dismissed without a choice (a swipe, a tap outside).
        finish(nil, completed: false)
    }

    /// In regular width beside a source, a popover; otherwise a sheet.
    override func popoverAdaptation(regularWidth: Bool, hasSource: Bool) -> UIModalPresentationStyle? {
        regularWidth && hasSource ? .popover : .formSheet
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        guard !finished else { return }
        finished = true
        completionWithItemsHandler?(type, completed, nil, nil)
    }

    // MARK: The list

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "activity", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = shown[indexPath.row].activityTitle
        content.image = shown[indexPath.row].activityImage
        cell.contentConfiguration = content
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        let activity = shown[indexPath.row]
        activity.prepare(withItems: activityItems)
        finished = true
        let type = activity.activityType
        activity.finished = { [weak self] completed in
            // An activity's own controller goes when the activity says it is done.
            if let own = activity.activityViewController, own.presentingViewController != nil { own.dismiss(animated: true) }
            self?.completionWithItemsHandler?(type, completed, nil, nil)
        }
        let presenter = presentingViewController
        dismiss(animated: true) {
            if let own = activity.activityViewController { presenter?.present(own, animated: true) } else { activity.perform() }
        }
    }
}
