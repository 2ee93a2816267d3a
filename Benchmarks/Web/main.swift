import BenchmarkSupport
import FrameKit
import FrameKitTesting
import Foundation
import WebKit

// The web workload of issue 26: a departures page of 200 cards (800 elements) served from 127.0.0.1, shown at
// 800×600 (the size of cog's headless platform) by a FrameKit app — a WKWebView filling the offscreen display, the
// real main loop at 60 Hz, frames composited — and beside it by cog (Debian's WPE launcher, `apt-get install -y cog`,
// its headless platform: frames taken from the same SHM export and dropped), in the same run. Both load the same
// page, which reports through beacons to the benchmark's server:
//   - spawn → first painted frame: from starting the process to the page's second animation frame after `load`;
//   - a scroll frame: the page scrolls itself 12 px per animation frame for 120 frames; measured are its frame
//     intervals and the CPU time per frame of the UI process (the app or cog) and of the web process;
//   - resident memory of the UI process, the web process and the network process once the scroll is done.
// cog draws nowhere, so its UI process is the lower bound of what a launcher must do per frame.
//
//     swift run -c release web-benchmark [--rounds N]
//
// `--serve` only serves the page and exits once it has scrolled, and `--app URL` is the FrameKit app alone: how
// scripts/pi-budget.sh counts the app's frames under callgrind, where this program cannot start it.

let viewport = (width: 800, height: 600)
let scrollFrames = 120

/// The page: 200 cards and the script that reports its first frame and scrolls.
let page: String = {
    let cards = (1...200).map { n in
        let hue = n * 37 % 360
        return "<div class='card'><div class='swatch' style='background:hsl(\(hue),70%,50%)'></div>"
            + "<div><h2>Train \(n) to Platform \(n % 12 + 1)</h2><p>Departs 12:\(String(format: "%02d", n % 60)) · on time</p></div></div>"
    }
    return """
        <!doctype html><html><head><title>Departures</title><style>
        body { margin: 0; font: 16px sans-serif; background: #f4f4f4 }
        .card { display: flex; align-items: center; margin: 8px 12px; padding: 8px; background: #fff; border-radius: 6px;
                box-shadow: 0 1px 2px rgba(0, 0, 0, .2) }
        .swatch { width: 32px; height: 32px; border-radius: 16px; margin-right: 12px }
        h2 { font-size: 18px; margin: 0 } p { margin: 2px 0 0; color: #555 }
        </style></head><body>\(cards.joined(separator: "\n"))
        <script>
        function beacon(path) { fetch(path).catch(function () {}); }
        addEventListener('load', function () {
          requestAnimationFrame(function () { requestAnimationFrame(function () {
            beacon('/painted?width=' + innerWidth + '&height=' + innerHeight);
            setTimeout(scroll, 1000);
          }); });
        });
        function scroll() {
          beacon('/scroll-start');
          var times = [], n = 0;
          requestAnimationFrame(function step(t) {
            times.push(t);
            if (n++ < \(scrollFrames)) { scrollBy(0, 12); requestAnimationFrame(step); return; }
            var d = [];
            for (var i = 1; i < times.length; i++) d.push(times[i] - times[i - 1]);
            d.sort(function (a, b) { return a - b; });
            beacon('/scroll-end?frames=' + d.length + '&median=' + d[d.length >> 1] + '&p95=' + d[Math.floor(d.length * 0.95)]
              + '&y=' + scrollY);
          });
        }
        </script></body></html>
        """
}()

// MARK: The FrameKit app (run as a child of the benchmark: web-benchmark --app URL)

final class PageController: UIViewController {
    let url: URL
    init(url: URL) {
        self.url = url
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        UIApplication.shared.exitsWhenIdleOnOffscreenDisplay = false
        let web = WKWebView(frame: view.bounds)
        web.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(web)
        web.load(URLRequest(url: url))
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let url = URL(string: CommandLine.arguments[2])!
        // Under callgrind (scripts/pi-budget.sh), the process's work from one frame to the next is a frame of the
        // budget table (the script has callgrind count WebKit's thread too while it copies the page's frames).
        if underValgrind { UIScreen.main.observeFrameStarts { budgetFramePeriod("web view scroll frame, UI process") } }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = PageController(url: url)
        window?.makeKeyAndVisible()
        return true
    }
}

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--app" {
    UIApplicationMain(delegateClass: AppDelegate.self, configuration: try Configuration(environment: ProcessInfo.processInfo.environment))
}

let (rounds, flags) = roundsOption(default: 3, flags: ["--serve"], usage: "web-benchmark [--rounds N | --serve]")

// MARK: Processes

/// What /proc says about a process.
struct ProcessSample {
    let pid: Int32
    let name: String
    let parent: Int32
    /// User and system CPU time, in milliseconds.
    let cpuMilliseconds: Double
    let residentBytes: Int

