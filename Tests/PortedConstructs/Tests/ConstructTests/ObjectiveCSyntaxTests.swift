import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting
@testable import PortedConstructs

/// The porting bed's construct app, written as iOS code (Swift 5 mode) and compiled through the translation plugin:
/// each test fails if its construct needed an edit to compile or does not behave as on iOS.
@MainActor
@Suite(.serialized) struct ObjectiveCSyntaxTests {
    private func loadForm(on app: HeadlessApp) throws -> FormViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let form = try #require(storyboard.instantiateInitialViewController() as? FormViewController)
        app.window.rootViewController = form
        try app.runUntilIdle()
        return form
    }

    @Test func outletsOfEveryFormAreConnectedFromTheStoryboard() throws {
        let app = HeadlessApp(size: PixelSize(width: 393, height: 852))
        let form = try loadForm(on: app)
        #expect(form.statusLabel.text == "Ready")  // weak, implicitly unwrapped
        #expect(form.saveButton?.currentTitle == "Save")  // strong, optional
        #expect(form.choiceButtons.map { $0.currentTitle } == ["One", "Two"])  // a collection, in the file's order
        #expect(form.ratingView != nil)
    }

    @Test func actionsWithNoneOneAndTwoArgumentsRunFromTaps() throws {
        let app = HeadlessApp(size: PixelSize(width: 393, height: 852))
        let form = try loadForm(on: app)
        try app.tap(try #require(form.saveButton))
        try app.tap(form.choiceButtons[0])
        try app.tap(form.choiceButtons[1])
        #expect(form.actions == ["save", "choose One", "choose with event Two"])
        #expect(form.statusLabel.text == "Saved")
    }

    @Test func inspectablePropertiesTakeTheStoryboardsRuntimeAttributes() throws {
        let app = HeadlessApp(size: PixelSize(width: 393, height: 852))
        let form = try loadForm(on: app)
        #expect(form.ratingView.stars == 4)  // an integer into an Int
        #expect(form.ratingView.cornerRadius == 8)  // a real into a CGFloat, through its didSet
        #expect(form.ratingView.layer.cornerRadius == 8)
    }

    @Test func selectorTargetActionGesturesAndBarButtonsReachTheirMethods() throws {
        let app = HeadlessApp(size: PixelSize(width: 400, height: 600))
        let counter = CounterViewController()
        let navigation = UINavigationController(rootViewController: counter)
        app.window.rootViewController = navigation
        try app.runUntilIdle()
        try app.tap(counter.plusButton)
        #expect(counter.count == 1)
        #expect(counter.countLabel.text == "Count: 1")
        #expect(counter.countLabel.attributedText?.attribute(.font, at: 7, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 17))
        #expect(counter.log == ["touchDown", "increment:+1"])
        try app.tap(at: CGPoint(x: 300, y: 400))
        #expect(counter.log.last == "tap")
        counter.navigationItem.rightBarButtonItem?.sendAction()
        #expect(counter.log.last == "reset")
        #expect(counter.count == 0)
        #expect(counter.plusButton.actions(forTarget: counter, forControlEvent: .touchUpInside) == ["increment:"])
    }

    @Test func notificationObserversReceiveTheNotification() throws {
        let app = HeadlessApp()
        let counter = CounterViewController()
        app.window.rootViewController = counter
        try app.runUntilIdle()
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(counter.log.last == "keyboard")
    }

    @Test func everySpellingOfSelectorNamesTheMethodsObjectiveCName() {
        #expect(SelectorSpellings.all.map(NSStringFromSelector) == [
            "plain", "plain", "withSender:", "withSender:", "labelledWithSender:", "labelledWithSender:", "moveTo:",
            "two:second:", "customNamed:", "name", "setName:", "resignFirstResponder",
        ])
        #expect(SelectorSpellings().selfSpelling() == Selector("plain"))
        #expect(SelectorSpellings.keyPaths == ["name", "score"])
    }

    @Test func performAndRespondsGoThroughTheClassesMethods() {
        let object = SelectorSpellings()
        for selector in SelectorSpellings.all.prefix(9) {
            #expect(object.responds(to: selector), "\(selector)")
            object.perform(selector, with: NSValue(cgPoint: .zero), with: "second")
        }
        #expect(object.calls == ["plain", "plain", "withSender", "withSender", "labelled", "labelled", "move", "two", "custom"])
        #expect(!object.responds(to: Selector("missing")))
        #expect(object.perform(Selector("answer"))?.takeUnretainedValue() as? String == "forty-two")
    }

    @Test func keyValueCodingReadsAndWritesObjCProperties() {
        let object = SelectorSpellings()
        object.setValue("changed", forKey: "name")
        #expect(object.name == "changed")
        #expect(object.value(forKey: "renamedValue") as? Int == 3)  // @objc(renamedValue)
        object.setValue(7.0, forKey: "score")  // a Double into an Int, as NSNumber would
        #expect(object.score == 7)
    }

    @Test func observingAnObjcDynamicPropertyHearsEachChange() {
        let object = SelectorSpellings()
        var heard: [String] = []
        let observation = object.observe(\.score, options: [.old, .new]) { _, change in
            heard.append("\(change.oldValue ?? -1)→\(change.newValue ?? -1)")
        }
        object.score = 1
        object.score = 5
        #expect(heard == ["0→1", "1→5"])
        #expect(object.scoreChanges == 2)  // the property's own didSet still runs
        observation.invalidate()
        object.score = 9
        #expect(heard.count == 2)
    }

    @Test func delayedPerformsRunOnTheLoopAndCanBeCancelled() throws {
        let app = HeadlessApp()
        let object = SelectorSpellings()
        object.perform(Selector("plain"), with: nil, afterDelay: 0.5)
        object.perform(Selector("withSender:"), with: nil, afterDelay: 0.5)
        SelectorSpellings.cancelPreviousPerformRequests(withTarget: object, selector: Selector("withSender:"), object: nil)
        app.advance(by: 0.4)
        #expect(object.calls.isEmpty)
        app.advance(by: 0.2)
        #expect(object.calls == ["plain"])
    }

    @Test func optionalProtocolRequirementsRunWhenImplementedAndAreSkippedWhenNot() {
        let board = ScoreBoard()
        let minimal = MinimalScoreListener()
        board.delegate = minimal
        board.add(3)
        #expect(minimal.heard == [3])
        #expect(board.title == "Score 3")  // titleFor is not implemented: nil, so the default
        board.reset()
        #expect(board.score == 3)  // scoreBoardShouldReset said no
        #expect(!board.delegateHearsResets)

        let full = FullScoreListener()
        board.delegate = full
        board.add(2)
        #expect(board.title == "5 points")
        #expect(board.delegateHearsResets)
        board.reset()
        #expect(board.score == 0)
        #expect(full.resets == 1)
    }

    @Test func anObserverThatIsNotAResponderHearsItsKeysAndPassesOthersToSuper() {
        let keeper = ScoreKeeper()
        let watcher = ProgressWatcher(board: keeper)
        keeper.progress = 0.25
        keeper.label = "half"  // registered without the context: goes to super, which logs it
        keeper.progress = 0.5
        #expect(watcher.seen == [0.25, 0.5])
        watcher.stop()
        keeper.progress = 1
        #expect(watcher.seen == [0.25, 0.5])
    }

    @Test func aTimersUserInfoReachesTheMethodItCalls() throws {
        let clock = RoundClock()
        clock.start(round: "final")
        let timer = try #require(clock.timer)
        #expect((timer.userInfo as? [String: String]) == ["round": "final"])
        timer.fire()
        #expect(clock.fired == ["final"])
        timer.invalidate()
        clock.stopListening()
    }

    @Test func removingAnObserverEndsItsSelectorNotifications() {
        let clock = RoundClock()
        clock.start(round: "one")
        clock.timer?.invalidate()
        NotificationCenter.default.post(name: RoundClock.roundEnded, object: nil)
        #expect(clock.notified == 1)
        clock.stopListening()
        NotificationCenter.default.post(name: RoundClock.roundEnded, object: nil)
        #expect(clock.notified == 1)
    }

    @Test func aGenericClassAnswersItsSelectors() {
        let picker = Picker(items: ["tea", "coffee"])
        #expect(picker.responds(to: picker.pickAction))
        picker.perform(picker.pickAction)
        #expect(picker.picked == ["tea"])
        let numbers = Picker(items: [7, 8])
        numbers.perform(Selector("pickFirst"))
        #expect(numbers.picked == [7])
    }

    @Test func namesFromBeforeSwift42WorkAsXcodesMigratorWouldRenameThem() throws {
        let app = HeadlessApp()
        let controller = LegacyNamesViewController()
        app.window.rootViewController = controller
        try app.runUntilIdle()
        #expect(controller.button.currentTitle == "Go")
        #expect(controller.titleLabel.attributedText?.string == "Legacy")
        #expect(controller.styleFor(.normal) == .default)
        #expect(controller.table.style == .grouped)
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 300, width: 320, height: 216)])
        #expect(controller.keyboardHeights == [216])
    }
}
