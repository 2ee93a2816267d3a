import FrameKit
import Foundation

// Digital signage, written as UIKit code: an attract loop of photos (JPEG, WebP, a JPEG shot on its side) made into
// screen-sized thumbnails off the main thread behind a spinner, with an SVG logo and a page control; a gear button
// opens settings built from the standard controls — brightness on a slider, "keep the screen on" on a switch
// (isIdleTimerDisabled), seconds per slide on a stepper, the order on a segmented control. Left alone the panel dims
// and turns off (FRAMEKIT_IDLE_DIM / FRAMEKIT_IDLE_BLANK; this example sets 60 and 300 s unless they are set).

/// A picture from the app's resources.
@MainActor func resource(_ name: String) -> UIImage? { UIImage(named: name, in: .module, compatibleWith: nil) }

final class AttractViewController: UIViewController {
    let slides = UIImageView()
    let spinner = UIActivityIndicatorView(style: .large)
    let pages = UIPageControl()
    let logo = UIImageView(image: resource("logo.svg"))
    let settings = UIButton(type: .system)
    var photos: [UIImage] = []
    var secondsPerSlide: Double = 5 { didSet { restartLoop() } }
    var shuffled = false { didSet { restartLoop() } }
    private var pageTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        slides.contentMode = .scaleAspectFill
        slides.clipsToBounds = true
        settings.setImage(resource("gear.svg")?.withRenderingMode(.alwaysTemplate), for: .normal)
        settings.tintColor = .white
        settings.addAction(UIAction { [unowned self] _ in showSettings() }, for: .touchUpInside)
        pages.backgroundStyle = .prominent
        pages.addAction(UIAction { [unowned self] _ in print("Signage: page \(pages.currentPage) chosen") }, for: .valueChanged)
        for subview in [slides, logo, settings, pages, spinner] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            slides.topAnchor.constraint(equalTo: view.topAnchor), slides.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            slides.leadingAnchor.constraint(equalTo: view.leadingAnchor), slides.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 20), logo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            settings.topAnchor.constraint(equalTo: view.topAnchor, constant: 20), settings.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            settings.widthAnchor.constraint(equalToConstant: 44), settings.heightAnchor.constraint(equalToConstant: 44),
            pages.centerXAnchor.constraint(equalTo: view.centerXAnchor), pages.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor), spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        spinner.startAnimating()
        // On the offscreen display the app writes its screen and ends once idle: not while the spinner waits.
        UIApplication.shared.exitsWhenIdleOnOffscreenDisplay = false
        loadPhotos()
    }

    /// Screen-sized thumbnails, made off the main thread: a large photo never holds its full pixels.
    func loadPhotos() {
        let originals = ["photo-1.jpg", "photo-2.webp", "photo-3.jpg"].compactMap(resource)
        let size = UIScreen.main.bounds.size
        Task {
            var prepared: [UIImage] = []
            for original in originals {
                if let thumbnail = await original.byPreparingThumbnail(ofSize: size) { prepared.append(thumbnail) }
            }
            photos = prepared
            spinner.stopAnimating()
            print("Signage: \(prepared.count) photos ready: " + prepared.map { "\(Int($0.size.width))x\(Int($0.size.height))" }.joined(separator: ", "))
            restartLoop()
            UIApplication.shared.exitsWhenIdleOnOffscreenDisplay = true
        }
    }

    func restartLoop() {
        guard !photos.isEmpty else { return }
        let order = shuffled ? photos.shuffled() : photos
        slides.stopAnimating()
        slides.image = order[0]
        slides.animationImages = order
        slides.animationDuration = secondsPerSlide * Double(order.count)
        slides.startAnimating()
        pages.numberOfPages = order.count
        pages.currentPage = 0
        pageTimer?.invalidate()
        pageTimer = Timer.scheduledTimer(withTimeInterval: secondsPerSlide, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.pages.currentPage = (self.pages.currentPage + 1) % max(self.pages.numberOfPages, 1)
            }
        }
    }

    func showSettings() {
        let settings = SettingsViewController(attract: self)
        present(UINavigationController(rootViewController: settings), animated: true)
    }
}

final class SettingsViewController: UIViewController {
    unowned let attract: AttractViewController
    let brightness = UISlider()
    let keepOn = UISwitch()
    let seconds = UIStepper()
    let secondsLabel = UILabel()
    let order = UISegmentedControl(items: ["In order", "Shuffled"])
    let level = UIProgressView(progressViewStyle: .default)

    init(attract: AttractViewController) {
        self.attract = attract
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, primaryAction: UIAction { [unowned self] _ in
            dismiss(animated: true)
        })
        brightness.value = Float(UIScreen.main.brightness)
        level.progress = brightness.value
        brightness.addAction(UIAction { [unowned self] _ in
            UIScreen.main.brightness = CGFloat(brightness.value)
            level.setProgress(brightness.value, animated: true)
        }, for: .valueChanged)
        keepOn.isOn = UIApplication.shared.isIdleTimerDisabled
        keepOn.addAction(UIAction { [unowned self] _ in
            UIApplication.shared.isIdleTimerDisabled = keepOn.isOn
            print("Signage: keep the screen on: \(keepOn.isOn)")
        }, for: .valueChanged)
        seconds.minimumValue = 3
        seconds.maximumValue = 30
        seconds.value = attract.secondsPerSlide
        secondsLabel.text = "\(Int(seconds.value)) s a slide"
        seconds.addAction(UIAction { [unowned self] _ in
            attract.secondsPerSlide = seconds.value
            secondsLabel.text = "\(Int(seconds.value)) s a slide"
        }, for: .valueChanged)
        order.selectedSegmentIndex = attract.shuffled ? 1 : 0
        order.addAction(UIAction { [unowned self] _ in attract.shuffled = order.selectedSegmentIndex == 1 }, for: .valueChanged)
        let rows = [row("Brightness", brightness), row("", level), row("Keep the screen on", keepOn),
                    row("", secondsLabel, seconds), row("Order", order)]
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
        ])
    }

    /// A titled row: the title on the left, the controls after it.
    func row(_ title: String, _ controls: UIView...) -> UIView {
        let label = UILabel()
        label.text = title
        label.setContentHuggingPriority(.required, for: .horizontal)
        let row = UIStackView(arrangedSubviews: (title.isEmpty ? [] : [label]) + controls)
        row.spacing = 16
        row.alignment = .center
        return row
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = AttractViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

var configuration = try Configuration(environment: ProcessInfo.processInfo.environment)
configuration.idleDim = configuration.idleDim ?? 60
configuration.idleBlank = configuration.idleBlank ?? 300
UIApplicationMain(delegateClass: AppDelegate.self, configuration: configuration)
