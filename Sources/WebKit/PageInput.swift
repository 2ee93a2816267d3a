import FrameKit
import Foundation

/// The page's focused text field as UIKit sees it: while an editable element of the page has focus, this hidden
/// subview of the web view is first responder, so the on-screen keyboard comes up with the element's kind (an e-mail
/// field gets the e-mail keys, a password field secure entry), and what the keyboard types reaches the page as key
/// events. Keys a hardware keyboard presses go through the web view (`WKWebView.pressesBegan`).
@MainActor
final class PageInput: UIView, UIKeyInput, UITextInputTraits {
    var keyboardType: UIKeyboardType = .default
    var returnKeyType: UIReturnKeyType = .default
    var autocapitalizationType: UITextAutocapitalizationType = .none
    var autocorrectionType: UITextAutocorrectionType = .no
    var isSecureTextEntry = false
    var enablesReturnKeyAutomatically = false

    private weak var webView: WKWebView?

    init(webView: WKWebView) {
        self.webView = webView
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    @discardableResult
    override func resignFirstResponder() -> Bool {
        guard super.resignFirstResponder() else { return false }
        // Focus may only be passing back to the web view: the page's focus is looked at once the change is done.
        DispatchQueue.main.async { [weak webView] in webView?.updatePageFocus() }
        return true
    }

    /// The element's traits, from what the page said of it: its `type`, `inputmode` and `enterkeyhint`.
    func adopt(type: String, inputMode: String, enterKeyHint: String) {
        keyboardType =
            switch (inputMode, type) {
            case ("numeric", _): .numberPad
            case ("decimal", _), (_, "number"): .decimalPad
            case ("tel", _), (_, "tel"): .phonePad
            case ("email", _), (_, "email"): .emailAddress
            case ("url", _), (_, "url"): .URL
            default: .default
            }
        isSecureTextEntry = type == "password"
        returnKeyType =
            switch enterKeyHint {
            case "go": .go
            case "search": .search
            case "send": .send
            case "next": .next
            case "done": .done
            default: type == "search" ? .search : .default
            }
        reloadInputViews()
    }

    var hasText: Bool { true }
    func insertText(_ text: String) { webView?.typeIntoPage(text) }
    func deleteBackward() { webView?.pressOnPage(PageKeys.backspace) }
}
