import Foundation

extension UIApplication {
    /// Answers a control-socket request (`framekit ctl …`) on the main queue; a refusal is the error reply.
    func handleControlRequest(_ request: ControlRequest) throws(ControlRequestError) -> String {
        try handle(request, on: UIScreen.main)
    }

    private func handle(_ request: ControlRequest, on screen: UIScreen) throws(ControlRequestError) -> String {
        switch request {
        case .screens:
            return UIScreen.screens.enumerated().map { index, screen in
                let size = screen.bounds.size
                return "\(index + 1): \(screen.display.name), \(Int(size.width))x\(Int(size.height)) points"
                    + (screen.mirrored != nil ? ", mirroring 1" : "")
            }.joined(separator: "; ")
        case .onScreen(let number, let inner):
            let screens = UIScreen.screens
            guard number <= screens.count else {
                throw ControlRequestError("there is no screen \(number): \(screens.count) connected (screens lists them)")
            }
            return try handle(inner, on: screens[number - 1])
        case .rotate(let rotation) where screen !== UIScreen.main:
            // Another screen does not turn with the app's orientations: the operator turns its panel.
            InterfaceRotation(screen: screen, to: rotation, nativeSize: screen.display.nativeSize).run()
            return "rotation \(rotation) of \(screen.display.name)"
        case .screenshot(let path):
            guard let frame = screen.lastFrame else { throw ControlRequestError("no frame has been drawn yet") }
            let image = frame.rotated(quarterTurns: -screen.display.frameRotation.quarterTurns)
            do { try image.writePNG(to: URL(fileURLWithPath: path)) } catch {
                throw ControlRequestError("cannot write \(path): \(error)")
            }
            return "wrote \(path) (\(image.width)x\(image.height))"
        case .rotate(let rotation):
            let orientation = screen.interfaceOrientation(for: rotation)
            guard requestInterfaceOrientation(orientation) else {
                throw ControlRequestError(
                    "rotation \(rotation) (\(orientation)) is not allowed by the app or its top view controller")
            }
            return "rotation \(rotation) (\(orientation))"
        case .memoryWarning:
            receiveMemoryWarning(reason: "requested through the control socket")
            return "memory warning delivered"
        case .status:
            return statusLine(screen)
        case .tap(let x, let y):
            guard screen.bounds.contains(CGPoint(x: x, y: y)) else {
                throw ControlRequestError("(\(x), \(y)) is outside the screen (\(screen.bounds.width)x\(screen.bounds.height) points)")
            }
            let native = screen.nativeLocation(of: CGPoint(x: x, y: y))
            screen.handle(.touchDown(slot: 0, x: Double(native.x), y: Double(native.y), kind: .direct, time: screen.loop.now))
            screen.handle(.touchUp(slot: 0, time: screen.loop.now))
            return "tapped (\(x), \(y))"
        case .contentSize(let choice):
            preferredContentSizeCategory = UIContentSizeCategory(choice)
            return "content size \(choice.rawValue)"
        case .appearance(let choice):
            preferredUserInterfaceStyle = UIUserInterfaceStyle(choice)
            return "appearance \(choice.rawValue)"
        case .brightness(let level):
            guard let backlight = screen.backlight else {
                throw ControlRequestError("this board has no backlight (framekit probe lists them; FRAMEKIT_BACKLIGHT picks one)")
            }
            screen.brightness = CGFloat(level)
            return String(format: "brightness %.2f (%@)", Double(screen.brightness), backlight.name)
        case .blank:
            screen.panelPower.blank()
            guard screen.display.isBlanked else { throw ControlRequestError("\(screen.display.name) cannot turn its panel off") }
            return "panel off"
        case .wake:
            screen.panelPower.restart()
            return "panel on"
        case .describe:
            return describeLine(screen)
        case .openURL(let text):
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), AppManifest.urlSchemes.contains(scheme) else {
                let schemes = AppManifest.urlSchemes.sorted().joined(separator: ", ")
                throw ControlRequestError(
                    "the app opens no \(URL(string: text)?.scheme ?? text) URLs (its schemes, from Info.plist's CFBundleURLTypes: \(schemes.isEmpty ? "none" : schemes))")
            }
            guard deliver(url) else { throw ControlRequestError("the app did not open \(text) (its delegate returned false)") }
            return "opened \(text)"
        }
    }

    /// The accessibility tree of the screen's visible windows, bottom to top, as one line of JSON: a root node for the
    /// screen whose children are the windows.
    private func describeLine(_ screen: UIScreen) -> String {
        let bounds = screen.bounds
        let root = AccessibilityNode(
            kind: "UIScreen", isElement: false,
            frame: [0, 0, bounds.width, bounds.height].map(Double.init),
            children: screen.windows.compactMap(AccessibilityTree.describe))
        return root.jsonLine()
    }

    /// One line about the running app: backend, size, rotation, input devices, frames, recent frame times and memory.
    private func statusLine(_ screen: UIScreen) -> String {
        let stats = screen.lastFrameStatistics
        func ms(_ ns: Int64) -> String { String(format: "%.2f", Double(ns) / 1e6) }
        /// "count:avg=…,max=…" in milliseconds.
        func summary(_ seconds: [TimeInterval]) -> String {
            seconds.isEmpty ? "none" : String(
                format: "%d:avg=%.2f,max=%.2f", seconds.count, seconds.reduce(0, +) / Double(seconds.count) * 1000,
                (seconds.max() ?? 0) * 1000)
        }
        let size = screen.bounds.size
        return "display=\"\(screen.display.name)\" size=\(Int(size.width))x\(Int(size.height)) rotation=\(screen.rotation.rawValue)"
            + " orientation=\(screen.interfaceOrientation) input-devices=\(screen.inputRouter.devices.count)"
            + " frames=\(screen.renderedFrames) on-screen=\(screen.framesOnScreen)"
            + " last-frame-ms=update:\(ms(stats.updateNanoseconds)),render:\(ms(stats.renderNanoseconds)),present:\(ms(stats.presentNanoseconds))"
            + " recent-frames-ms=\(summary(screen.recentFrameDurations))"
            + " input-latency-ms=\(summary(screen.recentInputLatencies))"
            + " views=\(UIView.liveInstanceCount) backing-store-bytes=\(screen.backingStoreBytes)"
            + " panel=\(screen.panelPower.state) brightness=\(String(format: "%.2f", Double(screen.brightness)))"
            + " rss-bytes=\(ProcessMemory.residentBytes().map(String.init) ?? "unknown")"
            + " heap-bytes=\(ProcessMemory.heapBytes())"
    }
}
