import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A media kiosk's player screen as an iOS app writes it: controls in its navigation controller's toolbar, centred by
/// flexible spaces, and a second screen with its own items.
@MainActor
private final class Player: UIViewController {
    var log: [String] = []
    let volume = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Now playing"
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .rewind, target: self, action: Player.rewind),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .play, target: self, action: Player.play),
            .fixedSpace(20),
            UIBarButtonItem(barButtonSystemItem: .pause, target: self, action: Player.pause),
            .flexibleSpace(),
            UIBarButtonItem(customView: volume),
        ]
    }

    func rewind(_ sender: UIBarButtonItem) { log.append("rewind") }
    func play(_ sender: UIBarButtonItem) { log.append("play") }
    func pause(_ sender: UIBarButtonItem) { log.append("pause") }
}

@MainActor
@Suite(.serialized) struct ToolbarTests {
    let fixture = LifecycleFixture()

    @Test func aNavigationControllersToolbarShowsTheTopControllersItemsSpacedAsUIKitDoes() throws {
        let player = Player()
        let navigation = UINavigationController(rootViewController: player)
        try fixture.show(navigation)
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden, "hidden by default, as in UIKit")
        navigation.setToolbarHidden(false, animated: false)
        try fixture.app.runUntilIdle()
        let toolbar = navigation.toolbar
        #expect(toolbar.frame == CGRect(x: 0, y: 480 - 44, width: 800, height: 44))
        #expect(abs(player.view.frame.height - (480 - 44 - 44)) < 0.01, "the content ends above the toolbar")
        let buttons = toolbar.buttons.filter { !$0.isHidden }
        #expect(buttons.map { $0.title(for: .normal) } == [nil, nil, nil])
        #expect(buttons.map { $0.image(for: .normal)?.size } == Array(repeating: CGSize(width: 20, height: 20), count: 3), "the symbols UIKit shows")
        let (rewind, play, pause) = (buttons[0].frame, buttons[1].frame, buttons[2].frame)
        #expect(rewind.minX == 8 && pause.minX - play.maxX == 20)
        // The two flexible spaces are equal: play and pause, with the fixed space, sit centred between rewind and the
        // switch's slot.
        let switchSlot = player.volume.frame.insetBy(dx: -8, dy: 0)
        #expect(abs((play.minX - rewind.maxX) - (switchSlot.minX - pause.maxX)) < 0.5)
        #expect(switchSlot.maxX == 792 && player.volume.superview === toolbar)
        for button in buttons { try fixture.app.tap(button) }
        #expect(player.log == ["rewind", "play", "pause"])
    }

    @Test func pushingAControllerShowsItsItemsAndPoppingBringsTheOthersBack() throws {
        let player = Player()
        let navigation = UINavigationController(rootViewController: player)
        navigation.isToolbarHidden = false
        try fixture.show(navigation)
        let queue = UIViewController()
        var cleared = 0
        queue.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Clear", style: .plain, primaryAction: UIAction { _ in cleared += 1 })]
        navigation.pushViewController(queue, animated: false)
        try fixture.app.runUntilIdle()
        let shown = navigation.toolbar.buttons.filter { !$0.isHidden }
        #expect(shown.map { $0.title(for: .normal) } == ["Clear"] && shown[0].frame.maxX == 792)
        try fixture.app.tap(shown[0])
        #expect(cleared == 1)
        queue.toolbarItems = [UIBarButtonItem(title: "Shuffle", style: .done)]
        #expect(navigation.toolbar.buttons.filter { !$0.isHidden }.map { $0.title(for: .normal) } == ["Shuffle"])
        navigation.popViewController(animated: false)
        try fixture.app.runUntilIdle()
        #expect(navigation.toolbar.buttons.filter { !$0.isHidden }.count == 3)
    }

    @Test func aToolbarOnItsOwnIsMirroredRightToLeft() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        toolbar.semanticContentAttribute = .forceRightToLeft
        toolbar.items = [UIBarButtonItem(title: "First", style: .plain), .flexibleSpace(), UIBarButtonItem(title: "Last", style: .plain)]
        fixture.app.window.addSubview(toolbar)
        try fixture.app.runUntilIdle()
        let shown = toolbar.buttons.filter { !$0.isHidden }
        #expect(shown[0].frame.maxX == 392 && shown[1].frame.minX == 8, "the first item at the right edge")
        #expect(toolbar.intrinsicContentSize.height == 44)
    }
}
