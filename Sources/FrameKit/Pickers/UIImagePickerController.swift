import Foundation

/// Picks a photo, as UIKit's: the photo library is a folder of images the kiosk's operator fills
/// (`FRAMEKIT_PHOTOS`), shown as a grid of thumbnails, newest first, with Cancel; a tap gives the delegate the image
/// and its file. There is no camera: FrameKit does not capture from V4L2 devices, so `.camera` is never available
/// (`isSourceTypeAvailable(.camera)` is false, and a picker asked for it shows the library, with a log line).
/// `allowsEditing` is kept but there is no crop screen: the edited image is the original.
@MainActor
open class UIImagePickerController: UINavigationController {
    /// Where photos come from.
    public enum SourceType: Int, Sendable {
        /// The photo library: the `FRAMEKIT_PHOTOS` folder.
        case photoLibrary
        /// A camera: never available on FrameKit.
        case camera
        /// The saved photos album: the same folder.
        case savedPhotosAlbum
    }

    /// The keys of what the delegate is given.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The image as it is on disk.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image after editing (the original: FrameKit has no crop screen).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The image file's URL.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// `"public.image"`.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The crop rectangle (the whole image).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// A movie's URL (never given: the library holds images).
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    }

    /// The folder the photo library is (`FRAMEKIT_PHOTOS`); nil: no library.
    static var photoLibraryDirectory: String?

    /// Whether `sourceType` can be picked from: the library when its folder exists; never a camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera && PhotoLibrary(directory: photoLibraryDirectory).isAvailable
    }

    /// The media types `sourceType` offers: images, when it is available.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    /// Where photos come from; `.photoLibrary` by default.
    open var sourceType: SourceType = .photoLibrary
    /// The media types offered (images only are shown).
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the user may crop the photo: kept, not offered (the edited image is the original).
    open var allowsEditing = false

    private let grid = PhotoGridViewController()

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        setViewControllers([grid], animated: false)
        grid.picker = self
    }

    /// Pickers are not made by storyboards.
    public required init?(coder: NSCoder) { nil }

    open override func viewWillAppear(_ animated: Bool) {
        if sourceType == .camera {
            Self.logger.error("UIImagePickerController: no camera on FrameKit (isSourceTypeAvailable(.camera) is false); showing the photo library")
        }
        grid.library = PhotoLibrary(directory: Self.photoLibraryDirectory)
        super.viewWillAppear(animated)
    }

    /// The user chose the photo at `url`.
    func picked(_ url: URL) {
        guard let image = UIImage(contentsOfFile: url.path) else {
            return Self.logger.error("UIImagePickerController: \(url.path) cannot be read as an image; pick another")
        }
        let info: [InfoKey: Any] = [
            .originalImage: image, .editedImage: image, .imageURL: url, .mediaType: "public.image",
            .cropRect: CGRect(origin: .zero, size: image.size),
        ]
        if let delegate = delegate as? UIImagePickerControllerDelegate {
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    /// The user cancelled.
    func cancelled() {
        if let delegate = delegate as? UIImagePickerControllerDelegate { delegate.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
    }
}

/// The photo library's folder: its image files, newest first.
struct PhotoLibrary {
    let directory: String?

    /// Whether the folder is there.
    var isAvailable: Bool {
        var isDirectory: ObjCBool = false
        guard let directory else { return false }
        return FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The images, newest first (by modification date, then name).
    var photos: [URL] {
        guard let directory else { return [] }
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let files = (try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.contentModificationDateKey], options: [.skipsHiddenFiles])) ?? []
        let images = files.filter { ["png", "jpg", "jpeg", "gif", "webp", "svg"].contains($0.pathExtension.lowercased()) }
        func date(_ url: URL) -> Date { (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast }
        return images.sorted { (date($0), $1.lastPathComponent) > (date($1), $0.lastPathComponent) }
    }
}

/// The picker's grid: square thumbnails, four or more to a row, each decoded at its size.
@MainActor
final class PhotoGridViewController: UICollectionViewController {
    weak var picker: UIImagePickerController?
    var library = PhotoLibrary(directory: nil) {
        didSet {
            photos = library.photos
            if isViewLoaded { collectionView.reloadData() }
        }
    }
    private var photos: [URL] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
        title = "Photos"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.picker?.cancelled() })
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let width = view.bounds.width
        let columns = max(4, (width / 120).rounded(.down))
        let side = ((width - (columns - 1) * 2) / columns).rounded(.down)
        if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? PhotoCell)?.show(photos[indexPath.item])
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        picker?.picked(photos[indexPath.item])
    }
}

/// A thumbnail, filling its square.
@MainActor
private final class PhotoCell: UICollectionViewCell {
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) { nil }

    func show(_ url: URL) {
        let side = max(bounds.width, 1)
        imageView.image = UIImage(contentsOfFile: url.path)?.preparingThumbnail(of: CGSize(width: side, height: side))
    }
}
