import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// A scene delegate that routes deep links, as apps write it.
private final class LinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var opened: [URL] = []

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        Self.opened.append(url)
    }
}

/// An app delegate of an app without scenes that opens its own links.
private final class LinkAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var opened: [URL] = []

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        Self.opened.append(url)
        return url.host == "menu"
    }
}

@MainActor
@Suite(.serialized) struct OpenURLTests {
    /// Runs `body` with the shared app given `delegate` (and a scene whose delegate is `sceneDelegate`), the app's own
    /// schemes `schemes` and URLs opened elsewhere by `command`; then puts everything back.
    private func withApp(
        delegate: UIApplicationDelegate, sceneDelegate: UISceneDelegate? = nil, schemes: Set<String> = ["kiosk"],
        command: String? = nil, _ body: (UIApplication) async throws -> Void
    ) async throws {
        let app = UIApplication.shared
        let saved = (app.delegate, app.scenes, app.urlOpeningCommand, AppManifest.urlSchemes)
        defer { (app.delegate, app.scenes, app.urlOpeningCommand, AppManifest.urlSchemes) = saved }
        app.delegate = delegate
        app.scenes = []
        if let sceneDelegate {
            let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
            scene.delegate = sceneDelegate
            app.scenes = [scene]
        }
        app.urlOpeningCommand = command
        AppManifest.urlSchemes = schemes
        try await body(app)
    }

    @Test func aURLOfTheAppsOwnSchemeGoesToItsSceneDelegateAfterTheCall() async throws {
        LinkSceneDelegate.opened = []
        try await withApp(delegate: LinkAppDelegate(), sceneDelegate: LinkSceneDelegate()) { app in
            let url = URL(string: "Kiosk://menu/drinks")!
            #expect(app.canOpenURL(url))
            let opened: Bool = await withCheckedContinuation { continuation in
                app.open(url, options: [:]) { continuation.resume(returning: $0) }
                #expect(LinkSceneDelegate.opened.isEmpty, "the delegate hears it later, as in UIKit")
            }
            #expect(opened)
            #expect(LinkSceneDelegate.opened == [url])
        }
    }

    @Test func anAppWithoutScenesOpensItsOwnURLsInItsDelegate() async throws {
        LinkAppDelegate.opened = []
        try await withApp(delegate: LinkAppDelegate()) { app in
            #expect(await app.open(URL(string: "kiosk://menu")!))
            #expect(await app.open(URL(string: "kiosk://elsewhere")!) == false)
            #expect(LinkAppDelegate.opened.map(\.host) == ["menu", "elsewhere"])
        }
    }

    @Test func anotherSchemeIsNotOpenedWithoutAProgramToOpenIt() async throws {
        try await withApp(delegate: LinkAppDelegate()) { app in
            let url = URL(string: "https://example.com/menu")!
            #expect(!app.canOpenURL(url))
            #expect(await app.open(url) == false)
            #expect(await app.open(URL(string: UIApplication.openSettingsURLString)!) == false)
        }
    }

    @Test func theOperatorsProgramOpensOtherURLs() async throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts/record-opened-url")
        let token = UUID().uuidString
        let log = URL(fileURLWithPath: "/tmp/framekit-opened-\(token)")
        defer { try? FileManager.default.removeItem(at: log) }
        try await withApp(delegate: LinkAppDelegate(), command: script.path) { app in
            let url = URL(string: "https://example.com/menu?table=4&token=\(token)")!
            #expect(app.canOpenURL(url))
            #expect(await app.open(url))
            let written = try String(contentsOf: log, encoding: .utf8)
            #expect(written == url.absoluteString)
            #expect(await app.open(URL(string: "https://example.com/fail?token=\(token)")!) == false, "a program that fails did not open it")
            #expect(await app.open(url, options: [.universalLinksOnly: true]) == false)
        }
    }

    @Test func aDeepLinkArrivesThroughTheControlSocket() async throws {
        LinkSceneDelegate.opened = []
        try await withApp(delegate: LinkAppDelegate(), sceneDelegate: LinkSceneDelegate()) { app in
            let reply = try app.handleControlRequest(ControlRequest(line: "open-url kiosk://order/12"))
            #expect(reply == "opened kiosk://order/12")
            #expect(LinkSceneDelegate.opened == [URL(string: "kiosk://order/12")!])
            #expect(throws: ControlRequestError.self) { try app.handleControlRequest(ControlRequest(line: "open-url https://example.com")) }
            #expect(throws: ControlRequestError.self) { try ControlRequest(line: "open-url") }
        }
    }
}
