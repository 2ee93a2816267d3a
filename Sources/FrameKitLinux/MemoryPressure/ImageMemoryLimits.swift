import Foundation
import FrameKitGraphics

/// What a service's memory limit leaves for images: a decode may take at most half of the cgroup's `memory.max`
/// (or `memory.high`, if lower) and decoded pixels are kept within a quarter, so one hostile or oversized image is
/// refused with a message instead of the kernel ending the kiosk (the shipped unit's `MemoryMax=` is 384 MiB, less
/// than the 256 MiB a 64-megapixel decode needs plus the app).
struct ImageMemoryLimits: Equatable {
    /// The most pixels one decode may produce.
    let decodedPixels: Int
    /// The most bytes of decoded pixels kept.
    let cacheBytes: Int
    /// The limit they were derived from.
    let serviceLimit: Int

    init(serviceLimit: Int) {
        self.serviceLimit = serviceLimit
        decodedPixels = max(1, serviceLimit / 2 / 4)
        cacheBytes = serviceLimit / 4
    }

    /// The limits for this process's cgroup, nil when it has no memory limit. `root` prefixes every path (tests).
    init?(root: String = "") {
        guard let cgroup = MemoryPressureSource.cgroupDirectory(root: root) else { return nil }
        let limits = ["memory.max", "memory.high"].compactMap { name -> Int? in
            guard let text = try? String(contentsOfFile: cgroup + "/" + name, encoding: .utf8) else { return nil }
            return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard let limit = limits.min(), limit > 0 else { return nil }
        self.init(serviceLimit: limit)
    }

    /// Lowers FrameKit's image limits to these (never raises them: an app may have set lower ones).
    func apply() {
        UIImage.maximumDecodedPixelCount = min(UIImage.maximumDecodedPixelCount, decodedPixels)
        UIImage.decodedImageCacheLimit = min(UIImage.decodedImageCacheLimit, cacheBytes)
    }

    var description: String {
        "memory limit \(serviceLimit >> 20) MiB (cgroup): images decode to at most \(UIImage.maximumDecodedPixelCount / 1_000_000) megapixels and keep \(UIImage.decodedImageCacheLimit >> 20) MiB of decoded pixels"
    }
}