    init?(pid: Int32) {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")"),
            let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        else { return nil }
        self.pid = pid
        name = String(stat[stat.index(after: open)..<close])
        // After the name: state, ppid, … utime is the 14th field of the line, stime the 15th.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        parent = Int32(fields[1]) ?? 0
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        cpuMilliseconds = ((Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)) * 1000 / ticks
        let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        residentBytes = (rss?.split(separator: " ").dropFirst().first).flatMap { Int($0) }.map { $0 * 1024 } ?? 0
    }

    /// The process and its descendants.
    static func tree(of root: Int32) -> [ProcessSample] {
        let all = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init).compactMap(ProcessSample.init(pid:))
        var found = all.filter { $0.pid == root }
        var frontier = [root]
        while let next = frontier.popLast() {
            let children = all.filter { $0.parent == next }
            found += children
            frontier += children.map(\.pid)
        }
        return found
    }
}

/// The processes of one run, by role: the UI process (the app or cog), WebKit's web and network processes.
struct Roles {
    var ui: ProcessSample?
    var web: ProcessSample?
    var network: ProcessSample?

    init(root: Int32) {
        for process in ProcessSample.tree(of: root) {
            if process.pid == root { ui = process }
            else if process.name.hasPrefix("WPEWebProcess") { web = process }
            else if process.name.hasPrefix("WPENetworkProce") { network = process }
        }
    }
}

// MARK: A run

/// The beacons a page sent, as they arrive.
final class Beacons: @unchecked Sendable {
    private let condition = NSCondition()
    private var arrived: [(path: String, time: UInt64)] = []

    func record(_ path: String) {
        condition.lock()
        arrived.append((path, DispatchTime.now().uptimeNanoseconds))
        condition.broadcast()
        condition.unlock()
    }

    /// Waits up to `seconds` for the beacon whose path starts with `prefix`: its query and when it came.
    func wait(for prefix: String, seconds: Double) -> (query: [String: Double], time: UInt64)? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let hit = arrived.first(where: { $0.path.hasPrefix(prefix) }) {
                let query = hit.path.split(separator: "?").dropFirst().first.map { query in
                    Dictionary(query.split(separator: "&").compactMap { pair -> (String, Double)? in
                        let parts = pair.split(separator: "=")
                        return parts.count == 2 ? (String(parts[0]), Double(parts[1]) ?? .nan) : nil
                    }, uniquingKeysWith: { $1 })
                } ?? [:]
                return (query, hit.time)
            }
            if !condition.wait(until: deadline) { return nil }
        }
    }

    func reset() {
        condition.lock()
        arrived = []
        condition.unlock()
    }
}

struct RunResult {
    var spawnToPaintMilliseconds: Double
    var frameIntervalMedian: Double
    var frameIntervalP95: Double
    var uiCPUPerFrame: Double
    var webCPUPerFrame: Double
    var uiBytes: Int
    var webBytes: Int
    var networkBytes: Int
}

enum RunFailure: Error { case noStart(String), noBeacon(String) }

