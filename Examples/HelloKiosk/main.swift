import FrameKit

/// The one screen of the example: a title, a few coloured panels, a button and a scrolling list, built in
/// `viewDidLoad`. The red panel can be dragged, the orange one pinched, the button switches the background, the list
/// scrolls under a finger, a wheel or a touchpad, a three-finger swipe left is noticed, and a text field under the
/// button takes what is typed on a keyboard or on the on-screen keys, and a tapped row of the list is selected. Each of those is logged, so the integration
/// test can follow it in the journal.
final class HelloViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private var taps = 0
    private let field = UITextField(frame: .zero)
    private static let background = UIColor(rgb: 0x1A2B3C)
    private static let tappedBackground = UIColor(rgb: 0x2B5C3C)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.background
        let width = view.bounds.width

        let title = UILabel(frame: CGRect(x: 24, y: 24, width: width - 48, height: 44))
        title.text = "Hello, kiosk"
        title.font = .boldSystemFont(ofSize: 32)
        title.textColor = .white
        title.autoresizingMask = [.flexibleWidth]
        view.addSubview(title)

        let subtitle = UILabel(frame: CGRect(x: 24, y: 72, width: width - 48, height: 48))
        subtitle.text = "UIKit code running on FrameKit: views, labels, layers and a button, rendered by Cairo and Pango."
        subtitle.font = .systemFont(ofSize: 16)
        subtitle.textColor = UIColor(white: 0.85, alpha: 1)
        subtitle.numberOfLines = 2
        subtitle.autoresizingMask = [.flexibleWidth]
        view.addSubview(subtitle)

        let colours: [UIColor] = [.systemRed, .orange, .systemGreen, .systemBlue]
        for (i, colour) in colours.enumerated() {
            let panel = UIView(frame: CGRect(x: 24 + CGFloat(i) * 130, y: 140, width: 110, height: 110))
            panel.backgroundColor = colour
            panel.layer.cornerRadius = 16
            let caption = UILabel(frame: panel.bounds.insetBy(dx: 8, dy: 8))
            caption.text = "Panel \(i + 1)"
            caption.textColor = .white
            caption.textAlignment = .center
            caption.font = .systemFont(ofSize: 18, weight: .semibold)
            panel.addSubview(caption)
            view.addSubview(panel)
            if i == 0 { panel.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: HelloViewController.drag)) }
            if i == 1 { panel.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: HelloViewController.pinch)) }
        }

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 24, y: 280, width: 200, height: 48)
        button.backgroundColor = .white
        button.layer.cornerRadius = 10
        button.setTitle("Tap me", for: .normal)
        button.addTarget(self, action: HelloViewController.buttonTapped, for: .touchUpInside)
        view.addSubview(button)

        view.addSubview(makeList())
        let swipe = UISwipeGestureRecognizer(target: self, action: HelloViewController.swiped)
        swipe.direction = .left
        swipe.numberOfTouchesRequired = 3
        view.addGestureRecognizer(swipe)

        // Narrower than the screen so it stays clear of the list on the right, which touches scroll.
        field.frame = CGRect(x: 24, y: 350, width: 500, height: 40)
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 22)
        field.placeholder = "Type here"
        field.autocapitalizationType = .none
        field.addTarget(self, action: HelloViewController.textChanged, for: .editingChanged)
        view.addSubview(field)
    }

    /// Thirty rows in a table; the first is yellow, so a glance shows whether the list has moved.
    private func makeList() -> UITableView {
        let list = UITableView(frame: CGRect(x: 600, y: 140, width: 300, height: 250), style: .plain)
        list.backgroundColor = UIColor(white: 0.12, alpha: 1)
        list.layer.cornerRadius = 12
        list.rowHeight = 50
        list.separatorStyle = .none
        list.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        list.dataSource = self
        list.delegate = self
        return list
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let first = indexPath.row == 0
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        cell.textLabel?.font = .systemFont(ofSize: 20)
        cell.textLabel?.textColor = first ? .black : .white
        cell.backgroundColor = first ? .systemYellow : UIColor(white: indexPath.row.isMultiple(of: 2) ? 0.2 : 0.28, alpha: 1)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("HelloKiosk: row \(indexPath.row + 1) selected")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func swiped(_ swipe: UISwipeGestureRecognizer) {
        print("HelloKiosk: three-finger swipe left")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { listCameToRest(scrollView) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { listCameToRest(scrollView) }

    private func listCameToRest(_ list: UIScrollView) {
        print("HelloKiosk: list came to rest at \(Int(list.contentOffset.y))")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        field.becomeFirstResponder()
    }

    func textChanged(_ sender: UIControl) {
        print("HelloKiosk typed: \(field.text ?? "")")
    }

    func buttonTapped(_ sender: UIControl) {
        taps += 1
        (sender as? UIButton)?.setTitle("Tapped \(taps)×", for: .normal)
        view.backgroundColor = taps.isMultiple(of: 2) ? Self.background : Self.tappedBackground
        print("HelloKiosk: button tapped \(taps)")
    }

    /// Moves the red panel with the finger (or the mouse).
    func drag(_ pan: UIPanGestureRecognizer) {
        guard let panel = pan.view else { return }
        let translation = pan.translation(in: view)
        panel.center = CGPoint(x: panel.center.x + translation.x, y: panel.center.y + translation.y)
        pan.setTranslation(.zero, in: view)
        if pan.state == .ended { print("HelloKiosk: panel dragged to \(Int(panel.center.x)),\(Int(panel.center.y))") }
    }

    /// Scales the orange panel with two fingers.
    func pinch(_ pinch: UIPinchGestureRecognizer) {
        guard let panel = pinch.view else { return }
        panel.transform = panel.transform.scaledBy(x: pinch.scale, y: pinch.scale)
        pinch.scale = 1
        if pinch.state == .ended { print("HelloKiosk: panel pinched to scale \(String(format: "%.2f", panel.transform.a))") }
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        print("HelloViewController didReceiveMemoryWarning")
    }
}

/// A first FrameKit app, written as UIKit code: a window whose root view controller is `HelloViewController`.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = HelloViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

UIApplicationMain(delegateClass: AppDelegate.self)
