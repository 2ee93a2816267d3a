import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// Storyboards an operator got wrong or an attacker wrote: controller graphs that loop, blocks nested without end,
/// DOCTYPE entity bombs. Each is a `StoryboardError` naming the file, the line and the cycle — never a stack overflow.
@MainActor
@Suite struct HostileStoryboardTests {
    /// An Interface Builder document of `scenes` (each `<scene>`'s objects), the first scene initial.
    func document(initial: String, _ scenes: String...) -> String {
        let wrapped = scenes.map { "<scene sceneID=\"s-\(UUID().uuidString.prefix(8))\"><objects>\($0)</objects></scene>" }
        return storyboardDocument(scenes: wrapped.joined(separator: "\n"), initial: initial)
    }

    func expectCycle(_ source: String, file: String, line: Int, path: String, make: (UIStoryboard) throws -> Void) throws {
        let storyboard = try UIStoryboard(source: source, fileName: file)
        #expect(throws: StoryboardError(file: file, line: line, "scenes form a cycle: \(path); a scene cannot contain itself")) {
            try make(storyboard)
        }
    }

    @Test func aNavigationControllerThatIsItsOwnRootIsACycleInBothFormats() throws {
        try expectCycle(
            """
            initial Loop
            scene Loop UINavigationController {
                root = Loop
            }
            """, file: "Loop.storyboard", line: 2, path: "Loop.storyboard 'Loop' → Loop.storyboard 'Loop'"
        ) { _ = try $0.makeInitialViewController() }
        try expectCycle(
            document(
                initial: "nav", """
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="nav" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
                """), file: "Loop.storyboard", line: 4, path: "Loop.storyboard 'nav' → Loop.storyboard 'nav'"
        ) { _ = try $0.makeInitialViewController() }
    }

    @Test func aTabBarControllerAmongItsOwnTabsIsACycleThroughTheOtherTab() throws {
        try expectCycle(
            """
            initial Tabs
            scene Tabs UITabBarController {
                tabs = Home, Nav
            }
            scene Home UIViewController {
            }
            scene Nav UINavigationController {
                root = Tabs
            }
            """, file: "Tabs.storyboard", line: 2,
            path: "Tabs.storyboard 'Tabs' → Tabs.storyboard 'Nav' → Tabs.storyboard 'Tabs'"
        ) { _ = try $0.makeViewController(identifier: "Tabs") }
    }

    @Test func aContainerEmbeddingItsOwnSceneShowsTheErrorInsteadOfRecursing() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 200))
        let storyboard = try UIStoryboard(
            source: document(
                initial: "self", """
                <viewController storyboardIdentifier="Card" id="self" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                        <subviews>
                            <containerView contentMode="scaleToFill" id="c1">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <connections><segue destination="self" kind="embed" id="e1"/></connections>
                            </containerView>
                        </subviews>
                    </view>
                </viewController>
                """), fileName: "Embed.storyboard")
        LogCapture.shared.start()
        let controller = try storyboard.makeInitialViewController()
        app.window.rootViewController = controller
        try app.runUntilIdle()
        let log = LogCapture.shared.stop()
        // The outer scene shows; its embedded copy cannot build its view, which embeds it again.
        #expect(controller.children.count == 1)
        #expect(log.contains(
            "Embed.storyboard:4: scenes form a cycle: the view of Embed.storyboard 'Card' → the view of Embed.storyboard 'Card'"),
            "\(log)")
    }

    @Test func storyboardsReferringToEachOtherAreACycle() throws {
        let storyboard = try UIStoryboard.load(name: "CycleA", bundle: storyboardBundle)
        #expect(throws: StoryboardError(
            file: "CycleA.storyboard", line: 6,
            "scenes form a cycle: CycleB.storyboard → CycleA.storyboard → CycleB.storyboard; a scene cannot contain itself")) {
            _ = try storyboard.makeInitialViewController()
        }
        #expect(storyboard.instantiateInitialViewController() == nil)
    }

    @Test func blocksNestedFiftyThousandDeepAreAnErrorAtTheLineThatGoesTooDeep() {
        let depth = 50_000
        let source = "initial A\nscene A UIViewController {\n    view {\n"
            + String(repeating: "UIView {\n", count: depth) + String(repeating: "}\n", count: depth) + "    }\n}\n"
        #expect(throws: StoryboardError(file: "Deep.storyboard", line: 130, "blocks are nested deeper than 128")) {
            _ = try UIStoryboard(source: source, fileName: "Deep.storyboard")
        }
    }

    @Test func aDoctypeIsRefusedBeforeItsEntitiesAreRead() {
        let entity = String(repeating: "lol", count: 30_000)
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment first -->
            <!DOCTYPE document [<!ENTITY big "\(entity)">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">\(String(repeating: "&big;", count: 10_000))</document>
            """
        #expect(throws: StoryboardError(
            file: "Bomb.storyboard", line: 3,
            "has a DOCTYPE, which Interface Builder never writes (its entities could expand to gigabytes); remove the <!DOCTYPE …> declaration")) {
            _ = try UIStoryboard(source: source, fileName: "Bomb.storyboard")
        }
    }
}
