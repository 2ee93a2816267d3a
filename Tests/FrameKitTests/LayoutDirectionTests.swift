import Testing
@testable import FrameKit
import FrameKitTesting

/// Right-to-left layout, as an Arabic kiosk shows it: the app prefers Arabic and its strings have Arabic
/// (Tests/FrameKitTests/Localization/ar.lproj), so UIKit's rules mirror leading and trailing.
@MainActor
@Suite struct LayoutDirectionTests {
    /// A 100-point box 20 points from the leading edge of a 320-point root.
    private func leadingBox(in root: UIView) -> UIView {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        return box
    }

    @Test func anArabicAppLaysOutRightToLeft() {
        withPreferredLanguages(["ar"]) {
            #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
            let view = UIView()
            #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            #expect(UIScreen.main.traitCollection.layoutDirection == .rightToLeft)
            view.semanticContentAttribute = .playback
            #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        }
        // French: the strings have none, so the app runs in its development language, English.
        withPreferredLanguages(["fr"]) { #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight) }
    }

    @Test func leadingAndTrailingConstraintsMirror() {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 100))
        let root = UIView(frame: app.window.bounds)
        app.window.addSubview(root)
        let box = leadingBox(in: root)
        root.layoutIfNeeded()
        #expect(box.frame.minX == 20)
        withPreferredLanguages(["ar"]) {
            root.layoutIfNeeded()
            #expect(box.frame.minX == 200)
            // A forced direction is the view's own: its subviews keep the app's.
            root.semanticContentAttribute = .forceLeftToRight
            root.layoutIfNeeded()
            #expect(box.frame.minX == 200)
            box.semanticContentAttribute = .forceLeftToRight
            root.semanticContentAttribute = .unspecified
            root.layoutIfNeeded()
            #expect(box.frame.minX == 20)
        }
    }

    @Test func horizontalStackViewsArrangeFromTheRight() {
        let root = HeadlessApp(size: PixelSize(width: 320, height: 100)).window
        let views = (0..<3).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.frame = root.bounds
        root.addSubview(stack)
        withPreferredLanguages(["ar"]) {
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.minX) == [220, 110, 0])
        }
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 220])
    }

    @Test func directionalMarginsNameTheLeadingSide() {
        withPreferredLanguages(["ar"]) {
            let view = UIView()
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5)
            #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 5, bottom: 2, right: 30))
        }
    }

    @Test func naturalTextStartsAtTheRight() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 60))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        label.text = "Menu"
        label.textColor = .black
        app.window.addSubview(label)
        func inkColumns() throws -> (first: Int, last: Int) {
            try app.runUntilIdle()
            let columns = (0..<320).filter { x in (0..<60).contains { app.pixel(x: x, y: $0) != 0xFFFFFF } }
            return (columns.first ?? -1, columns.last ?? -1)
        }
        let leftToRight = try inkColumns()
        #expect(leftToRight.first < 10)
        try withPreferredLanguages(["ar"]) {
            let rightToLeft = try inkColumns()
            #expect(rightToLeft.last > 310)
            #expect(rightToLeft.first > 250)
        }
    }

    @Test func theNavigationBarPutsBackOnTheRight() throws {
        let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
        try withPreferredLanguages(["ar"]) {
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.viewControllers[0].title = "Home"
            app.window.rootViewController = navigation
            navigation.pushViewController(UIViewController(), animated: false)
            try app.runUntilIdle()
            let bar = navigation.navigationBar
            #expect(bar.leftButton.frame.midX > bar.bounds.midX)
            #expect(bar.leftButton.title(for: .normal) == "› Home")
        }
    }

    @Test func tableCellsPutTheirTextAndAccessoryMirrored() throws {
        try withPreferredLanguages(["ar"]) {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.textLabel?.text = "قهوة"
            cell.accessoryType = .disclosureIndicator
            cell.layoutIfNeeded()
            let accessory = try #require(cell.subviews.first { $0 is CellAccessoryView })
            #expect(accessory.frame.maxX < 40)
            let text = try #require(cell.textLabel)
            #expect(text.convert(text.bounds, to: cell).maxX > 300)
        }
    }

    @Test func flowLayoutsAreShownMirrored() throws {
        final class Numbers: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        try withPreferredLanguages(["ar"]) {
            let app = HeadlessApp(size: PixelSize(width: 320, height: 240))
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.minimumInteritemSpacing = 10
            let collection = UICollectionView(frame: app.window.bounds, collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let numbers = Numbers()
            collection.dataSource = numbers
            app.window.addSubview(collection)
            try app.runUntilIdle()
            let xs = (0..<4).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
            #expect(xs == [220, 110, 0, 220])
            #expect(collection.indexPathForItem(at: CGPoint(x: 300, y: 25)) == IndexPath(item: 0, section: 0))
            #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 110)
        }
    }

    private var snapshots: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots").path
    }

    /// A settings screen as a kiosk shows it: a title, a long label that wraps, a switch at the leading end.
    private func settingsScreen(in app: HeadlessApp) {
        let title = UILabel()
        title.text = NSLocalizedString("greeting", bundle: .module, comment: "")
        title.font = .boldSystemFont(ofSize: 20)
        let detail = UILabel()
        detail.text = NSLocalizedString("order.button", bundle: .module, value: "Pay for the order at the till", comment: "")
        detail.numberOfLines = 0
        let toggle = UISwitch()
        let row = UIStackView(arrangedSubviews: [toggle, UIView()])
        let column = UIStackView(arrangedSubviews: [title, detail, row])
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        app.window.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: app.window.leadingAnchor, constant: 16),
            column.widthAnchor.constraint(equalToConstant: 200),
            column.topAnchor.constraint(equalTo: app.window.topAnchor, constant: 16),
        ])
    }

    /// German: the long label wraps; Arabic: the screen is mirrored (title and text at the right, the switch too).
    @Test(arguments: ["de", "ar"])
    func settingsScreenSnapshot(_ language: String) throws {
        try withPreferredLanguages([language]) {
            let app = HeadlessApp(size: PixelSize(width: 240, height: 150))
            settingsScreen(in: app)
            try app.runUntilIdle()
            try app.assertSnapshot(matching: snapshots + "/settings-\(language).png")
        }
    }
}

