import Foundation
import FrameKitPlatform
import FrameKitTesting
import Testing

@testable import FrameKit

/// A view that records the traits it was drawn and laid out with, and the trait changes it hears.
@MainActor
private final class TraitProbe: UIView {
    var drawnStyle: UIUserInterfaceStyle?
    var laidOutStyle: UIUserInterfaceStyle?
    var heard: [String] = []
    var name = "view"
    var log: (String) -> Void = { _ in }

    override func draw(_ rect: CGRect) {
        drawnStyle = UITraitCollection.current.userInterfaceStyle
        UIColor.label.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        laidOutStyle = UITraitCollection.current.userInterfaceStyle
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log("\(name) \(previousTraitCollection?.userInterfaceStyle == .light ? "light" : "dark")→\(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
    }
}

@MainActor
private final class TraitLoggingController: UIViewController {
    var log: (String) -> Void = { _ in }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log("controller →\(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
    }
}

@MainActor
@Suite(.serialized) struct DarkModeTests {
    private func rgb(_ r: Int, _ g: Int, _ b: Int) -> UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    @Test func systemColoursHaveApplesLightAndDarkValues() {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        var elevated = dark
        elevated.userInterfaceLevel = .elevated
        #expect(UIColor.label.resolvedColor(with: light) == UIColor(white: 0, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: dark) == UIColor(white: 1, alpha: 1))
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == UIColor(white: 0, alpha: 1))
        #expect(UIColor.systemBackground.resolvedColor(with: elevated) == UIColor(rgb: 0x1C1C1E))
        #expect(UIColor.secondarySystemGroupedBackground.resolvedColor(with: dark) == UIColor(rgb: 0x1C1C1E))
        #expect(UIColor.systemBlue.resolvedColor(with: light) == UIColor(rgb: 0x007AFF))
        #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(rgb: 0x0A84FF))
        #expect(UIColor.systemGray6.resolvedColor(with: dark) == UIColor(rgb: 0x1C1C1E))
        #expect(UIColor.secondaryLabel.resolvedColor(with: dark) == UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
        #expect(UIColor.separator.resolvedColor(with: dark) == UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
        #expect(UIColor.label == UIColor.label && UIColor.label != UIColor.black, "a dynamic colour equals itself only")
        #expect(UIColor.lightText.resolvedColor(with: dark) == UIColor.lightText, "fixed colours resolve to themselves")
        #expect(UIColor.label.withAlphaComponent(0.5).resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5))
        #expect("\(UIColor.label)" == "<UIDynamicSystemColor: name = label>")
    }

