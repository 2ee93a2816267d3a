import FrameKit
import FrameKitTesting

/// Screen A: the storyboard's initial scene. Its callbacks print through `RecordingViewController`.
final class ScreenAController: RecordingViewController {
    @Outlet var titleLabel: UILabel!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        segue.destination.title = "Screen B (from A)"
    }
}

/// Screen B, presented by A's button and dismissed by its own through an unwind segue.
final class ScreenBController: RecordingViewController {}

/// Shows the lifecycle as CS193p teaches it: A from a storyboard, a segue to B, back to A. With no display to touch
/// (the offscreen display), a script taps A's button, then B's, then prints the whole log and exits.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        LifecycleRecorder.shared.echoesToStandardOutput = true
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIStoryboard(name: "Main", bundle: .module).instantiateInitialViewController()
        window.makeKeyAndVisible()
        self.window = window
        if UIScreen.main.display is OffscreenDisplay { runScript() }
        return true
    }

    /// Taps "Show screen B", then "Back to A", a second apart, then exits.
    private func runScript() {
        UIApplication.shared.exitsWhenIdleOnOffscreenDisplay = false
        print("FrameKit: no display to touch; a script taps A → B → A")
        let button = CGPoint(x: 134, y: 164)
        let loop = UIScreen.main.loop
        for (second, label) in [(1.0, "tap \"Show screen B\""), (2.0, "tap \"Back to A\"")] {
            loop.schedule(at: loop.now.adding(seconds: second)) { Self.tap(button, label) }
        }
        loop.schedule(at: loop.now.adding(seconds: 3)) {
            print("--- script done: \(LifecycleRecorder.shared.entries.count) callbacks")
            UIApplication.shared.terminate(status: 0)
        }
    }

    private static func tap(_ point: CGPoint, _ label: String) {
        print("--- \(label)")
        let screen = UIScreen.main
        let native = screen.nativeLocation(of: point)
        screen.handle(.touchDown(slot: 0, x: Double(native.x), y: Double(native.y), kind: .direct, time: screen.loop.now))
        screen.handle(.touchUp(slot: 0, time: screen.loop.now))
    }
}

UIApplicationMain(delegateClass: AppDelegate.self)