/// Starts `command`, follows the page's beacons, samples its processes, and stops it.
func run(_ command: [String], environment: [String: String], beacons: Beacons) throws -> RunResult {
    beacons.reset()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = DispatchTime.now().uptimeNanoseconds
    do { try process.run() } catch { throw RunFailure.noStart("\(command[0]): \(error)") }
    defer {
        process.terminate()
        let deadline = Date(timeIntervalSinceNow: 5)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
    guard let painted = beacons.wait(for: "/painted", seconds: 60) else { throw RunFailure.noBeacon("\(command[0]) never painted the page") }
    guard painted.query["width"] == Double(viewport.width), painted.query["height"] == Double(viewport.height) else {
        throw RunFailure.noBeacon("\(command[0]) showed the page at \(painted.query), not \(viewport.width)×\(viewport.height)")
    }
    guard beacons.wait(for: "/scroll-start", seconds: 30) != nil else { throw RunFailure.noBeacon("\(command[0]): no scroll") }
    let before = Roles(root: process.processIdentifier)
    guard let end = beacons.wait(for: "/scroll-end", seconds: 60) else { throw RunFailure.noBeacon("\(command[0]): the scroll never ended") }
    let after = Roles(root: process.processIdentifier)
    usleep(500_000)
    let settled = Roles(root: process.processIdentifier)
    let frames = max(1, end.query["frames"] ?? 1)
    func perFrame(_ role: KeyPath<Roles, ProcessSample?>) -> Double {
        ((after[keyPath: role]?.cpuMilliseconds ?? 0) - (before[keyPath: role]?.cpuMilliseconds ?? 0)) / frames
    }
    return RunResult(
        spawnToPaintMilliseconds: Double(painted.time - start) / 1e6,
        frameIntervalMedian: end.query["median"] ?? .nan, frameIntervalP95: end.query["p95"] ?? .nan,
        uiCPUPerFrame: perFrame(\.ui), webCPUPerFrame: perFrame(\.web),
        uiBytes: settled.ui?.residentBytes ?? 0, webBytes: settled.web?.residentBytes ?? 0,
        networkBytes: settled.network?.residentBytes ?? 0)
}

// MARK: Main

let beacons = Beacons()
let server = try LoopbackHTTPServer(pages: ["/": .init(body: page)]) { beacons.record($0) }
defer { server.stop() }

// For scripts/pi-budget.sh, which runs the app (`--app URL`) under callgrind itself: serves the page, prints its URL,
// and exits once the page has scrolled (1, if it never does in ten minutes).
if flags.contains("--serve") {
    FileHandle.standardOutput.write(Data((server.url.absoluteString + "\n").utf8))
    exit(beacons.wait(for: "/scroll-end", seconds: 600) == nil ? 1 : 0)
}
let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
let frameKitCommand = [me, "--app", server.url.absoluteString]
let frameKitEnvironment = ["FRAMEKIT_DISPLAY": "offscreen", "FRAMEKIT_OFFSCREEN_SIZE": "\(viewport.width)x\(viewport.height)", "FRAMEKIT_INPUT": "none"]
let cogVersion = QtPeer.output(of: ["cog", "--version"])?.trimmingCharacters(in: .whitespacesAndNewlines)
var frameKit: [RunResult] = [], cog: [RunResult] = []
var cogProblem: String? = cogVersion != nil ? nil : "cog is not installed (apt-get install -y cog for the cog column)"
for _ in 0..<rounds {
    frameKit.append(try run(frameKitCommand, environment: frameKitEnvironment, beacons: beacons))
    guard cogProblem == nil else { continue }
    do { cog.append(try run(["cog", "--platform=headless", server.url.absoluteString], environment: [:], beacons: beacons)) } catch {
        cogProblem = "cog failed: \(error)"
    }
}

func summary(_ results: [RunResult]) -> [String: Double]? {
    guard !results.isEmpty else { return nil }
    return [
        "spawn_to_first_paint_ms": median(results.map(\.spawnToPaintMilliseconds)),
        "scroll_frame_interval_ms": median(results.map(\.frameIntervalMedian)),
        "scroll_frame_interval_p95_ms": median(results.map(\.frameIntervalP95)),
        "ui_process_cpu_ms_per_scroll_frame": median(results.map(\.uiCPUPerFrame)),
        "web_process_cpu_ms_per_scroll_frame": median(results.map(\.webCPUPerFrame)),
        "ui_process_rss_mib": median(results.map { Double($0.uiBytes) / 1_048_576 }),
        "web_process_rss_mib": median(results.map { Double($0.webBytes) / 1_048_576 }),
        "network_process_rss_mib": median(results.map { Double($0.networkBytes) / 1_048_576 }),
    ]
}

let ours = summary(frameKit)!, theirs = summary(cog)
let rows: [(String, String, String)] = [
    ("spawn → first painted frame", "spawn_to_first_paint_ms", "ms"),
    ("scroll frame interval (median)", "scroll_frame_interval_ms", "ms"),
    ("scroll frame interval (p95)", "scroll_frame_interval_p95_ms", "ms"),
    ("UI process CPU per scroll frame", "ui_process_cpu_ms_per_scroll_frame", "ms"),
    ("web process CPU per scroll frame", "web_process_cpu_ms_per_scroll_frame", "ms"),
    ("UI process RSS", "ui_process_rss_mib", "MiB"),
    ("web process RSS", "web_process_rss_mib", "MiB"),
    ("network process RSS", "network_process_rss_mib", "MiB"),
]
print("web-benchmark: a 200-card page at \(viewport.width)×\(viewport.height) from 127.0.0.1, \(rounds) rounds (medians)")
print("measure                              FrameKit          cog")
for (title, key, unit) in rows {
    let mine = String(format: "%10.2f %-3@", ours[key]!, unit)
    let peer = theirs.map { String(format: "%10.2f %-3@", $0[key]!, unit) } ?? "         -"
    print(title.padding(toLength: 34, withPad: " ", startingAt: 0) + mine + "   " + peer)
}
print(cogProblem.map { "cog: not measured: \($0)" } ?? "cog \(cogVersion ?? "?"), headless platform (frames dropped), in this run")
var json: [String: Any] = ["workload": "web-200-cards", "viewport": "\(viewport.width)x\(viewport.height)", "rounds": rounds, "framekit": ours]
json["cog"] = theirs ?? cogProblem as Any
let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
print(String(decoding: data, as: UTF8.self))
