import FrameKit
import Foundation
import WebKit

// A web kiosk written as iOS code: a native header with a home button over a WKWebView showing a site bundled with
// the app (HTML, CSS, JavaScript, an SVG logo). The page asks the native side to print a ticket through a script
// message handler, and the app answers by calling a function of the page. Navigation is restricted to the bundled
// site by the navigation delegate: a link to the outside web goes nowhere.

final class KioskViewController: UIViewController, WKNavigationDelegate, WKScriptMessageHandler {
    let header = UIView()
    let titleLabel = UILabel()
    let homeButton = UIButton(type: .system)
    var webView: WKWebView!
    let site = Bundle.module.url(forResource: "Site", withExtension: nil)!
    private var nextTicket = 42
    private var lastRestart = Date.distantPast

    override func viewDidLoad() {
        super.viewDidLoad()
        // On the offscreen display the app writes its screen and ends once idle: not before the page has shown.
        UIApplication.shared.exitsWhenIdleOnOffscreenDisplay = false
        view.backgroundColor = .white
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.add(self, name: "kiosk")
        webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = self
        header.backgroundColor = UIColor(red: 0.09, green: 0.31, blue: 0.37, alpha: 1)
        titleLabel.text = "City Services"
        titleLabel.textColor = .white
        titleLabel.font = .boldSystemFont(ofSize: 22)
        homeButton.setTitle("Home", for: .normal)
        homeButton.tintColor = .white
        homeButton.addAction(UIAction { [unowned self] _ in goHome() }, for: .touchUpInside)
        for subview in [header, titleLabel, homeButton, webView!] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        header.addSubview(titleLabel)
        header.addSubview(homeButton)
        view.addSubview(header)
        view.addSubview(webView)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 56),
            titleLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            titleLabel.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            homeButton.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -20),
            homeButton.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            webView.topAnchor.constraint(equalTo: header.bottomAnchor),
            webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        goHome()
    }

    func goHome() {
        webView.loadFileURL(site.appendingPathComponent("index.html"), allowingReadAccessTo: site)
    }

    // MARK: WKNavigationDelegate

    /// Whether `url` is a file of the bundled site.
    private func isBundled(_ url: URL) -> Bool {
        let (path, root) = (url.standardizedFileURL.path, site.standardizedFileURL.path)
        return url.isFileURL && (path == root || path.hasPrefix(root + "/"))
    }

    /// Only the bundled site: anything else is refused and logged.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        guard let url = navigationAction.request.url, isBundled(url) else {
            print("WebKiosk: blocked navigation to \(navigationAction.request.url?.absoluteString ?? "nothing")")
            return decisionHandler(.cancel)
        }
        decisionHandler(.allow)
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        print("WebKiosk: showing \(webView.url?.lastPathComponent ?? "a page")")
        guard !UIApplication.shared.exitsWhenIdleOnOffscreenDisplay else { return }
        // The page's first frames follow its load: give them a moment, then let the offscreen display finish.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [header] in
            UIApplication.shared.exitsWhenIdleOnOffscreenDisplay = true
            header.setNeedsDisplay()
        }
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        print("WebKiosk: the page did not load: \(error)")
    }

    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        // A web process that keeps dying (a broken installation) is not restarted in a tight loop.
        let now = Date()
        defer { lastRestart = now }
        guard now.timeIntervalSince(lastRestart) > 10 else {
            return print("WebKiosk: the web process ended again within 10 s; not loading the page again")
        }
        print("WebKiosk: the web process ended; loading the home page again")
        goHome()
    }

    // MARK: WKScriptMessageHandler

    /// The page's requests: printing a ticket (here: logged), answered with the ticket's number.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        // Only the bundled site's own page may print: not a frame it embeds, nor a page it was sent to.
        let frame = message.frameInfo
        guard frame.isMainFrame, frame.securityOrigin.protocol == "file", frame.request.url.map(isBundled) == true else {
            return print("WebKiosk: ignored a request from \(frame.request.url?.absoluteString ?? "a frame without a URL")")
        }
        guard let body = message.body as? [String: Any], body["action"] as? String == "printTicket" else {
            return print("WebKiosk: unknown request from the page: \(message.body)")
        }
        let number = "\(body["queue"] as? String ?? "")\(nextTicket)"
        nextTicket += 1
        print("WebKiosk: printing ticket \(number)")
        webView.evaluateJavaScript("ticketPrinted('\(number)')")
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = KioskViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

UIApplicationMain(delegateClass: AppDelegate.self, configuration: try Configuration(environment: ProcessInfo.processInfo.environment))
