import Foundation
import FrameKitGraphics
import FrameKitPlatform

/// Where memory warnings come from, best first (docs/ARCHITECTURE.md, "The platform"): a PSI trigger (systemd's `MEMORY_PRESSURE_WATCH`
/// protocol, the cgroup's `memory.pressure`, or `/proc/pressure/memory`), cgroup v2 `memory.events`, and
/// `MemAvailable` sampled rarely when the kernel has no PSI (the Raspberry Pi default).
public enum MemoryPressureSource: Equatable, Sendable, CustomStringConvertible {
    /// A PSI file armed with `trigger`; the kernel signals POLLPRI when the stall exceeds it.
    case psi(path: String, trigger: [UInt8])
    /// A FIFO or socket systemd named in `MEMORY_PRESSURE_WATCH` that becomes readable under pressure.
    case notifier(path: String)
    /// The cgroup v2 directory whose `memory.events` counters (`high`, `max`, `oom`) rising means pressure.
    case cgroupEvents(directory: String)
    /// `/proc/meminfo`'s MemAvailable under `minimumBytes`, checked every `interval` seconds.
    case memAvailable(path: String, minimumBytes: UInt64, interval: TimeInterval)
    /// systemd turned pressure watching off (`MEMORY_PRESSURE_WATCH=/dev/null`).
    case disabled

    /// 200 ms of stall within any 2 s window: memory is short enough that the UI would stutter. (Unprivileged
    /// services may only use windows that are multiples of 2 s.)
    public static let defaultTrigger = Array("some 200000 2000000".utf8) + [0]
    /// The fallback threshold: warn when less than this is available.
    public static let defaultMinimumAvailable: UInt64 = 64 << 20
    /// How often the fallback reads /proc/meminfo.
    public static let defaultSamplingInterval: TimeInterval = 10

    public var description: String {
        switch self {
        case .psi(let path, let trigger):
            "PSI trigger \"\(String(decoding: trigger.prefix { $0 != 0 }, as: UTF8.self))\" on \(path)"
        case .notifier(let path): "systemd pressure notifications on \(path)"
        case .cgroupEvents(let directory): "\(directory)/memory.events"
        case .memAvailable(let path, let minimum, let interval):
            "MemAvailable in \(path) below \(minimum >> 20) MiB, checked every \(Int(interval)) s"
        case .disabled: "nothing (MEMORY_PRESSURE_WATCH=/dev/null)"
        }
    }

    /// The sources this system offers, best first, ending with the MemAvailable fallback; the monitor uses the first
    /// one it can arm (a hardened service may not write its cgroup's trigger, for instance). `root` prefixes every
    /// path (tests give a fake tree).
    public static func candidates(
        environment: [String: String], root: String = "", minimumAvailable: UInt64 = defaultMinimumAvailable
    ) throws -> [MemoryPressureSource] {
        var result: [MemoryPressureSource] = []
        if let watch = environment["MEMORY_PRESSURE_WATCH"], !watch.isEmpty {
            if watch == "/dev/null" { return [.disabled] }
            let trigger = try environment["MEMORY_PRESSURE_WRITE"].map(decodeTrigger) ?? defaultTrigger
            result.append(isRegularFile(root + watch) ? .psi(path: root + watch, trigger: trigger) : .notifier(path: root + watch))
        }
        let cgroup = cgroupDirectory(root: root)
        if let cgroup, readable(cgroup + "/memory.pressure") {
            result.append(.psi(path: cgroup + "/memory.pressure", trigger: defaultTrigger))
        }
        if readable(root + "/proc/pressure/memory") {
            result.append(.psi(path: root + "/proc/pressure/memory", trigger: defaultTrigger))
        }
        // The counters only rise against a limit: a cgroup without one (no MemoryHigh=/MemoryMax=) would never warn.
        if let cgroup, readable(cgroup + "/memory.events"), hasMemoryLimit(cgroup) {
            result.append(.cgroupEvents(directory: cgroup))
        }
        result.append(
            .memAvailable(path: root + "/proc/meminfo", minimumBytes: minimumAvailable, interval: defaultSamplingInterval))
        return result
    }

    /// `MEMORY_PRESSURE_WRITE` is base64 of the bytes to write into the watched file.
    static func decodeTrigger(_ text: String) throws -> [UInt8] {
        guard let data = Data(base64Encoded: text), !data.isEmpty else {
            throw ConfigurationError(
                variable: "MEMORY_PRESSURE_WRITE", value: text, accepted: "base64 of a PSI trigger such as \"some 150000 1000000\"")
        }
        return Array(data)
    }

    /// This process's cgroup v2 directory, from the `0::/path` line of /proc/self/cgroup, under the unified
    /// hierarchy (`/sys/fs/cgroup`, or `/sys/fs/cgroup/unified` on hybrid systems).
    static func cgroupDirectory(root: String) -> String? {
        guard let text = try? String(contentsOfFile: root + "/proc/self/cgroup", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("0::") })
        else { return nil }
        let path = line.dropFirst(3)
        let unified = [root + "/sys/fs/cgroup", root + "/sys/fs/cgroup/unified"].first {
            FileManager.default.fileExists(atPath: $0 + "/cgroup.controllers")
        }
        guard let unified else { return nil }
        let directory = unified + (path == "/" ? "" : path)
        return FileManager.default.fileExists(atPath: directory) ? directory : nil
    }

    /// Whether `memory.high` or `memory.max` holds a number rather than `max`.
    private static func hasMemoryLimit(_ cgroup: String) -> Bool {
        ["memory.high", "memory.max"].contains { name in
            guard let text = try? String(contentsOfFile: cgroup + "/" + name, encoding: .utf8) else { return false }
            return UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines)) != nil
        }
    }

    /// Readable and non-empty: PSI files of a kernel booted with psi=0 fail to read (EOPNOTSUPP).
    private static func readable(_ path: String) -> Bool {
        guard let data = FileManager.default.readContents(atPath: path) else { return false }
        return !data.isEmpty
    }

    private static func isRegularFile(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular
    }
}

/// What a memory warning was raised for, for the log.
public struct MemoryPressureReading: Sendable, CustomStringConvertible {
    /// The source that measured it (PSI, systemd, memory.events, MemAvailable).
    public let source: String
    /// What it measured.
    public let detail: String
    public var description: String { "\(detail) (\(source))" }
}

/// Readers of the kernel's memory files.
enum MemoryFiles {
    /// `key value` lines (memory.events, memory.stat) into a dictionary.
    static func counters(_ text: String) -> [String: UInt64] {
        var result: [String: UInt64] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = UInt64(parts[1]) { result[String(parts[0])] = value }
        }
        return result
    }

    /// MemAvailable from /proc/meminfo, in bytes.
    static func memAvailable(_ text: String) -> UInt64? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }) else { return nil }
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 2, let kib = UInt64(fields[1]) else { return nil }
        return kib * 1024
    }

    /// The counters of memory.events that mean the cgroup hit its limits, and whether any rose since `old`.
    static func rose(_ new: [String: UInt64], since old: [String: UInt64]) -> [String] {
        ["high", "max", "oom"].filter { (new[$0] ?? 0) > (old[$0] ?? 0) }
    }
}
