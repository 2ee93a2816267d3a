import Foundation
import Testing
@testable import FrameKitEmbedded
@testable import FrameKitLinux
@testable import FrameKitPlatform

#if canImport(Glibc)
import Glibc
#endif

/// A fake filesystem root with the files the monitor reads.
private struct FakeRoot {
    let path = NSTemporaryDirectory() + "framekit-memory-\(UUID().uuidString)"

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// Collects readings delivered on a private queue.
private final class Readings: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [MemoryPressureReading] = []
    let arrived = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "readings")

    func add(_ reading: MemoryPressureReading) {
        lock.withLock { items.append(reading) }
        arrived.signal()
    }

    var all: [MemoryPressureReading] { lock.withLock { items } }
}

@Suite struct MemoryPressureSourceTests {
    @Test func systemdsWatchProtocolComesFirst() throws {
        let root = FakeRoot()
        defer { root.remove() }
        try root.write("/sys/fs/cgroup/app.service/memory.pressure", "some avg10=0.00 avg60=0.00 avg300=0.00 total=0\n")
        let trigger = Data("some 200000 2000000\0".utf8).base64EncodedString()
        let source = try MemoryPressureSource.candidates(
            environment: ["MEMORY_PRESSURE_WATCH": "/sys/fs/cgroup/app.service/memory.pressure", "MEMORY_PRESSURE_WRITE": trigger],
            root: root.path)
        #expect(source.first == .psi(path: root.path + "/sys/fs/cgroup/app.service/memory.pressure", trigger: Array("some 200000 2000000\0".utf8)))
        #expect(try MemoryPressureSource.candidates(environment: ["MEMORY_PRESSURE_WATCH": "/dev/null"]) == [.disabled])
        #expect(throws: ConfigurationError.self) {
            try MemoryPressureSource.candidates(environment: ["MEMORY_PRESSURE_WATCH": "/x", "MEMORY_PRESSURE_WRITE": "not base64!"])
        }
    }

    @Test func withoutSystemdTheCgroupThenTheSystemPSIThenEventsThenMemAvailable() throws {
        let root = FakeRoot()
        defer { root.remove() }
        try root.write("/proc/self/cgroup", "0::/kiosk.service\n")
        try root.write("/sys/fs/cgroup/cgroup.controllers", "cpu memory\n")
        try root.write("/sys/fs/cgroup/kiosk.service/memory.events", "low 0\nhigh 0\nmax 0\noom 0\noom_kill 0\n")
        try root.write("/sys/fs/cgroup/kiosk.service/memory.high", "max\n")
        try root.write("/sys/fs/cgroup/kiosk.service/memory.max", "max\n")
        let cgroup = root.path + "/sys/fs/cgroup/kiosk.service"
        // No limit: the counters would never rise, so MemAvailable is watched instead.
        #expect(try MemoryPressureSource.candidates(environment: [:], root: root.path).first
            == .memAvailable(path: root.path + "/proc/meminfo", minimumBytes: MemoryPressureSource.defaultMinimumAvailable, interval: 10))
        try root.write("/sys/fs/cgroup/kiosk.service/memory.high", "268435456\n")
        #expect(try MemoryPressureSource.candidates(environment: [:], root: root.path).first == .cgroupEvents(directory: cgroup))
        try root.write("/proc/pressure/memory", "some avg10=0.00 avg60=0.00 avg300=0.00 total=0\n")
        #expect(try MemoryPressureSource.candidates(environment: [:], root: root.path).first
            == .psi(path: root.path + "/proc/pressure/memory", trigger: MemoryPressureSource.defaultTrigger))
        try root.write("/sys/fs/cgroup/kiosk.service/memory.pressure", "some avg10=0.00 avg60=0.00 avg300=0.00 total=0\n")
        let all = try MemoryPressureSource.candidates(environment: [:], root: root.path)
        #expect(all == [
            .psi(path: cgroup + "/memory.pressure", trigger: MemoryPressureSource.defaultTrigger),
            .psi(path: root.path + "/proc/pressure/memory", trigger: MemoryPressureSource.defaultTrigger),
            .cgroupEvents(directory: cgroup),
            .memAvailable(path: root.path + "/proc/meminfo", minimumBytes: MemoryPressureSource.defaultMinimumAvailable, interval: 10),
        ])
        let bare = FakeRoot()
        #expect(try MemoryPressureSource.candidates(environment: [:], root: bare.path, minimumAvailable: 1 << 20)
            == [.memAvailable(path: bare.path + "/proc/meminfo", minimumBytes: 1 << 20, interval: 10)])
    }

    @Test func kernelFilesParse() {
        #expect(MemoryFiles.counters("low 0\nhigh 12\nmax 3\n") == ["low": 0, "high": 12, "max": 3])
        #expect(MemoryFiles.rose(["high": 13, "max": 3, "oom": 0], since: ["high": 12, "max": 3]) == ["high"])
        #expect(MemoryFiles.memAvailable("MemTotal:  1000 kB\nMemAvailable:     2048 kB\n") == 2048 * 1024)
        #expect(MemoryFiles.memAvailable("MemTotal: 1 kB\n") == nil)
        #expect(MemoryPressureSource.defaultTrigger.last == 0, "the kernel overwrites the last byte with NUL")
    }
}

