import Foundation

extension UIApplication {
    /// Light or dark for the whole app, as iOS's Settings sets it: `FRAMEKIT_APPEARANCE` at start-up, the control
    /// socket's `appearance` request or the kiosk's own settings later (`.unspecified` is light). A change redraws
    /// every dynamic colour of every screen and tells every controller, then every view, `traitCollectionDidChange(_:)`;
    /// windows, controllers and views with an `overrideUserInterfaceStyle` keep theirs.
    public var preferredUserInterfaceStyle: UIUserInterfaceStyle {
        get { userInterfaceStyle }
        set {
            let style: UIUserInterfaceStyle = newValue == .dark ? .dark : .light
            guard style != userInterfaceStyle else { return }
            let screens = UIScreen.screens
            let oldTraits = screens.map(\.traitCollection)
            userInterfaceStyle = style
            UITraitCollection.current = UITraitCollection(traitsFrom: [
                UITraitCollection.current, UITraitCollection(userInterfaceStyle: style),
                UITraitCollection(userInterfaceLevel: .base),
            ])
            for screen in screens {
                for window in screen.windows { window.refreshAppearance(tell: false) }
            }
            for (screen, old) in zip(screens, oldTraits) { screen.traitsDidChange(from: old) }
        }
    }
}

extension UIUserInterfaceStyle {
    /// The style `FRAMEKIT_APPEARANCE` (or the control socket) names.
    init(_ choice: AppearanceChoice) {
        self = choice == .dark ? .dark : .light
    }
}
