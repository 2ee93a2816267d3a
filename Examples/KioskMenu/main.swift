import FrameKit
import Foundation

// A café ordering kiosk, written as UIKit code: a tab bar with the menu and the order. The menu is a compositional
// collection of dishes in categories (pinned headers, images, a diffable data source with cell registrations) that
// pull to refresh brings today's special into; a tap adds a dish to the order. The order is a table with the running
// total, swipe to delete and an alert to confirm payment. What happens is logged. Its text is in English, German and
// Arabic (Localizable.xcstrings): FRAMEKIT_LOCALE=de or ar shows it so, Arabic mirrored right to left. A second
// screen (a customer-facing panel on the board's other HDMI port) shows the order and its total as it grows, and
// the customer chooses a tip there once something is ordered.

struct Dish: Hashable, Sendable {
    let name: String
    let cents: Int
    let image: String

    var price: String { String(format: "€%d.%02d", cents / 100, cents % 100) }
    /// The dish's name in the kiosk's language.
    var title: String { String(localized: String.LocalizationValue(name)) }

    /// The dish's picture from the app's resources.
    @MainActor var picture: UIImage? {
        Bundle.module.path(forResource: image, ofType: "png", inDirectory: "Images").flatMap(UIImage.init(contentsOfFile:))
    }
}

/// The order being put together, shared by both tabs.
@MainActor
final class Order {
    static let shared = Order()
    private(set) var dishes: [Dish] = []
    /// The tip the customer chose, in percent of the dishes' prices.
    var tipPercent = 0 {
        didSet { changed.forEach { $0() } }
    }
    var changed: [() -> Void] = []

    var total: String {
        let cents = dishes.reduce(0) { $0 + $1.cents }
        return Dish(name: "", cents: cents + (cents * tipPercent + 50) / 100, image: "").price
    }

    func add(_ dish: Dish) {
        dishes.append(dish)
        changed.forEach { $0() }
    }

    func remove(at index: Int) {
        dishes.remove(at: index)
        changed.forEach { $0() }
    }

    func clear() {
        dishes.removeAll()
        tipPercent = 0
        changed.forEach { $0() }
    }
}

// MARK: The menu

/// A dish: its picture, name and price.
final class DishCell: UICollectionViewCell {
    let picture = UIImageView()
    let name = UILabel()
    let price = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        contentView.layer.cornerRadius = 12
        name.font = .preferredFont(forTextStyle: .headline)
        name.textAlignment = .center
        price.font = .preferredFont(forTextStyle: .subheadline)
        price.textColor = .secondaryLabel
        price.textAlignment = .center
        picture.contentMode = .scaleAspectFit
        let selected = UIView()
        selected.backgroundColor = .systemGray4
        selected.layer.cornerRadius = 12
        selectedBackgroundView = selected
        for view in [picture, name, price] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        picture.frame = CGRect(x: 0, y: 10, width: bounds.width, height: bounds.height - 60)
        name.frame = CGRect(x: 4, y: bounds.height - 48, width: bounds.width - 8, height: 22)
        price.frame = CGRect(x: 4, y: bounds.height - 26, width: bounds.width - 8, height: 18)
    }
}

/// A category's title over its dishes.
final class CategoryHeader: UICollectionReusableView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemGray6
        title.font = .preferredFont(forTextStyle: .title3)
        addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = bounds.insetBy(dx: 16, dy: 6)
    }
}

final class MenuViewController: UICollectionViewController {
    private var menu: [(category: String, dishes: [Dish])] = [
        ("Coffee", [Dish(name: "Espresso", cents: 220, image: "coffee"), Dish(name: "Flat white", cents: 340, image: "coffee"),
                    Dish(name: "Latte", cents: 360, image: "coffee"), Dish(name: "Mocha", cents: 390, image: "coffee")]),
        ("Tea", [Dish(name: "Green tea", cents: 250, image: "tea"), Dish(name: "Chai", cents: 320, image: "tea")]),
        ("Food", [Dish(name: "Brownie", cents: 280, image: "cake"), Dish(name: "Cheesecake", cents: 450, image: "cake"),
                  Dish(name: "Club sandwich", cents: 690, image: "sandwich")]),
    ]
    private var dataSource: UICollectionViewDiffableDataSource<String, Dish>!

