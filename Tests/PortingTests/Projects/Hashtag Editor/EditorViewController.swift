import UIKit

/// A note editor on a hand-built TextKit stack: the text storage subclass highlights hashtags, and a label lists
/// them as the text changes.
class EditorViewController: UIViewController, UITextViewDelegate {

    private let textStorage = HashtagTextStorage()
    private var textView: UITextView!
    private let hashtagsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hashtag Editor"
        view.backgroundColor = .systemBackground

        let layoutManager = NSLayoutManager()
        textStorage.addLayoutManager(layoutManager)
        let textContainer = NSTextContainer(size: CGSize(width: view.bounds.width, height: .greatestFiniteMagnitude))
        textContainer.widthTracksTextView = true
        layoutManager.addTextContainer(textContainer)

        textView = UITextView(frame: .zero, textContainer: textContainer)
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.delegate = self
        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.layer.borderColor = UIColor.separator.cgColor
        textView.layer.borderWidth = 1
        view.addSubview(textView)

        hashtagsLabel.numberOfLines = 0
        hashtagsLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hashtagsLabel)

        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            textView.heightAnchor.constraint(equalToConstant: 120),
            hashtagsLabel.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 12),
            hashtagsLabel.leadingAnchor.constraint(equalTo: textView.leadingAnchor),
            hashtagsLabel.trailingAnchor.constraint(equalTo: textView.trailingAnchor),
        ])

        textView.text = "Market day #fresh #local"
        updateHashtags()
    }

    func textViewDidChange(_ textView: UITextView) {
        updateHashtags()
    }

    private func updateHashtags() {
        hashtagsLabel.text = "Hashtags: " + textStorage.hashtags.joined(separator: " ")
    }
}