/// UIKit's controls mirrored in a right-to-left interface, and working the mirrored way under the finger.
@MainActor
@Suite struct MirroredControlTests {
    @Test func aSliderGrowsLeftwards() throws {
        try withPreferredLanguages(["ar"]) {
            let app = HeadlessApp(size: PixelSize(width: 320, height: 100))
            let slider = UISlider(frame: CGRect(x: 10, y: 30, width: 300, height: 31))
            slider.value = 0.25
            app.window.addSubview(slider)
            try app.runUntilIdle()
            let track = slider.trackRect(forBounds: slider.bounds)
            let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.25)
            #expect(thumb.midX > slider.bounds.midX)
            #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).maxX > track.maxX)
            // Dragging the thumb to the left end is the maximum.
            try app.touchDown(at: slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil))
            try app.touchMove(to: CGPoint(x: 0, y: 45))
            try app.touchUp()
            #expect(slider.value == 1)
        }
    }

    @Test func switchesAndSegmentsAndPagesMirror() throws {
        try withPreferredLanguages(["ar"]) {
            let app = HeadlessApp(size: PixelSize(width: 320, height: 200))
            let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
            toggle.isOn = true
            let segments = UISegmentedControl(items: ["أ", "ب", "ج"])
            segments.frame = CGRect(x: 10, y: 60, width: 300, height: 32)
            let pages = UIPageControl(frame: CGRect(x: 10, y: 110, width: 300, height: 26))
            pages.numberOfPages = 3
            for view in [toggle, segments, pages] { app.window.addSubview(view) }
            try app.runUntilIdle()
            // On: the thumb at the left; the first segment at the right; a tap on it selects it.
            #expect(toggle.subviews.last!.frame.midX < 51 / 2)
            try app.tap(at: CGPoint(x: 280, y: 76))
            #expect(segments.selectedSegmentIndex == 0)
            #expect(pages.dotCenter(0).x > pages.dotCenter(2).x)
            // A tap left of the current dot goes forward.
            try app.tap(at: CGPoint(x: 30, y: 123))
            #expect(pages.currentPage == 1)
        }
    }

    @Test func imagesMarkedToFlipAreShownMirrored() throws {
        // Left half red, right half blue: an arrow's asymmetry.
        let pixels = PixelBuffer(width: 2, height: 1, format: .argb8888)
        pixels[0, 0] = 0xFFFF_0000
        pixels[1, 0] = 0xFF00_00FF
        let arrow = UIImage(pixelBuffer: pixels)
        try withPreferredLanguages(["ar"]) {
            let app = HeadlessApp(size: PixelSize(width: 40, height: 20))
            let plain = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            plain.image = arrow
            let flipping = UIImageView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
            flipping.image = arrow.imageFlippedForRightToLeftLayoutDirection()
            for view in [plain, flipping] { app.window.addSubview(view) }
            try app.runUntilIdle()
            #expect(flipping.image?.flipsForRightToLeftLayoutDirection == true && !arrow.flipsForRightToLeftLayoutDirection)
            #expect(app.pixel(x: 2, y: 10) == 0xFF0000 && app.pixel(x: 22, y: 10) == 0x0000FF)
        }
    }

    @Test func aButtonsImageLeadsItsTitleOnTheRight() throws {
        let pixels = PixelBuffer(width: 10, height: 10, format: .argb8888)
        let icon = UIImage(pixelBuffer: pixels)
        try withPreferredLanguages(["ar"]) {
            let app = HeadlessApp(size: PixelSize(width: 240, height: 100))
            let classic = UIButton(type: .system)
            classic.setImage(icon, for: .normal)
            classic.setTitle("ادفع", for: .normal)
            classic.frame = CGRect(x: 0, y: 0, width: 240, height: 44)
            var configuration = UIButton.Configuration.filled()
            configuration.image = icon
            configuration.title = "ادفع"
            let modern = UIButton(configuration: configuration)
            modern.frame = CGRect(x: 0, y: 50, width: 240, height: 44)
            for button in [classic, modern] { app.window.addSubview(button) }
            try app.runUntilIdle()
            let classicImage = try #require(classic.imageView), classicTitle = try #require(classic.titleLabel)
            #expect(classicImage.frame.minX >= classicTitle.frame.maxX)
            let images = modern.subviews.compactMap { $0 as? UIImageView }.filter { !$0.isHidden }
            let titles = modern.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
            let image = try #require(images.first), title = try #require(titles.first)
            #expect(image.frame.minX >= title.frame.maxX)
        }
    }
}
