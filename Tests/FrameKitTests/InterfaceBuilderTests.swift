import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

// Controllers and views the Xcode-written fixtures (Tests/FrameKitTests/Storyboards/*.storyboard, *.xib) name.

@MainActor
final class GalleryMenuController: UIViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad children=\(children.count)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should \(identifier)")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "nil") → \(type(of: segue.destination))\(segue is CrossFadeSegue ? " by CrossFadeSegue" : "")")
    }

    func unwindToMenu(_ segue: UIStoryboardSegue) {
        log.append("unwind from \(type(of: segue.source))")
    }

    static let actions: Void = UIStoryboard.registerActions(StoryboardAction("unwindToMenu:", GalleryMenuController.unwindToMenu))
}

@MainActor final class GalleryDetailController: UIViewController {}

/// Gallery.storyboard's custom segue (`kind="custom" customClass="CrossFadeSegue"`): pushes without the slide.
@MainActor
final class CrossFadeSegue: UIStoryboardSegue {
    override func perform() {
        destination.view.alpha = 0
        source.navigationController?.pushViewController(destination, animated: false)
        UIView.animate(withDuration: 0.3) { self.destination.view.alpha = 1 }
    }
}
@MainActor final class GalleryModalController: UIViewController {}

@MainActor
final class GalleryBadgeController: UIViewController {
    @Outlet var countLabel: UILabel!
}

@MainActor
final class RatingView: UIView {
    var stars = 0

    override func setValue(_ value: Any?, forStoryboardKeyPath keyPath: String) -> Bool {
        guard keyPath == "stars", let value = value as? Double else { return super.setValue(value, forStoryboardKeyPath: keyPath) }
        stars = Int(value)
        return true
    }
}

@MainActor
final class ControlsController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @OutletCollection var switches: [UISwitch]
    @Outlet var slider: UISlider!
    @Outlet var table: UITableView!
    var log: [String] = []

    func switchChanged(_ sender: UISwitch) { log.append("switch \(sender.isOn)") }
    func resetAll(_ sender: UIButton) { log.append("reset from \(sender.title(for: .normal) ?? "")") }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    static let actions: Void = UIStoryboard.registerActions(
        StoryboardAction("switchChanged:", ControlsController.switchChanged),
        StoryboardAction("resetAll:", ControlsController.resetAll))
}

@MainActor
final class ProfileCardOwner {
    @Outlet var card: ProfileCardView!
    @Outlet var nameLabel: UILabel!
    @Outlet var heightConstraint: NSLayoutConstraint!
    var followed: [String] = []

    func follow(_ sender: UIButton) { followed.append(sender.title(for: .normal) ?? "") }

    static let actions: Void = UIStoryboard.registerActions(StoryboardAction("follow:", ProfileCardOwner.follow))
}

@MainActor
final class ProfileCardView: UIView {
    @Outlet var nameLabel: UILabel!
    var nameWhenAwoken: String?

    override func awakeFromNib() {
        super.awakeFromNib()
        nameWhenAwoken = nameLabel?.text
    }
}

@MainActor
final class NibScreenViewController: UIViewController {
    @Outlet var heading: UILabel!
}