    init() {
        super.init(collectionViewLayout: MenuViewController.makeLayout())
        title = String(localized: "Menu")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Three dishes a row, each a third of the width with a little room around it, under a pinned category header.
    private static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(170)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 10, bottom: 16, trailing: 10)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = UIColor(white: 0.94, alpha: 1)
        let cells = UICollectionView.CellRegistration<DishCell, Dish> { cell, _, dish in
            cell.picture.image = dish.picture
            cell.name.text = dish.title
            cell.price.text = dish.price
        }
        let headers = UICollectionView.SupplementaryRegistration<CategoryHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] header, _, indexPath in
            header.title.text = dataSource.sectionIdentifier(for: indexPath.section).map { String(localized: String.LocalizationValue($0)) }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collection, indexPath, dish in
            collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: dish)
        }
        dataSource.supplementaryViewProvider = { collection, _, indexPath in
            collection.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: MenuViewController.refresh, for: .valueChanged)
        collectionView.refreshControl = refresh
        showMenu(animated: false)
    }

    private func showMenu(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<String, Dish>()
        for (category, dishes) in menu {
            snapshot.appendSections([category])
            snapshot.appendItems(dishes, toSection: category)
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// Pulling the menu down fetches today's special (a second's wait stands in for the network).
    func refresh(_ sender: UIControl) {
        print("KioskMenu: refreshing the menu")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                if !self.menu.contains(where: { $0.category == "Today's special" }) {
                    self.menu.insert(("Today's special", [Dish(name: "Lemon tart", cents: 420, image: "cake")]), at: 0)
                }
                self.showMenu(animated: true)
                self.collectionView.refreshControl?.endRefreshing()
                print("KioskMenu: today's special is on the menu")
            }
        }
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let dish = dataSource.itemIdentifier(for: indexPath) else { return }
        Order.shared.add(dish)
        collectionView.deselectItem(at: indexPath, animated: true)
        print("KioskMenu: added \(dish.name), order total \(Order.shared.total)")
    }
}

// MARK: The order

