import Foundation

extension UIViewController {
    /// Opt-in historic (iOS 3–5) unload cycle: on a memory warning, controllers whose loaded view is not in a window
    /// release it (`viewWillUnload` → released → `viewDidUnload`) and reload it on next access. Off by default, as
    /// since iOS 6; worth turning on for kiosks with many hidden screens on a small board.
    public static var unloadsHiddenViewsOnMemoryWarning = false

    /// The default `didReceiveMemoryWarning`'s work: the historic unload, when enabled and safe.
    func unloadViewIfHidden() {
        guard Self.unloadsHiddenViewsOnMemoryWarning, let view = loadedView, view.window == nil else { return }
        viewWillUnload()
        view.removeFromSuperview()
        if view.owningController === self { view.owningController = nil }
        loadedView = nil
        viewDidUnload()
    }

    /// Sends `didReceiveMemoryWarning` to every controller that exists: those in windows (docs/UIKIT-BEHAVIOUR.md table g's order: each
    /// root, its children depth-first, then what it presented), then live controllers no window holds.
    static func broadcastMemoryWarning(windows: [UIWindow]) {
        var seen = Set<ObjectIdentifier>()
        let inWindows = windows.compactMap(\.rootViewController).flatMap(\.existingControllers)
        for controller in inWindows + registry.live where seen.insert(ObjectIdentifier(controller)).inserted {
            controller.didReceiveMemoryWarning()
        }
    }
}
