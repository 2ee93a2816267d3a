import Foundation

/// Brings the keyboard up and down for one screen, as UIKit's input system does: when the key window's first
/// responder takes text (`UIKeyInput`) and no typing keyboard is attached, the on-screen keyboard slides up from the
/// bottom; a responder's `inputView` replaces it and its `inputAccessoryView` sits on top (alone when a hardware
/// keyboard is in use). Changes are settled once per frame, after input, so a field handing focus to the next one
/// keeps the keyboard up without a hide and show. Every change posts UIKit's keyboard notifications (their object
/// the screen, as since iOS 16) inside the keyboard's animation and moves each `keyboardLayoutGuide` with it.
@MainActor
final class KeyboardPresenter: KeyboardViewClient {
    static let animationDuration: TimeInterval = 0.25
    /// UIKit's keyboard curve number, posted in `keyboardAnimationCurveUserInfoKey`.
    static let animationCurve = 7
    /// Keyboard windows sit above every app window.
    static let windowLevel: CGFloat = 10_000_000

    private unowned let screen: UIScreen
    private var window: PassThroughWindow?
    /// Holds the accessory and the input view, at the keyboard's frame; made with the window.
    private lazy var container: UIView = {
        let container = UIView()
        container.clipsToBounds = false
        return container
    }()
    /// The on-screen keyboard, made the first time it is shown.
    private(set) var keyboardView: KeyboardView?
    private var shown: (input: UIView?, accessory: UIView?) = (nil, nil)
    /// The keyboard's frame in screen coordinates once its animation ends; nil while it is down.
    private(set) var frame: CGRect?
    private var needsUpdate = false
    private var needsReload = false
    private weak var client: UIResponder?
    /// A keyboard with letter keys is plugged in, or one without a device report was typed on (scripted input).
    private var letterKeyboardAttached = false
    private var hardwareKeyTyped = false

    init(screen: UIScreen) {
        self.screen = screen
    }

    var isHardwareKeyboardInUse: Bool { letterKeyboardAttached || hardwareKeyTyped }

    /// Settles the keyboard in the next frame (first responder, traits, input views or the screen changed).
    func setNeedsUpdate(reloading: Bool = false) {
        needsUpdate = true
        needsReload = needsReload || reloading
        screen.setNeedsFrame()
    }

    /// The input devices changed: whether any of them can type.
    func letterKeyboardsChanged(attached: Bool) {
        guard attached != letterKeyboardAttached else { return }
        letterKeyboardAttached = attached
        if !attached { hardwareKeyTyped = false }
        setNeedsUpdate()
    }

    /// A key that types was pressed on a hardware keyboard: as on iOS, the on-screen keyboard gives way.
    func hardwareKeyWasTyped() {
        guard !hardwareKeyTyped else { return }
        hardwareKeyTyped = true
        setNeedsUpdate()
    }

    // MARK: Settling

    /// Called by the frame pipeline after the input phase.
    func updateIfNeeded() {
        guard needsUpdate else { return }
        needsUpdate = false
        let responder = screen.keyWindow?.firstResponder
        let isNewClient = responder !== client
        client = responder
        let input = responder.flatMap { inputView(for: $0, fresh: isNewClient || needsReload) }
        needsReload = false
        present(input: input, accessory: responder?.inputAccessoryView)
    }

    /// What shows in the keyboard's place for `responder`: its own input view, else the on-screen keyboard set up
    /// for its traits when it takes text and nothing else can type.
    private func inputView(for responder: UIResponder, fresh: Bool) -> UIView? {
        if let custom = responder.inputView { return custom }
        guard responder.takesTypedText, !isHardwareKeyboardInUse else { return nil }
        let traits = responder as? UITextInputTraits
        let layout = KeyboardLayout(keymap: screen.inputRouter.keyboard.currentKeymap(), keyboardType: traits?.keyboardType ?? .default)
        let keyboard = keyboardView ?? KeyboardView(layout: layout, loop: screen.loop)
        keyboardView = keyboard
        keyboard.client = self
        keyboard.configure(layout: layout)
        keyboard.returnKeyType = traits?.returnKeyType ?? .default
        keyboard.enablesReturnKeyAutomatically = traits?.enablesReturnKeyAutomatically ?? false
        keyboard.autocapitalizationType = traits?.autocapitalizationType ?? .none
        if fresh { keyboard.reset() }
        return keyboard
    }

