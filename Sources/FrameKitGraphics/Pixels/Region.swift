import Foundation

/// A set of pixels kept as a short list of disjoint rectangles: the damage of a frame. Unions that would grow the
/// list past `maximumRects` merge the pair of rectangles whose bounding box wastes the fewest pixels, so the list
/// stays small and compositing stays cheap.
public struct Region: Equatable, Sendable, CustomStringConvertible {
    /// The disjoint rectangles.
    public private(set) var rects: [PixelRect] = []
    /// The most rectangles kept before merging.
    public static let maximumRects = 16

    /// The empty region.
    public init() {}

    /// The pixels of one rectangle.
    public init(_ rect: PixelRect) {
        if !rect.isEmpty { rects = [rect] }
    }

    /// Whether it holds no pixel.
    public var isEmpty: Bool { rects.isEmpty }

    /// The bounding box of the region.
    public var bounds: PixelRect { rects.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) } }

    /// The number of pixels covered.
    public var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// Whether the pixel (x, y) is in it.
    public func contains(x: Int, y: Int) -> Bool { rects.contains { $0.contains(x: x, y: y) } }

    /// Whether it shares a pixel with `rect`.
    public func intersects(_ rect: PixelRect) -> Bool { rects.contains { $0.intersects(rect) } }

    /// Adds `rect`'s pixels (rectangles it overlaps merge into their bounding box).
    public mutating func formUnion(_ rect: PixelRect) {
        guard !rect.isEmpty, !rects.contains(where: { $0.contains(rect) }) else { return }
        var merged = rect
        // Absorb every rectangle the new one overlaps, looking again when the grown box may reach further ones. Order
        // does not matter, so an absorbed rectangle is swapped with the last and dropped: this runs for every view
        // that changes in a frame.
        var grew = true
        while grew {
            grew = false
            var i = 0
            while i < rects.count {
                guard rects[i].intersects(merged) else {
                    i += 1
                    continue
                }
                merged = merged.union(rects[i])
                rects.swapAt(i, rects.count - 1)
                rects.removeLast()
                grew = true
            }
        }
        rects.append(merged)
        if rects.count > Self.maximumRects { mergeCheapestPair() }
    }

    /// Adds another region's pixels.
    public mutating func formUnion(_ other: Region) {
        for r in other.rects { formUnion(r) }
    }

    /// Both regions' pixels.
    public func union(_ other: Region) -> Region {
        var copy = self
        copy.formUnion(other)
        return copy
    }

    /// The pixels in both it and `rect`.
    public func intersection(_ rect: PixelRect) -> Region {
        var out = Region()
        out.rects = rects.map { $0.intersection(rect) }.filter { !$0.isEmpty }
        return out
    }

    /// The pixels not in `rect` (each rectangle's parts above, below, left and right of it; past `maximumRects`
    /// rectangles, merging may keep a few more).
    public func subtracting(_ rect: PixelRect) -> Region {
        var out = Region()
        for r in rects {
            let cut = r.intersection(rect)
            guard !cut.isEmpty else {
                out.formUnion(r)
                continue
            }
            out.formUnion(PixelRect(x: r.x, y: r.y, width: r.width, height: cut.y - r.y))
            out.formUnion(PixelRect(x: r.x, y: cut.maxY, width: r.width, height: r.maxY - cut.maxY))
            out.formUnion(PixelRect(x: r.x, y: cut.y, width: cut.x - r.x, height: cut.height))
            out.formUnion(PixelRect(x: cut.maxX, y: cut.y, width: r.maxX - cut.maxX, height: cut.height))
        }
        return out
    }

    /// The region moved.
    public func translatedBy(dx: Int, dy: Int) -> Region {
        var out = Region()
        out.rects = rects.map { $0.offsetBy(dx: dx, dy: dy) }
        return out
    }

    /// Whether `covers` hide every pixel of the region when taken as bands: each of its rectangles is hidden when the
    /// covers spanning its whole width cover its height between them (a list's rows, a text view's tiles).
    public func isCovered(byBands covers: [PixelRect]) -> Bool {
        let byTop = covers.sorted { $0.y < $1.y }
        return rects.allSatisfy { rect in
            var y = rect.y
            for cover in byTop where cover.x <= rect.x && cover.maxX >= rect.maxX {
                if cover.y > y { break }
                y = max(y, cover.maxY)
            }
            return y >= rect.maxY
        }
    }

    /// Empties it, keeping its storage.
    public mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

    private mutating func mergeCheapestPair() {
        // Runs for every rectangle added past the limit (a frame of 50 moving views: ~35 times over 17 × 16 / 2
        // pairs), so the box's waste is worked out inline on a copy, in pixel counts that cannot overflow.
        var best = (i: 0, j: 1, waste: Int.max)
        let r = rects
        for i in 0..<r.count {
            let a = r[i]
            let aArea = a.width &* a.height
            for j in (i + 1)..<r.count {
                let b = r[j]
                let width = max(a.x &+ a.width, b.x &+ b.width) &- min(a.x, b.x)
                let height = max(a.y &+ a.height, b.y &+ b.height) &- min(a.y, b.y)
                let waste = width &* height &- aArea &- b.width &* b.height
                if waste < best.waste { best = (i, j, waste) }
            }
        }
        let box = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        formUnion(box)
    }

    /// `Region[…]` with its rectangles.
    public var description: String { "Region\(rects)" }
}