@MainActor
@Suite(.serialized) struct InterfaceBuilderTests {
    private func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    private func gallery(_ app: HeadlessApp) throws -> (UITabBarController, GalleryMenuController) {
        GalleryMenuController.actions
        ControlsController.actions
        let storyboard = try UIStoryboard.load(name: "Gallery", bundle: storyboardBundle)
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        app.window.rootViewController = tabs
        try app.runUntilIdle()
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        return (tabs, try #require(navigation.topViewController as? GalleryMenuController))
    }

    // MARK: Scenes and segues

    @Test func relationshipsAndAStoryboardReferenceBuildTheContainers() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 800))
        let (tabs, menu) = try gallery(app)
        #expect(tabs.viewControllers?.count == 2 && tabs.viewControllers?.last is ControlsController)
        #expect(tabs.tabBar.items?.map(\.title) == ["Menu", "Settings"], "the reference's own tab bar item wins")
        #expect(menu.navigationItem.title == "Gallery" && menu.storyboard != nil)
        let detail = UIStoryboard(name: "Gallery", bundle: storyboardBundle).instantiateViewController(withIdentifier: "Detail")
        #expect(detail is GalleryDetailController && detail.navigationItem.title == "Photo")
        let typed: GalleryDetailController = UIStoryboard(name: "Gallery", bundle: storyboardBundle)
            .instantiateViewController(identifier: "Detail") { GalleryDetailController(coder: $0) }
        #expect(typed.storyboardIdentifier == "Det-VC-001")
    }

    @Test func anEmbedSegueMakesTheChildBeforeTheContainersViewDidLoad() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 800))
        let (_, menu) = try gallery(app)
        #expect(menu.log.prefix(2) == ["prepare embedBadge → GalleryBadgeController", "viewDidLoad children=1"])
        let badge = try #require(menu.children.first as? GalleryBadgeController)
        #expect(badge.countLabel.text == "12 photos" && badge.countLabel.textColor == UIColor(red: 0, green: 0.47843137254901963, blue: 1, alpha: 1))
        #expect(badge.countLabel.font == .systemFont(ofSize: 22, weight: .semibold))
        let container = try #require(badge.view.superview)
        let plain = try #require(menu.view.viewWithTag(3))
        #expect(container.frame == CGRect(x: 20, y: plain.frame.maxY + 20, width: 360, height: 100))
        #expect(badge.view.frame == container.bounds && badge.countLabel.frame == container.bounds)
    }

    @Test func aShowSegueFromAButtonAsksThenPreparesThenPushesAndAnUnwindActionPopsBack() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 800))
        let (_, menu) = try gallery(app)
        menu.log = []
        try app.tap(at: center(try #require(menu.view.viewWithTag(1))))
        try app.runUntilIdle()
        #expect(menu.log == ["should showPhoto", "prepare showPhoto → GalleryDetailController"])
        let detail = try #require(menu.navigationController?.topViewController as? GalleryDetailController)
        #expect(detail.view.backgroundColor == UIColor(white: 2.0 / 3, alpha: 1))
        menu.log = []
        try app.tap(at: center(try #require(detail.view.viewWithTag(9))))
        try app.runUntilIdle()
        #expect(menu.log == ["unwind from GalleryDetailController"])
        #expect(menu.navigationController?.topViewController === menu)
    }

    @Test func presentationSeguesUseTheirStyleAndAManualUnwindDismisses() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 800))
        let (_, menu) = try gallery(app)
        menu.log = []
        try app.tap(at: center(try #require(menu.view.viewWithTag(2))))
        try app.runUntilIdle()
        let modal = try #require(menu.presentedViewController as? GalleryModalController)
        #expect(modal.modalPresentationStyle == .overFullScreen && menu.view.window != nil, "over full screen keeps the presenter")
        modal.performSegue(withIdentifier: "close", sender: nil)
        try app.runUntilIdle()
        #expect(menu.presentedViewController == nil && menu.log.last == "unwind from GalleryModalController")

        menu.log = []
        try app.tap(at: center(try #require(menu.view.viewWithTag(3))))
        #expect(menu.log == ["prepare nil → GalleryModalController"], "a segue without an identifier is not asked about")
        #expect(menu.presentedViewController is GalleryModalController)
        menu.dismiss(animated: false)

        menu.performSegue(withIdentifier: "showInfo", sender: nil)
        try app.runUntilIdle()
        #expect(menu.navigationController?.topViewController is GalleryDetailController, "showDetail shows in the navigation stack")
    }

    @Test func aCustomSegueIsMadeOfItsClassAndPerformsItself() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 800))
        let (_, menu) = try gallery(app)
        menu.log = []
        menu.performSegue(withIdentifier: "fadeToPhoto", sender: nil)
        #expect(menu.log == ["prepare fadeToPhoto → GalleryDetailController by CrossFadeSegue"])
        app.advance(by: 0.15)
        let detail = try #require(menu.navigationController?.topViewController as? GalleryDetailController)
        #expect(detail.view.frame.minX == 0, "no slide: the segue's own fade")
        try app.runUntilIdle()
        #expect(detail.view.alpha == 1)
    }

    // MARK: Views, controls and connections

    @Test func controlsGetTheirPropertiesOutletCollectionsAndActions() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 860))
        ControlsController.actions
        let storyboard = try UIStoryboard.load(name: "Controls", bundle: storyboardBundle)
        let controller = try #require(storyboard.instantiateInitialViewController() as? ControlsController)
        app.window.rootViewController = controller
        app.advance(by: 0.5)
        let views = controller.view.subviews
        #expect(controller.title == "Settings")
        #expect(controller.switches.count == 2 && controller.switches[0].isOn && !controller.switches[1].isOn)
        #expect(controller.switches[0].onTintColor == UIColor(red: 0.20392156862745098, green: 0.7803921568627451, blue: 0.34901960784313724, alpha: 1))
        #expect(controller.slider.value == 0.25 && controller.slider.maximumValue == 2 && !controller.slider.isContinuous)
        #expect(controller.slider.minimumTrackTintColor == UIColor(red: 1, green: 0.58431372549019611, blue: 0, alpha: 1))
        let segments = try #require(views[3] as? UISegmentedControl)
        #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 2) == "Large" && segments.selectedSegmentIndex == 1)
        let stepper = try #require(views[4] as? UIStepper)
        #expect(stepper.value == 3 && stepper.minimumValue == 1 && stepper.maximumValue == 10 && stepper.stepValue == 0.5 && stepper.wraps)
        let pages = try #require(views[5] as? UIPageControl)
        #expect(pages.numberOfPages == 4 && pages.currentPage == 2)
        #expect((views[6] as? UIProgressView)?.progress == 0.5)
        let spinner = try #require(views[7] as? UIActivityIndicatorView)
        #expect(spinner.style == .large && spinner.isAnimating)
        spinner.stopAnimating()
        let picker = try #require(views[8] as? UIDatePicker)
        #expect(picker.datePickerMode == .time && picker.preferredDatePickerStyle == .wheels)
        let label = try #require(views[9] as? UILabel)
        #expect(label.text == "Two\nlines" && label.numberOfLines == 2 && label.textAlignment == .right && label.font == .systemFont(ofSize: 15))
        let text = try #require(views[10] as? UITextView)
        #expect(text.text == "Terms & conditions" && !text.isEditable && text.keyboardType == .emailAddress && text.returnKeyType == .done)
        let image = try #require(views[11] as? UIImageView)
        #expect(image.image == nil && image.layer.cornerRadius == 12 && image.layer.borderWidth == 1.5 && image.layer.borderColor == .red)
        #expect(image.contentMode == .scaleAspectFill && image.clipsToBounds)
        #expect((views[12] as? RatingView)?.stars == 4, "a view subclass's own inspectable key path")
        #expect(type(of: views[13]) == UIView.self && views[13].frame == CGRect(x: 20, y: 560, width: 100, height: 100))
        #expect(controller.table.style == .insetGrouped && controller.table.rowHeight == 52 && controller.table.separatorStyle == .none)
        #expect(controller.table.dataSource === controller && controller.table.delegate === controller)
        #expect(controller.table.visibleCells.first?.textLabel?.text == "Row 0")
        let reset = try #require(views[15] as? UIButton)
        #expect(reset.buttonType == .custom && reset.title(for: .disabled) == "Resetting")

        try app.tap(at: center(controller.switches[0]))
        try app.tap(at: center(reset))
        #expect(controller.log == ["switch false", "reset from Reset"], "the first-responder action reaches the controller")
        #expect(storyboard.warnings.map(\.description) == [
            "Controls.storyboard:58: font 'NoSuchFont-Bold' is not installed; using the system font (install it or add it to fontconfig's path)",
            "Controls.storyboard:68: image 'no-such-image' is not in the bundle's resources or asset catalogs",
            "Controls.storyboard:90: <mapView> is no view FrameKit has; shown as a plain UIView",
        ])
    }

    // MARK: Nibs

    @Test func aNibsTopLevelViewsConnectToItsOwnerBeforeAwakeFromNib() throws {
        ProfileCardOwner.actions
        let owner = ProfileCardOwner()
        let objects = UINib(nibName: "ProfileCard", bundle: storyboardBundle).instantiate(withOwner: owner)
        #expect(objects.count == 2 && objects[0] as AnyObject === owner.card && (objects[1] as? UILabel)?.text == "footer")
        #expect(owner.card.nameWhenAwoken == "Ada Lovelace" && owner.nameLabel === owner.card.nameLabel)
        #expect(owner.heightConstraint.identifier == "followWidth" && owner.heightConstraint.constant == 100 && owner.heightConstraint.isActive)
        let app = HeadlessApp(size: PixelSize(width: 300, height: 200))
        app.window.addSubview(owner.card)
        try app.runUntilIdle()
        let follow = try #require(owner.card.subviews.last as? UIButton)
        try app.tap(at: center(follow))
        #expect(owner.followed == ["Follow"])
        let again = try #require(storyboardBundle.loadNibNamed("ProfileCard", owner: ProfileCardOwner()))
        #expect(again.count == 2 && again[0] as AnyObject !== owner.card)
        #expect(UINib(nibName: "ProfileCard", bundle: storyboardBundle).instantiate(withOwner: nil).count == 2)
    }

    @Test func aControllersNibIsFoundByItsClassNameAndSetsItsView() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 300))
        let controller = NibScreenViewController(nibName: nil, bundle: storyboardBundle)
        app.window.rootViewController = controller
        try app.runUntilIdle()
        #expect(controller.heading.text == "From a nib" && controller.view.backgroundColor == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(controller.heading.frame.minY == 10 && controller.heading.frame.width == 400)
    }

    @Test func nibConstraintsGiveTheFramesTheSameConstraintsGiveInCode() throws {
        let app = HeadlessApp(size: PixelSize(width: 300, height: 400))
        let card = try #require(UINib(nibName: "ProfileCard", bundle: storyboardBundle).instantiate(withOwner: nil).first as? UIView)
        card.frame = CGRect(x: 0, y: 0, width: 300, height: 120)
        app.window.addSubview(card)

        let coded = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 120))
        let label = UILabel()
        label.text = "Ada Lovelace"
        label.font = .boldSystemFont(ofSize: 20)
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        for view in [label, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            coded.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: coded.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: coded.topAnchor, constant: 16),
            button.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 20),
            button.widthAnchor.constraint(equalToConstant: 100),
        ])
        app.window.addSubview(coded)
        try app.runUntilIdle()
        #expect(card.subviews.map(\.frame) == coded.subviews.map(\.frame))
        #expect(card.subviews[0].frame.minX == 8 && card.subviews[1].frame.width == 100)
    }

    // MARK: Bad input

    private func failure(_ xml: String, file: String = "Bad.storyboard") -> String {
        do {
            let storyboard = try UIStoryboard(source: xml, fileName: file, bundle: storyboardBundle)
            let controller = try storyboard.makeInitialViewController()
            try storyboard.loadView(of: controller, scene: controller.storyboardIdentifier)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    private func document(_ scenes: String, initial: String = "vc") -> String {
        storyboardDocument(scenes: scenes, initial: initial)
    }

    private func scene(_ body: String, controller: String = "viewController", attributes: String = "") -> String {
        """
                <scene sceneID="s1">
                    <objects>
                        <\(controller) id="vc" \(attributes) sceneMemberID="viewController">
        \(body)
                        </\(controller)>
                    </objects>
                </scene>
        """
    }

    @Test func brokenDocumentsNameTheFileTheLineAndTheProblem() {
        #expect(failure("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n<scenes>\n</document>")
            .hasPrefix("Bad.storyboard:4: is not well-formed XML: "))
        #expect(failure("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"2.0\"/>")
            .hasPrefix("Bad.storyboard:2: is document version 2.0; FrameKit reads version 3.0"))
        #expect(failure("<plist version=\"1.0\"/>").hasPrefix("Bad.storyboard:1: is not an iOS Interface Builder document"))
        #expect(failure(document(scene("", attributes: "customClass=\"NoSuchController\" customModule=\"FrameKitTests\"")))
            == "Bad.storyboard:6: unknown customClass 'NoSuchController' in module 'FrameKitTests'; declare it (a UIViewController subclass) in the app, or register it with UIStoryboard.register(_:)")
        #expect(failure(document(scene("", attributes: "customClass=\"RatingView\" customModule=\"FrameKitTests\"")))
            == "Bad.storyboard:6: customClass 'RatingView' is not a UIViewController subclass, as <viewController> needs")
        #expect(failure(document(scene("", controller: "glkViewController"))).hasPrefix(
            "Bad.storyboard:6: <glkViewController> is no controller FrameKit has; it makes collectionViewController, navigationController,"))
        #expect(failure(document(scene("<connections><outlet property=\"x\" destination=\"gone\" id=\"o\"/></connections>")))
            == "Bad.storyboard:7: outlet 'x' is connected to 'gone', which is no object of this scene")
        #expect(failure(document(scene("<connections><segue destination=\"gone\" kind=\"show\" identifier=\"go\" id=\"g\"/></connections>")))
            == "Bad.storyboard:7: segue 'go' leads to 'gone', which is no scene's controller")
        #expect(failure(document(scene("<connections><segue destination=\"vc\" kind=\"custom\" id=\"g\"/></connections>")))
            == "Bad.storyboard:7: custom segue 'g' names no customClass (a UIStoryboardSegue subclass that overrides perform())")
        #expect(failure(document(scene("<connections><segue destination=\"vc\" kind=\"custom\" customClass=\"GalleryDetailController\" customModule=\"FrameKitTests\" id=\"g\"/></connections>")))
            == "Bad.storyboard:7: customClass 'GalleryDetailController' is not a UIStoryboardSegue subclass, as <segue> needs")
        #expect(failure(document(scene("<connections><segue destination=\"vc\" kind=\"sideways\" id=\"g\"/></connections>")))
            .hasPrefix("Bad.storyboard:7: segue kind 'sideways' is not supported"))
        #expect(failure(document(scene(""), initial: "nowhere")) == "Bad.storyboard:2: the initial view controller 'nowhere' is no scene's controller")
        #expect(failure(document(scene("<view key=\"view\" id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"wide\" height=\"1\"/></view>")))
            == "Bad.storyboard:7: width=\"wide\" is not a number")
        #expect(failure(document(scene("<view key=\"view\" id=\"v\"><constraints><constraint firstItem=\"v\" firstAttribute=\"middle\" id=\"c\"/></constraints></view>")))
            .hasPrefix("Bad.storyboard:7: 'middle' is no layout attribute"))
        #expect(failure(document(scene("<view key=\"view\" id=\"v\"><constraints><constraint firstItem=\"v\" firstAttribute=\"top\" secondItem=\"ghost\" secondAttribute=\"top\" id=\"c\"/></constraints></view>")))
            == "Bad.storyboard:7: a constraint names 'ghost', which is no view or layout guide of this scene")
        #expect(failure(document(scene("<layoutGuides><viewControllerLayoutGuide type=\"top\" id=\"tg\"/></layoutGuides>\n<view key=\"view\" id=\"v\"><constraints><constraint firstItem=\"v\" firstAttribute=\"top\" secondItem=\"tg\" secondAttribute=\"bottom\" id=\"c\"/></constraints></view>")))
            .hasPrefix("Bad.storyboard:8: the constraint uses a top or bottom layout guide (Xcode 8)"))
        let deep = String(repeating: "<view>", count: 300) + String(repeating: "</view>", count: 300)
        #expect(failure("<document>\n" + deep + "\n</document>") == "Bad.storyboard:2: is not well-formed XML: elements are nested deeper than 128")
    }

    @Test func aNavigationItemsListsOfButtonsKeepTheFilesOrder() throws {
        let xml = document(scene(
            "<view key=\"view\" id=\"v\"/><navigationItem key=\"navigationItem\" title=\"List\" id=\"n\"><rightBarButtonItems><barButtonItem systemItem=\"add\" id=\"b1\"/><barButtonItem title=\"Sort\" style=\"done\" id=\"b2\"/></rightBarButtonItems><barButtonItem key=\"leftBarButtonItem\" systemItem=\"edit\" id=\"b3\"/></navigationItem>"))
        let controller = try UIStoryboard(source: xml, fileName: "List.storyboard", bundle: storyboardBundle).makeInitialViewController()
        #expect(controller.navigationItem.rightBarButtonItems?.map(\.title) == [nil, "Sort"])
        #expect(controller.navigationItem.rightBarButtonItems?.first?.image?.isSymbolImage == true, "add: UIKit's plus symbol")
        #expect(controller.navigationItem.rightBarButtonItems?.map(\.style) == [.plain, .done])
        #expect(controller.navigationItem.leftBarButtonItem?.title == "Edit" && controller.navigationItem.title == "List")
    }

    @Test func barButtonItemsThatCannotWorkNameTheLine() {
        func item(_ button: String) -> String {
            scene("<view key=\"view\" id=\"v\"/><navigationItem key=\"navigationItem\" id=\"n\">\(button)</navigationItem>",
                  attributes: "customClass=\"GalleryBadgeController\" customModule=\"FrameKitTests\"")
        }
        #expect(failure(document(item("<barButtonItem title=\"Go\" id=\"b\"/>")))
            == "Bad.storyboard:7: a navigation item's <barButtonItem> needs key leftBarButtonItem, rightBarButtonItem or backBarButtonItem")
        #expect(failure(document(item("<barButtonItem key=\"rightBarButtonItem\" systemItem=\"flux\" id=\"b\"/>")))
            .hasPrefix("Bad.storyboard:7: unknown systemItem 'flux'; expected one of action, add,"))
        #expect(failure(document(item("<barButtonItem key=\"rightBarButtonItem\" title=\"Go\" id=\"b\"><connections><action selector=\"neverRegistered:\" destination=\"vc\" id=\"a\"/></connections></barButtonItem>")))
            == "Bad.storyboard:7: action 'neverRegistered:' of GalleryBadgeController is not registered; add UIStoryboard.registerActions(StoryboardAction(\"neverRegistered:\", GalleryBadgeController.neverRegistered))")
        #expect(failure(document(item("<barButtonItem key=\"rightBarButtonItem\" title=\"Go\" id=\"b\"><connections><action selector=\"go:\" destination=\"v\" id=\"a\"/></connections></barButtonItem>")))
            == "Bad.storyboard:7: bar button action 'go:' goes to 'v'; FrameKit sends a bar button's actions to its scene's controller or the First Responder")
        #expect(failure(document(item("<rightBarButtonItems><barButtonItem systemItem=\"flux\" id=\"b\"/></rightBarButtonItems>")))
            .hasPrefix("Bad.storyboard:7: unknown systemItem 'flux'"), "a list's items are read too")
    }

    @Test func danglingConnectionsFailWhenTheViewLoads() {
        let label = "<view key=\"view\" id=\"v\"><subviews><label text=\"x\" id=\"l\"/><button id=\"b\"><connections><action selector=\"neverRegistered:\" destination=\"vc\" eventType=\"touchUpInside\" id=\"a\"/></connections></button></subviews></view>"
        #expect(failure(document(scene(label + "<connections><outlet property=\"countLabel\" destination=\"l\" id=\"o\"/></connections>", attributes: "customClass=\"GalleryBadgeController\" customModule=\"FrameKitTests\"")))
            == "Bad.storyboard:7: action 'neverRegistered:' of GalleryBadgeController is not registered; add UIStoryboard.registerActions(StoryboardAction(\"neverRegistered:\", GalleryBadgeController.neverRegistered))")
        #expect(failure(document(scene("<view key=\"view\" id=\"v\"><subviews><switch id=\"s\"/></subviews></view><connections><outlet property=\"countLabel\" destination=\"s\" id=\"o\"/></connections>", attributes: "customClass=\"GalleryBadgeController\" customModule=\"FrameKitTests\"")))
            == "Bad.storyboard:7: outlet 'countLabel' of GalleryBadgeController takes UILabel, but 's' is UISwitch")
        #expect(failure(document(scene("<view key=\"view\" id=\"v\"/><connections><outlet property=\"missing\" destination=\"v\" id=\"o\"/></connections>")))
            .hasPrefix("Bad.storyboard:7: UIViewController has no outlet 'missing'; declare '@Outlet var missing: UIView!'"))
        #expect(failure(document(scene("<view key=\"view\" id=\"v\"><subviews><switch id=\"s\"/></subviews></view><connections><outletCollection property=\"slider\" destination=\"s\" id=\"o\"/></connections>", attributes: "customClass=\"ControlsController\" customModule=\"FrameKitTests\"")))
            == "Bad.storyboard:7: 'slider' is an outlet collection in the file; declare '@OutletCollection var slider: [UISwitch]'")
    }
}

/// An Interface Builder storyboard holding `scenes` (each a `<scene>` element), `initial` its initial controller.
func storyboardDocument(scenes: String, initial: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)">
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}
