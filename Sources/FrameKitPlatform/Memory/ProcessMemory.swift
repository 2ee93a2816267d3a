import CSystem
import Foundation

/// How much memory this process holds, for the control socket's status and the benchmarks: a kiosk that runs for
/// months must show no growth.
public enum ProcessMemory {
    /// Resident memory from /proc/self/statm; nil where /proc is not mounted.
    public static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Bytes malloc has handed out and not had back (glibc's mallinfo2): the process's objects, without the pixel
    /// buffers FrameKit maps apart from the heap and without pages malloc keeps for reuse.
    public static func heapBytes() -> Int { Int(fk_heap_bytes()) }
}