@Suite(.serialized) struct MemoryPressureMonitorTests {
    @Test func aNotifierFIFOWakesTheMonitorAndWarningsAreRateLimited() throws {
        let root = FakeRoot()
        defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.path, withIntermediateDirectories: true)
        let fifo = root.path + "/pressure.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let readings = Readings()
        let monitor = MemoryPressureMonitor(source: .notifier(path: fifo), minimumInterval: 60, queue: readings.queue) {
            readings.add($0)
        }
        try monitor.start()
        let writer = open(fifo, O_WRONLY | O_NONBLOCK)
        defer { close(writer) }
        var byte: UInt8 = 1
        _ = write(writer, &byte, 1)
        #expect(readings.arrived.wait(timeout: .now() + 5) == .success)
        _ = write(writer, &byte, 1)
        #expect(readings.arrived.wait(timeout: .now() + 0.3) == .timedOut, "a second warning within a minute is dropped")
        monitor.stop()
        #expect(readings.all.count == 1 && readings.all[0].detail == "systemd reported pressure")
    }

    @Test func risingMemoryEventsCountersWarnWithTheReading() throws {
        let root = FakeRoot()
        defer { root.remove() }
        try root.write("/cg/memory.events", "low 0\nhigh 0\nmax 0\noom 0\n")
        try root.write("/cg/memory.current", "209715200\n")
        try root.write("/cg/memory.high", "200000000\n")
        let readings = Readings()
        let monitor = MemoryPressureMonitor(source: .cgroupEvents(directory: root.path + "/cg"), minimumInterval: 0, queue: readings.queue) {
            readings.add($0)
        }
        try monitor.start()
        try root.write("/cg/memory.events", "low 5\nhigh 0\nmax 0\noom 0\n")
        #expect(readings.arrived.wait(timeout: .now() + 0.3) == .timedOut, "low rising is not pressure")
        try root.write("/cg/memory.events", "low 5\nhigh 1\nmax 0\noom 0\n")
        #expect(readings.arrived.wait(timeout: .now() + 5) == .success)
        monitor.stop()
        #expect(readings.all.first?.detail == "memory.events high=1; memory.current 209715200 of memory.high 200000000")
    }

    @Test func theMemAvailableFallbackSamplesAndWarnsBelowTheThreshold() throws {
        let root = FakeRoot()
        defer { root.remove() }
        try root.write("/meminfo", "MemTotal: 1000000 kB\nMemAvailable: 900000 kB\n")
        let readings = Readings()
        let monitor = MemoryPressureMonitor(
            source: .memAvailable(path: root.path + "/meminfo", minimumBytes: 64 << 20, interval: 0.05), minimumInterval: 0,
            queue: readings.queue) { readings.add($0) }
        try monitor.start()
        #expect(readings.arrived.wait(timeout: .now() + 0.3) == .timedOut, "900 MB available is fine")
        try root.write("/meminfo", "MemTotal: 1000000 kB\nMemAvailable: 30000 kB\n")
        #expect(readings.arrived.wait(timeout: .now() + 5) == .success)
        monitor.stop()
        #expect(readings.all.first?.detail == "MemAvailable 29 MiB < 64 MiB")
    }

    @Test func errorsNameTheFileAndTheFix() {
        let monitor = MemoryPressureMonitor(source: .psi(path: "/nonexistent/memory.pressure", trigger: MemoryPressureSource.defaultTrigger)) { _ in }
        #expect(throws: MemoryPressureError(path: "/nonexistent/memory.pressure", reason: "No such file or directory")) {
            try monitor.start()
        }
    }

    @Test func aRealPSITriggerArmsWhereTheKernelHasPSI() throws {
        let path = "/proc/pressure/memory"
        guard FileManager.default.contents(atPath: path)?.isEmpty == false else {
            print("skipped: this kernel has no PSI (\(path) unreadable); the trigger path needs CONFIG_PSI and psi=1")
            return
        }
        let monitor = MemoryPressureMonitor(source: .psi(path: path, trigger: MemoryPressureSource.defaultTrigger)) { _ in }
        do {
            try monitor.start()
            monitor.stop()
        } catch let error as MemoryPressureError {
            print("skipped: \(error) (writing PSI triggers needs root or CAP_SYS_RESOURCE here)")
        }
    }

    @Test func aServiceMemoryLimitBoundsWhatImagesMayDecodeAndKeep() throws {
        let root = FakeRoot()
        defer { root.remove() }
        try root.write("/proc/self/cgroup", "0::/kiosk.service\n")
        try root.write("/sys/fs/cgroup/cgroup.controllers", "cpu memory\n")
        try root.write("/sys/fs/cgroup/kiosk.service/memory.max", "max\n")
        try root.write("/sys/fs/cgroup/kiosk.service/memory.high", "max\n")
        #expect(ImageMemoryLimits(root: root.path) == nil, "no limit, no change")
        // The shipped unit's MemoryMax=384M: a decode may take 192 MiB (50 megapixels), 96 MiB stay decoded.
        try root.write("/sys/fs/cgroup/kiosk.service/memory.max", "402653184\n")
        let limits = try #require(ImageMemoryLimits(root: root.path))
        #expect(limits.decodedPixels == 50_331_648 && limits.cacheBytes == 100_663_296)
        try root.write("/sys/fs/cgroup/kiosk.service/memory.high", "268435456\n")
        #expect(ImageMemoryLimits(root: root.path)?.serviceLimit == 268_435_456, "the lower of memory.high and memory.max")
    }
}