    @Test func aDynamicProviderIsAskedWithTheTraitsOfWhereItIsUsed() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 100))
        let brand = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        for view in [left, right] {
            view.backgroundColor = brand
            app.window.addSubview(view)
        }
        right.overrideUserInterfaceStyle = .dark
        try app.runUntilIdle()
        // The same colour in two appearances at once: the shared decoration images must not mix them up.
        #expect(app.pixel(x: 50, y: 50) == rgb(0, 0, 255))
        #expect(app.pixel(x: 150, y: 50) == rgb(255, 128, 0))
        #expect(left.traitCollection.userInterfaceStyle == .light && right.traitCollection.userInterfaceStyle == .dark)
        var red: CGFloat = 0
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { brand.getRed(&red, green: nil, blue: nil, alpha: nil) }
        #expect(red == 1, "components read under performAsCurrent come from those traits")
        brand.getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red == 0, "and from the app's appearance outside it")
    }

    @Test func aWindowOverrideTurnsLabelsBackgroundsAndDrawingDark() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 100))
        let root = UIView(frame: app.window.bounds)
        root.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.text = "HHHH"
        label.font = .systemFont(ofSize: 30)
        let probe = TraitProbe(frame: CGRect(x: 150, y: 60, width: 10, height: 10))
        root.addSubview(label)
        root.addSubview(probe)
        app.window.addSubview(root)
        try app.runUntilIdle()
        #expect(app.pixel(x: 5, y: 80) == rgb(255, 255, 255))
        #expect(app.pixel(x: 155, y: 65) == rgb(0, 0, 0))
        #expect(probe.drawnStyle == .light && probe.laidOutStyle == .light)
        let inkBefore = darkestInk(app, in: label.frame)

        app.window.overrideUserInterfaceStyle = .dark
        try app.runUntilIdle()
        #expect(app.pixel(x: 5, y: 80) == rgb(0, 0, 0), "systemBackground is black in the dark appearance")
        #expect(app.pixel(x: 155, y: 65) == rgb(255, 255, 255), "draw(_:) ran again, with dark traits current")
        #expect(probe.drawnStyle == .dark)
        #expect(inkBefore == rgb(0, 0, 0) && brightestInk(app, in: label.frame) == rgb(255, 255, 255), "the label's text is white")

        app.window.overrideUserInterfaceStyle = .unspecified
        try app.runUntilIdle()
        #expect(app.pixel(x: 5, y: 80) == rgb(255, 255, 255))
        #expect(darkestInk(app, in: label.frame) == rgb(0, 0, 0))
    }

    @Test func overridesTellControllersThenViewsAndSkipViewsWithTheirOwn() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 100))
        var log: [String] = []
        let controller = TraitLoggingController()
        controller.log = { log.append($0) }
        let outer = TraitProbe(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let inner = TraitProbe(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let pinned = TraitProbe(frame: CGRect(x: 60, y: 0, width: 20, height: 20))
        (outer.name, inner.name, pinned.name) = ("outer", "inner", "pinned")
        for probe in [outer, inner, pinned] { probe.log = { log.append($0) } }
        pinned.overrideUserInterfaceStyle = .light
        controller.view.addSubview(outer)
        outer.addSubview(inner)
        controller.view.addSubview(pinned)
        app.window.rootViewController = controller
        try app.runUntilIdle()
        log.removeAll()

        controller.overrideUserInterfaceStyle = .dark
        #expect(log == ["controller →dark", "outer light→dark", "inner light→dark"], "pinned keeps its light appearance")
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(pinned.traitCollection.userInterfaceStyle == .light)
        log.removeAll()

        // A view joining a dark subtree hears that its traits changed; one leaving it goes back.
        let newcomer = TraitProbe(frame: CGRect(x: 0, y: 60, width: 10, height: 10))
        newcomer.name = "newcomer"
        newcomer.log = { log.append($0) }
        controller.view.addSubview(newcomer)
        #expect(log == ["newcomer light→dark"])
        try app.runUntilIdle()
        #expect(newcomer.drawnStyle == .dark)
        controller.overrideUserInterfaceStyle = .dark
        #expect(log == ["newcomer light→dark"], "setting the same override again changes nothing")
    }

    @Test func theWholeAppTurnsDarkAndBackAndTheControlSocketSaysSo() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 100))
        defer { UIApplication.shared.preferredUserInterfaceStyle = .light }
        let controller = TraitLoggingController()
        var log: [String] = []
        controller.log = { log.append($0) }
        controller.view.backgroundColor = .secondarySystemBackground
        app.window.rootViewController = controller
        try app.runUntilIdle()
        #expect(app.pixel(x: 100, y: 50) == rgb(242, 242, 247))

        #expect(try UIApplication.shared.handleControlRequest(ControlRequest(line: "appearance dark")) == "appearance dark")
        #expect(UIApplication.shared.preferredUserInterfaceStyle == .dark)
        #expect(log == ["controller →dark"])
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .dark, "colours read outside any view resolve dark")
        try app.runUntilIdle()
        #expect(app.pixel(x: 100, y: 50) == rgb(28, 28, 30))

        // A window that says light stays light.
        app.window.overrideUserInterfaceStyle = .light
        try app.runUntilIdle()
        #expect(app.pixel(x: 100, y: 50) == rgb(242, 242, 247))
        app.window.overrideUserInterfaceStyle = .unspecified

        UIApplication.shared.preferredUserInterfaceStyle = .light
        try app.runUntilIdle()
        #expect(app.pixel(x: 100, y: 50) == rgb(242, 242, 247))
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(throws: ControlRequestError.self) { try ControlRequest(line: "appearance dim") }
    }

    @Test func aSheetIsElevatedAndTakesTheLighterDarkBackground() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 100))
        let presenter = UIViewController()
        presenter.view.backgroundColor = .systemBackground
        app.window.rootViewController = presenter
        app.window.overrideUserInterfaceStyle = .dark
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.view.backgroundColor = .systemBackground
        presenter.present(sheet, animated: false)
        try app.runUntilIdle()
        #expect(presenter.traitCollection.userInterfaceLevel == .base)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        #expect(app.pixel(x: 100, y: 50) == rgb(28, 28, 30), "systemBackground's elevated dark value")
    }

    @Test func appearanceIsConfiguredByEnvironment() throws {
        #expect(try Configuration(environment: ["FRAMEKIT_APPEARANCE": "DARK"]).appearance == .dark)
        #expect(try Configuration(environment: [:]).appearance == .light)
        #expect(throws: ConfigurationError.self) { try Configuration(environment: ["FRAMEKIT_APPEARANCE": "night"]) }
        do {
            _ = try Configuration(environment: ["FRAMEKIT_APPEARANCE": "night"])
        } catch {
            #expect("\(error)".contains("FRAMEKIT_APPEARANCE") && "\(error)".contains("light, dark"))
        }
    }

    private func darkestInk(_ app: HeadlessApp, in rect: CGRect) -> UInt32 {
        inks(app, in: rect).min { luminance($0) < luminance($1) }!
    }

    private func brightestInk(_ app: HeadlessApp, in rect: CGRect) -> UInt32 {
        inks(app, in: rect).max { luminance($0) < luminance($1) }!
    }

    private func inks(_ app: HeadlessApp, in rect: CGRect) -> [UInt32] {
        let shot = app.snapshot()
        var result: [UInt32] = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) { result.append(shot[x, y] & 0xFFFFFF) }
        }
        return result
    }

    private func luminance(_ pixel: UInt32) -> Int { Int(pixel >> 16 & 0xFF) + Int(pixel >> 8 & 0xFF) + Int(pixel & 0xFF) }
}