    private func present(input: UIView?, accessory: UIView?) {
        let bounds = screen.bounds
        let inputHeight = input.map(height(of:)) ?? 0
        let accessoryHeight = accessory.map(height(of:)) ?? 0
        let height = inputHeight + accessoryHeight
        let end = height > 0 ? CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height) : nil
        let contentChanged = input !== shown.input || accessory !== shown.accessory
        guard end != frame || contentChanged else { return }
        let window = keyboardWindow()
        let below = { (h: CGFloat) in CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: h) }
        let begin = frame ?? below(height)
        let finalFrame = end ?? below(frame?.height ?? 0)
        UIView.performWithoutAnimation {
            if frame == nil { container.frame = window.convert(begin, from: nil) }
            if let end {
                place(input: input, accessory: accessory, heights: (inputHeight, accessoryHeight), width: end.width)
            }
        }
        let changed = end != frame
        frame = end
        guard changed else { return }
        animate(from: begin, to: finalFrame, showing: end != nil)
    }

    /// Puts the new content in the container (the old content leaves at once; a hiding keyboard keeps its content
    /// until it is off screen).
    private func place(
        input: UIView?, accessory: UIView?, heights: (input: CGFloat, accessory: CGFloat), width: CGFloat
    ) {
        for old in [shown.input, shown.accessory].compactMap({ $0 }) where old !== input && old !== accessory {
            old.removeFromSuperview()
        }
        shown = (input, accessory)
        if let accessory {
            if accessory.superview !== container { container.addSubview(accessory) }
            accessory.frame = CGRect(x: 0, y: 0, width: width, height: heights.accessory)
        }
        if let input {
            if input.superview !== container { container.addSubview(input) }
            input.frame = CGRect(x: 0, y: heights.accessory, width: width, height: heights.input)
        }
    }

    /// The keyboard's animation, with UIKit's notifications: will-notifications inside the animation block (an
    /// observer's layout animates along), did-notifications when it ends.
    private func animate(from begin: CGRect, to end: CGRect, showing: Bool) {
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        let options = UIView.AnimationOptions(rawValue: UInt(Self.animationCurve) << 16)
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: options, animations: {
            center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: screen, userInfo: userInfo)
            center.post(
                name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                object: screen, userInfo: userInfo)
            if let window { container.frame = window.convert(end, from: nil) }
            moveGuides()
        }, completion: { [weak self, weak screen] _ in
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: screen, userInfo: userInfo)
            center.post(
                name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                object: screen, userInfo: userInfo)
            self?.finishHiding()
        })
    }

    /// Once down, the keyboard's window leaves the screen so it costs nothing.
    private func finishHiding() {
        guard frame == nil, let window else { return }
        for view in [shown.input, shown.accessory].compactMap({ $0 }) { view.removeFromSuperview() }
        shown = (nil, nil)
        window.isHidden = true
    }

    private func keyboardWindow() -> PassThroughWindow {
        PassThroughWindow.shown(&window, on: screen, level: Self.windowLevel, content: container)
    }

    /// An input or accessory view's height: the on-screen keyboard's for this screen, else the view's frame's, else
    /// its intrinsic height.
    private func height(of view: UIView) -> CGFloat {
        if view === keyboardView { return KeyboardView.height(for: screen.bounds) }
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : 0
    }

    // MARK: Layout guides

    private static var guides: [WeakGuide] = []
    private struct WeakGuide { weak var guide: UIKeyboardLayoutGuide? }

    static func track(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakGuide(guide: guide))
    }

    /// Each guide on this screen takes the keyboard's new height, and its window lays out inside the animation.
    private func moveGuides() {
        var windows: [UIWindow] = []
        for case let guide? in Self.guides.map(\.guide) {
            guard let owner = guide.owningView, let window = owner.window, window.screen === screen else { continue }
            owner.layoutEngine?.guideInsetsDidChange(of: owner)
            if !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.layoutIfNeeded() }
    }

    // MARK: KeyboardViewClient

    private var input: UIKeyInput? { screen.keyWindow?.firstResponder as? UIKeyInput }

    func keyboardInsert(_ text: String) { input?.insertText(text) }
    func keyboardDeleteBackward() { input?.deleteBackward() }
    var keyboardInputHasText: Bool { input?.hasText ?? false }
    var keyboardContextBeforeInput: String? {
        (screen.keyWindow?.firstResponder as? TextDocumentContext)?.documentContextBeforeInput
    }
}

extension UIScreen {
    /// Where the on-screen keyboard's key that types `text` (or shows it as its title) is, in screen points, while
    /// the keyboard is up: for FrameKitTesting's taps on it.
    package func onScreenKeyCenter(typing text: String) -> CGPoint? {
        guard let view = keyboard.keyboardView, view.window != nil, let face = view.faceOfKey(typing: text) else {
            return nil
        }
        let rect = view.convert(face, to: nil)
        return CGPoint(x: rect.midX, y: rect.midY)
    }
}