final class OrderViewController: UITableViewController {
    private let totalLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 60))

    init() {
        super.init(style: .insetGrouped)
        title = String(localized: "Order")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "line")
        totalLabel.font = .preferredFont(forTextStyle: .title2)
        totalLabel.textAlignment = .center
        tableView.tableFooterView = totalLabel
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: String(localized: "Pay"), style: .done, primaryAction: UIAction { [unowned self] _ in confirmPayment() })
        Order.shared.changed.append { [weak self] in self?.orderChanged() }
        orderChanged()
    }

    private func orderChanged() {
        tableView.reloadData()
        totalLabel.text = String(localized: "\(Order.shared.dishes.count) items, total \(Order.shared.total)")
        navigationController?.tabBarItem.badgeValue = Order.shared.dishes.isEmpty ? nil : "\(Order.shared.dishes.count)"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Order.shared.dishes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        let dish = Order.shared.dishes[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = dish.title
        content.secondaryText = dish.price
        content.image = dish.picture
        content.imageProperties.maximumSize = CGSize(width: 28, height: 28)
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let delete = UIContextualAction(style: .destructive, title: String(localized: "Remove")) { _, _, done in
            let dish = Order.shared.dishes[indexPath.row]
            Order.shared.remove(at: indexPath.row)
            print("KioskMenu: removed \(dish.name), order total \(Order.shared.total)")
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func confirmPayment() {
        guard !Order.shared.dishes.isEmpty else { return }
        let alert = UIAlertController(
            title: String(localized: "Pay \(Order.shared.total)?"),
            message: String(localized: "Tap your card on the reader after confirming."), preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: String(localized: "Cancel"), style: .cancel))
        let pay = UIAlertAction(title: String(localized: "Pay"), style: .default) { _ in
            print("KioskMenu: paid \(Order.shared.total)")
            Order.shared.clear()
        }
        alert.addAction(pay)
        alert.preferredAction = pay
        present(alert, animated: true)
    }
}

// MARK: The customer's screen

/// What a second, customer-facing screen shows: the order as it is put together and its total, large.
final class CustomerDisplayViewController: UIViewController {
    private let lines = UILabel()
    private let total = UILabel()
    private static let tips = [0, 5, 10]
    private let tip = UISegmentedControl(items: [String(localized: "No tip"), "5 %", "10 %"])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.1, green: 0.12, blue: 0.16, alpha: 1)
        let heading = UILabel()
        heading.text = String(localized: "Your order")
        heading.font = .preferredFont(forTextStyle: .largeTitle)
        lines.numberOfLines = 0
        lines.font = .preferredFont(forTextStyle: .title2)
        total.font = .boldSystemFont(ofSize: 44)
        for label in [heading, lines, total] { label.textColor = .white }
        // Light titles on the dark screen; the chosen one dark on its white plate.
        tip.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
        tip.setTitleTextAttributes([.foregroundColor: UIColor.black], for: .selected)
        tip.addAction(UIAction { [weak self] _ in self?.tipChosen() }, for: .valueChanged)
        let stack = UIStackView(arrangedSubviews: [heading, lines, total, tip])
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 48),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -48),
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
        ])
        Order.shared.changed.append { [weak self] in self?.orderChanged() }
        orderChanged()
    }

    private func orderChanged() {
        let dishes = Order.shared.dishes
        lines.text = dishes.isEmpty
            ? String(localized: "Choose on the screen in front of you.")
            : dishes.map { "\($0.title)  \($0.price)" }.joined(separator: "\n")
        total.text = Order.shared.total
        tip.isHidden = dishes.isEmpty
        tip.selectedSegmentIndex = Self.tips.firstIndex(of: Order.shared.tipPercent) ?? 0
    }

    private func tipChosen() {
        Order.shared.tipPercent = Self.tips[max(tip.selectedSegmentIndex, 0)]
        print("KioskMenu: tip \(Order.shared.tipPercent)%, order total \(Order.shared.total)")
    }
}

// MARK: The app

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let menu = UINavigationController(rootViewController: MenuViewController())
        menu.tabBarItem = UITabBarItem(title: String(localized: "Menu"), image: nil, tag: 0)
        let order = UINavigationController(rootViewController: OrderViewController())
        order.tabBarItem = UITabBarItem(title: String(localized: "Order"), image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [menu, order]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        // A second screen (a customer-facing panel) shows the order, as iOS apps without scenes do it: the screens
        // there at launch, and any connected later.
        for screen in UIScreen.screens.dropFirst() { showOrder(on: screen) }
        _ = NotificationCenter.default.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: .main) { note in
            let screen = note.object as? UIScreen
            MainActor.assumeIsolated { if let screen { self.showOrder(on: screen) } }
        }
        _ = NotificationCenter.default.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: .main) { note in
            let screen = note.object as? UIScreen
            MainActor.assumeIsolated { self.customerWindows.removeAll { $0.screen === screen } }
        }
        return true
    }

    private var customerWindows: [UIWindow] = []

    private func showOrder(on screen: UIScreen) {
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = CustomerDisplayViewController()
        window.isHidden = false
        customerWindows.append(window)
        print("KioskMenu: showing the order on a second screen (\(Int(screen.bounds.width))x\(Int(screen.bounds.height)) points)")
    }
}

UIApplicationMain(delegateClass: AppDelegate.self)
