import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A window-sized root with Auto Layout subviews; frames are checked after one `layoutIfNeeded`.
@MainActor
private func makeRoot(width: CGFloat = 400, height: CGFloat = 300) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

@MainActor
private func constrained(_ root: UIView, _ count: Int = 1) -> [UIView] {
    (0..<count).map { _ in
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }
}

/// Captures what the `framekit.layout` logger says during `body`.
@MainActor
private func layoutLog(_ body: () -> Void) -> String {
    LogCapture.shared.start()
    body()
    return LogCapture.shared.stop()
}

@MainActor
@Suite(.serialized) struct AutoLayoutTests {
    @Test func everyAttributeOfTheItemInitialiser() {
        let root = makeRoot()
        let views = constrained(root, 3)
        let (a, b, c) = (views[0], views[1], views[2])
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 20),
            NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100),
            NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 0.5, constant: 0),
            // b: right/bottom against the root, centred sizes
            NSLayoutConstraint(item: b, attribute: .right, relatedBy: .equal, toItem: root, attribute: .right, multiplier: 1, constant: -10),
            NSLayoutConstraint(item: b, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 1, constant: -10),
            NSLayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .trailing, multiplier: 1, constant: 5),
            NSLayoutConstraint(item: b, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40),
            // c: centred in the root, half its width
            NSLayoutConstraint(item: c, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: c, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: c, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: c, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(b.frame == CGRect(x: 115, y: 250, width: 275, height: 40))
        #expect(c.frame == CGRect(x: 100, y: 135, width: 200, height: 30))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout && !c.hasAmbiguousLayout)
    }

    @Test func everyAnchorForm() {
        let root = makeRoot()
        let views = constrained(root, 2)
        let (a, b) = (views[0], views[1])
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 80),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.25),
            b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
            b.widthAnchor.constraint(greaterThanOrEqualToConstant: 500),  // cannot fit: 390 is the most the others allow
            b.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 1, constant: -110),
            b.heightAnchor.constraint(lessThanOrEqualToConstant: 10),
            b.heightAnchor.constraint(greaterThanOrEqualTo: a.heightAnchor, multiplier: 0.5),
            b.centerYAnchor.constraint(lessThanOrEqualTo: root.centerYAnchor),
            b.centerXAnchor.constraint(greaterThanOrEqualTo: root.centerXAnchor),
        ].enumerated().map { i, c in
            if i == 7 { c.priority = .defaultHigh }
            return c
        })
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 0, width: 80, height: 20))
        #expect(b.frame.minX == 110 && b.frame.width == 290 && b.frame.minY == 24 && b.frame.height == 10)
    }

    @Test func systemSpacingAnchorsKeepEightPointsPerMultiple() {
        let root = makeRoot()
        let views = constrained(root, 3)
        let (a, b, c) = (views[0], views[1], views[2])
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 1),
            a.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 2),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1.5),
            b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 20),
            c.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1),
            c.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1),
            c.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: root.topAnchor, multiplier: 0),
            c.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
            c.widthAnchor.constraint(equalToConstant: 10), c.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 16, width: 50, height: 20))
        #expect(b.frame.minX == 70 && b.frame.minY >= 44)
        #expect(c.frame.minX == 128 && c.frame.minY == 0)
    }

    @Test func theReadableContentGuideIsACentredColumnWithinTheMargins() {
        let root = makeRoot(width: 1000, height: 300)
        root.translatesAutoresizingMaskIntoConstraints = true
        let text = constrained(root)[0]
        let guide = root.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(guide.identifier == "UIViewReadableContentGuide")
        #expect(text.frame == CGRect(x: 164, y: 8, width: 672, height: 284))  // (1000 - 672) / 2
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 8, width: 384, height: 284))  // narrower than readable: the margins
        root.layoutMargins = UIEdgeInsets(top: 10, left: 40, bottom: 20, right: 20)
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 40, y: 10, width: 340, height: 270))
        root.frame = CGRect(x: 0, y: 0, width: 1200, height: 300)
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 274, y: 10, width: 672, height: 270))  // centred between unequal margins
    }

    @Test func marginsAndGuides() {
        let root = makeRoot()
        root.translatesAutoresizingMaskIntoConstraints = true
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let content = constrained(root)[0]
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: content, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            spacer.topAnchor.constraint(equalTo: content.bottomAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 50),
            spacer.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 0, width: 340, height: 220))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 340, height: 260))
        #expect(spacer.layoutFrame == CGRect(x: 0, y: 220, width: 10, height: 50))
        #expect(root.safeAreaInsets == .zero && root.safeAreaLayoutGuide.layoutFrame == root.bounds)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 5, y: 0, width: 390, height: 250))
    }

    @Test func intrinsicSizeWithHuggingAndCompressionWinners() {
        let root = makeRoot()
        let label = UILabel(), field = UILabel()
        label.text = "Name"
        field.text = "A rather long value that wants room"
        for view in [label, field] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            field.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let labelSize = label.intrinsicContentSize
        // Equal hugging: ambiguous in UIKit, so raise the label's: it keeps its size and the field stretches.
        label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.size == labelSize)
        #expect(field.frame.minX == labelSize.width + 8 && field.frame.maxX == 400)
        #expect(field.frame.minY == label.frame.minY)  // same font: baselines align at the same top
        // Too narrow for both: compression resistance decides who is squeezed (priorities weigh, so keep the
        // squeeze small enough that a negative width is never cheaper).
        root.bounds.size.width = 320
        field.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(field.frame.width == field.intrinsicContentSize.width && label.frame.width == 320 - 8 - field.frame.width)
        label.setContentCompressionResistancePriority(.defaultHigh + 2, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == labelSize.width && field.frame.width == 320 - 8 - labelSize.width)
        // Changing the text re-solves with the new intrinsic size.
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        label.text = "N"
        root.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
    }

    @Test func autoresizingMaskTranslation() {
        let root = makeRoot()
        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))  // translates: a fixed frame
        panel.autoresizingMask = [.flexibleWidth]
        root.addSubview(panel)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -5),
            badge.topAnchor.constraint(equalTo: panel.topAnchor, constant: 5),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 75, y: 5, width: 20, height: 20))
        // The root grows; the flexible-width panel follows by springs and struts, the badge follows the panel.
        root.bounds.size.width = 500
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 200, height: 100))
        #expect(badge.frame == CGRect(x: 175, y: 5, width: 20, height: 20))
        // Constraining a translating view's position conflicts with its mask: logged and broken, never fatal.
        let conflicting = panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
        let log = layoutLog {
            conflicting.isActive = true
            root.layoutIfNeeded()
        }
        #expect(log.contains("Unable to simultaneously satisfy constraints"))
        #expect(log.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(log.contains("Will attempt to recover by breaking constraint"))
        #expect(panel.frame.minX == 10)
    }

    @Test func conflictsAreLoggedInUIKitsFormatAndBroken() {
        let root = makeRoot()
        let view = constrained(root)[0]
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.widthAnchor.constraint(equalToConstant: 100),
        ])
        let tooWide = view.widthAnchor.constraint(equalToConstant: 200)
        tooWide.identifier = "too-wide"
        let log = layoutLog {
            tooWide.isActive = true
            root.layoutIfNeeded()
        }
        #expect(log.contains("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(log.contains("\"<NSLayoutConstraint:0x"))
        #expect(log.contains(".width == 100   (active)>\""))
        #expect(log.contains("'too-wide' UIView:0x"))
        #expect(log.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"))
        #expect(view.frame.width == 100)
        // Deactivating the broken constraint and raising it again after the other goes works.
        tooWide.isActive = false
        NSLayoutConstraint.deactivate(view.constraints.filter { $0.firstAttribute == .width })
        tooWide.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.width == 200)
    }

    @Test func descriptionsFollowUIKit() {
        let root = makeRoot()
        let image = UIImageView(), label = UILabel()
        root.addSubview(image)
        root.addSubview(label)
        let aspect = NSLayoutConstraint(item: image, attribute: .width, relatedBy: .equal, toItem: image, attribute: .height, multiplier: 1.5, constant: 0)
        #expect(aspect.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(aspect.description.hasSuffix(" UIImageView:\(layoutAddress(image)).width == 1.5*UIImageView:\(layoutAddress(image)).height   (inactive)>"))
        let margin = label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: -8)
        margin.priority = UILayoutPriority(750)
        margin.isActive = true
        #expect(margin.description.contains("UILabel:\(layoutAddress(label)).leading == UILayoutGuide:"))
        #expect(margin.description.hasSuffix("'UIViewLayoutMarginsGuide'.leading - 8 @750   (active)>"))
        #expect(margin.relation == .equal && margin.multiplier == 1 && margin.firstAttribute == .leading)
    }

    @Test func invalidConstraintsAndPriorityMutationAreRefusedWithAnError() {
        let root = makeRoot()
        let view = constrained(root)[0]
        var location: NSLayoutConstraint!
        let log = layoutLog {
            location = NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
            location.isActive = true
            let mixed = NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 0)
            mixed.isActive = true
            #expect(!mixed.isActive)
        }
        #expect(!location.isActive)
        #expect(log.contains("location equal to a constant"))
        #expect(log.contains("different axes"))
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let mutation = layoutLog { width.priority = .defaultHigh }
        #expect(mutation.contains("Mutating a priority from required to not on an installed constraint"))
        #expect(width.priority == .required)
        width.isActive = false
        width.priority = .defaultHigh  // fine while inactive
        #expect(width.priority == .defaultHigh)
        let unrelated = UIView()
        let orphan = view.widthAnchor.constraint(equalTo: unrelated.widthAnchor)
        let noAncestor = layoutLog { orphan.isActive = true }
        #expect(!orphan.isActive && noAncestor.contains("no common ancestor"))
    }

    @Test func constantChangesAndRemovalAreIncrementalAndExact() {
        let root = makeRoot()
        let view = constrained(root)[0]
        let left = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, view.topAnchor.constraint(equalTo: root.topAnchor), view.widthAnchor.constraint(equalToConstant: 50),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.minX == 10)
        for x: CGFloat in [30, 0, 123] {
            left.constant = x
            root.layoutIfNeeded()
            #expect(view.frame.minX == x)
        }
        let preferred = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 300)
        preferred.priority = .defaultHigh
        left.isActive = false
        preferred.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.minX == 300)
        preferred.isActive = false
        root.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
    }

    @Test func updateConstraintsRunsBottomUpBeforeLayout() {
        final class Recorder: UIView {
            static var log: [String] = []
            var name = ""
            override func updateConstraints() {
                Self.log.append("update \(name)")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                Self.log.append("layout \(name)")
                super.layoutSubviews()
            }
        }
        let root = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), child = Recorder()
        root.name = "root"
        child.name = "child"
        root.addSubview(child)
        root.layoutIfNeeded()
        Recorder.log = []
        root.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        #expect(root.needsUpdateConstraints && child.needsUpdateConstraints)
        root.layoutIfNeeded()
        #expect(Recorder.log == ["update child", "update root", "layout root"])
        #expect(!root.needsUpdateConstraints)
    }

    @Test func systemLayoutSizeFittingSizesFromTheInside() {
        let card = UIView()
        let title = UILabel()
        title.text = "Title"
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let text = title.intrinsicContentSize
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: text.width + 32, height: text.height + 24))
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: text.height + 24))
        #expect(card.frame == .zero)  // fitting leaves the view as it was
    }

    @Test func removingAViewRemovesConstraintsThatReferToIt() {
        let root = makeRoot()
        let views = constrained(root, 2)
        let between = views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor)
        let own = views[1].widthAnchor.constraint(equalToConstant: 5)
        NSLayoutConstraint.activate([between, own])
        #expect(between.isActive && root.constraints.count == 1 && views[1].constraints.count == 1)
        views[0].removeFromSuperview()
        #expect(!between.isActive && own.isActive)
    }
}

