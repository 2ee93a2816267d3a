import FrameKit

/// A museum's guide on a wall-mounted panel: a split view with the galleries and their rooms as an outline in the
/// sidebar and the chosen room beside it, written as an iOS 14 app writes one (`UISplitViewController(style:)`, a
/// list layout, cell registrations, a diffable data source fed section snapshots). Museums are dim: it follows
/// `FRAMEKIT_APPEARANCE=dark`, and a room's "Share" button offers Copy through the share sheet.

struct Room: Hashable {
    let name: String
    let floor: Int
    let summary: String
}

enum Entry: Hashable {
    case gallery(String)
    case room(Room)
}

let galleries: [(String, [Room])] = [
    ("Antiquity", [
        Room(name: "Egyptian Hall", floor: 0, summary: "Coffins, papyri and a reconstructed tomb chapel from Saqqara."),
        Room(name: "Greek Vases", floor: 0, summary: "Black- and red-figure pottery from Athens and its colonies."),
    ]),
    ("Old Masters", [
        Room(name: "Flemish Painting", floor: 1, summary: "Altarpieces and portraits from Bruges, Ghent and Antwerp."),
        Room(name: "Italian Renaissance", floor: 1, summary: "Panels and frescoes from Florence and Venice."),
    ]),
    ("Modern Art", [
        Room(name: "Impressionists", floor: 2, summary: "Light and weather: landscapes painted out of doors."),
    ]),
]

/// The sidebar: galleries that open to their rooms.
final class GalleriesViewController: UIViewController, UICollectionViewDelegate {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Entry>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Galleries"
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let galleryCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.textProperties.font = .boldSystemFont(ofSize: 17)
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let roomCell = UICollectionView.CellRegistration<UICollectionViewListCell, Room> { cell, _, room in
            var content = cell.defaultContentConfiguration()
            content.text = room.name
            content.secondaryText = "Floor \(room.floor)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, entry in
            switch entry {
            case .gallery(let name): collectionView.dequeueConfiguredReusableCell(using: galleryCell, for: indexPath, item: name)
            case .room(let room): collectionView.dequeueConfiguredReusableCell(using: roomCell, for: indexPath, item: room)
            }
        }

        var outline = NSDiffableDataSourceSectionSnapshot<Entry>()
        for (gallery, rooms) in galleries {
            outline.append([.gallery(gallery)])
            outline.append(rooms.map(Entry.room), to: .gallery(gallery))
        }
        outline.expand([.gallery(galleries[0].0), .gallery(galleries[1].0)])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard collectionView.indexPathsForSelectedItems?.isEmpty ?? true,
            let first = dataSource.indexPath(for: .room(galleries[0].1[0]))
        else { return }
        collectionView.selectItem(at: first, animated: false, scrollPosition: [])
        show(galleries[0].1[0])
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard case .room(let room) = dataSource.itemIdentifier(for: indexPath) else { return }
        print("MuseumGuide: \(room.name)")
        show(room)
    }

    private func show(_ room: Room) {
        (splitViewController?.viewController(for: .secondary) as? RoomViewController)?.room = room
        splitViewController?.show(.secondary)
    }
}

/// A room: its name, floor and what is in it.
final class RoomViewController: UIViewController {
    var room: Room? { didSet { showRoom() } }
    private let name = UILabel()
    private let floor = UILabel()
    private let summary = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        name.font = .boldSystemFont(ofSize: 30)
        floor.font = .preferredFont(forTextStyle: .subheadline)
        floor.textColor = .secondaryLabel
        summary.font = .preferredFont(forTextStyle: .body)
        summary.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [name, floor, summary])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Share", image: nil, primaryAction: UIAction { [weak self] _ in self?.share() })
        showRoom()
    }

    private func showRoom() {
        guard isViewLoaded else { return }
        title = room?.name
        name.text = room?.name
        floor.text = room.map { "Floor \($0.floor)" }
        summary.text = room?.summary
    }

    private func share() {
        guard let room else { return }
        let sheet = UIActivityViewController(activityItems: ["\(room.name), floor \(room.floor)"], applicationActivities: nil)
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true)
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredPrimaryColumnWidth = 280
        split.setViewController(GalleriesViewController(), for: .primary)
        split.setViewController(RoomViewController(), for: .secondary)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = split
        window?.makeKeyAndVisible()
        return true
    }
}

UIApplicationMain(delegateClass: AppDelegate.self)
