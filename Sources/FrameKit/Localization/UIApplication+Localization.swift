import Foundation

extension UIApplication {
    /// The languages the app's strings are looked up in, most preferred first, as BCP 47 identifiers ("de-DE",
    /// "ar"): `FRAMEKIT_LOCALE`, else `LC_ALL`, `LC_MESSAGES` or `LANG`. FrameKit's counterpart of iOS's per-app
    /// language setting; unlike iOS, a change applies at once (a kiosk's language button): strings are read again
    /// and, when the direction changes, every window mirrors.
    public var preferredLanguages: [String] {
        get { LocalizationStore.shared.languages }
        set {
            // With no window yet (start-up) nothing can mirror: the direction is worked out when a view first asks,
            // not here, so start-up reads no resource folders.
            let screen = UIScreen.mainScreen
            let oldDirection = (screen?.windows.isEmpty ?? true) ? nil : userInterfaceLayoutDirection
            LocalizationStore.shared.languages = newValue
            guard let oldDirection, userInterfaceLayoutDirection != oldDirection else { return }
            let oldTraits = screen?.traitCollection
            for window in screen?.windows ?? [] { window.appLayoutDirectionDidChange() }
            screen?.traitsDidChange(from: oldTraits)
        }
    }

    /// Right to left when the language the app's own strings are shown in is written so (Arabic, Hebrew, Persian,
    /// Urdu…), as UIKit: an app without strings in a right-to-left language stays left to right.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        LocalizationStore.shared.mainIsRightToLeft ? .rightToLeft : .leftToRight
    }
}