/// The login screen of the CS193p seed (lecture 8): labels pinned to the margins and an image view whose
/// aspect-ratio constraint is swapped with `view.removeConstraint`/`view.addConstraint` as the image changes — the
/// seed's `image` and `aspectRatioConstraint` code, in today's Swift spelling.
@MainActor
private final class LoginScreen {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
    let nameLabel = UILabel(), companyLabel = UILabel()
    var imageView: UIImageView! = UIImageView()

    init() {
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for subview in [nameLabel, companyLabel, imageView!] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false  // as for views from a storyboard
            view.addSubview(subview)
        }
        nameLabel.text = "Name"
        companyLabel.text = "Company"
        let width = imageView.widthAnchor.constraint(equalTo: view.widthAnchor)
        let height = imageView.heightAnchor.constraint(equalTo: view.heightAnchor)
        // Grow past the image's own size: stronger than its content hugging (250).
        width.priority = UILayoutPriority(500)
        height.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            nameLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            companyLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            companyLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
            imageView.topAnchor.constraint(equalTo: companyLabel.bottomAnchor, constant: 8),
            imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            imageView.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
            imageView.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            imageView.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -20),
            width, height,
        ])
    }

    var image: UIImage? {
        get {
            return imageView.image
        }
        set {
            imageView.image = newValue
            if let constrainedView = imageView {
                if let newImage = newValue {
                    aspectRatioConstraint = NSLayoutConstraint(
                        item: constrainedView, attribute: .width, relatedBy: .equal, toItem: constrainedView,
                        attribute: .height, multiplier: newImage.aspectRatio, constant: 0)
                } else {
                    aspectRatioConstraint = nil
                }
            }
        }
    }

    var aspectRatioConstraint: NSLayoutConstraint? {
        willSet {
            if let existingConstraint = aspectRatioConstraint {
                view.removeConstraint(existingConstraint)
            }
        }
        didSet {
            if let newConstraint = aspectRatioConstraint {
                view.addConstraint(newConstraint)
            }
        }
    }
}

