import Foundation

/// Links in a text view: drawn with `linkTextAttributes`, opened by a tap when the text cannot be edited (the
/// delegate's `shouldInteractWith` first), and found by `dataDetectorTypes` in such text.
extension UITextView {
    /// The link under `point` (the view's coordinates) and the characters it covers: a `.link` run's `URL`, or a
    /// string that makes one.
    func link(at point: CGPoint) -> (URL, NSRange)? {
        guard textStorage.length > 0 else { return nil }
        let inContainer = CGPoint(x: point.x - textContainerInset.left, y: point.y - textContainerInset.top)
        let glyph = layoutManager.glyphIndex(for: inContainer, in: textContainer)
        // The nearest character must be under the finger (give or take a few points), not at the end of a line
        // the tap missed.
        let box = layoutManager.boundingRect(forGlyphRange: NSRange(location: glyph, length: 1), in: textContainer)
        guard box.insetBy(dx: -4, dy: -4).contains(inContainer) else { return nil }
        var range = NSRange(location: NSNotFound, length: 0)
        let value = textStorage.attribute(.link, at: glyph, effectiveRange: &range)
        guard let url = (value as? URL) ?? (value as? String).flatMap(URL.init(string:)) else { return nil }
        return (url, range)
    }

    /// Opens a tapped link unless the delegate takes it.
    func open(_ url: URL, in range: NSRange) {
        guard textDelegate?.textView(self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction) ?? true
        else { return }
        UIApplication.shared.open(url)
    }

    /// Hands the link attributes to the layout manager (links are drawn again).
    func showLinkAttributes() {
        layoutManager.linkAttributes = linkTextAttributes
    }

    /// Makes the web addresses and phone numbers `dataDetectorTypes` asks for into links, in text that cannot be
    /// edited; characters that are links already stay as they are.
    func detectData() {
        guard !isEditable, !dataDetectorTypes.isEmpty else { return }
        let found = DataDetection.links(in: textStorage.string, types: dataDetectorTypes)
        guard !found.isEmpty else { return }
        textStorage.beginEditing()
        for (range, url) in found where textStorage.attribute(.link, at: range.location, effectiveRange: nil) == nil {
            textStorage.addAttribute(.link, value: url, range: range)
        }
        textStorage.endEditing()
    }
}