extension UIImage {
    fileprivate var aspectRatio: CGFloat {
        return size.height != 0 ? size.width / size.height : 0
    }
}

@MainActor
@Suite struct SeedLoginScreenTests {
    @Test func portraitAndLandscapeWithTheAspectRatioSwapped() throws {
        let app = HeadlessApp()  // a window lives on a screen
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
        let screen = LoginScreen()
        window.addSubview(screen.view)
        screen.image = UIImage(pixelBuffer: PixelBuffer(width: 200, height: 100))  // 2:1
        window.layoutIfNeeded()
        let labelHeight = screen.nameLabel.intrinsicContentSize.height
        let top = 20 + labelHeight + 8 + labelHeight + 8
        #expect(screen.nameLabel.frame.origin == CGPoint(x: 8, y: 20))
        #expect(screen.imageView.frame == CGRect(x: 8, y: top, width: 464, height: 232))

        // Rotation: the window (and the autoresizing root view) turns landscape; one incremental re-solve.
        let rebuilds = try #require(window.hostedLayoutEngine).solverRebuildCount
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
        window.layoutIfNeeded()
        #expect(screen.view.frame == window.bounds)
        let landscapeHeight = 480 - 20 - top
        #expect(screen.imageView.frame == CGRect(x: (800 - 2 * landscapeHeight) / 2, y: top, width: 2 * landscapeHeight, height: landscapeHeight))
        #expect(window.hostedLayoutEngine?.solverRebuildCount == rebuilds)

        // A square image replaces the constraint: the seed's willSet/didSet remove and add it.
        screen.image = UIImage(pixelBuffer: PixelBuffer(width: 50, height: 50))
        #expect(screen.view.constraints.filter { $0.firstItem === screen.imageView && $0.secondItem === screen.imageView }.count == 1)
        window.layoutIfNeeded()
        #expect(screen.imageView.frame == CGRect(x: (800 - landscapeHeight) / 2, y: top, width: landscapeHeight, height: landscapeHeight))
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 800)
        window.layoutIfNeeded()
        #expect(screen.imageView.frame == CGRect(x: 8, y: top, width: 464, height: 464))
        // No image: no aspect ratio and no intrinsic size; the size preferences fill the space left.
        screen.image = nil
        window.layoutIfNeeded()
        #expect(screen.imageView.frame == CGRect(x: 8, y: top, width: 464, height: 800 - 20 - top))
        withExtendedLifetime(app) {}
    }
}
