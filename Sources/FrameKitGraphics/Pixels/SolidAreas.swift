import Foundation

/// What a buffer is known to hold: disjoint rectangles of whole pixels, each of one opaque colour, where a compositor
/// filled that colour and nothing has been drawn since. A compositor about to fill a background asks which of its
/// pixels hold something else (`unknownParts`) and fills only those: a list row scrolled a few pixels over rows of
/// the same colour is filled again where the old rows' text and separators were, not all over.
///
/// The knowledge may only ever be short of the truth: every drawing that is not a recorded fill `forget`s the
/// pixels it can touch, and past `maximumRects` the smallest rectangles are forgotten (knowing less only costs
/// filling again).
package struct SolidAreas {
    /// An opaque colour as its components are handed to the drawing library: equal components fill equal pixels.
    package struct Color: Equatable {
        package var red: Double, green: Double, blue: Double
        package init(red: Double, green: Double, blue: Double) { (self.red, self.green, self.blue) = (red, green, blue) }

        /// `color` as it is now (a dynamic colour resolved).
        package init(_ color: UIColor) {
            let c = color.doubles
            self.init(red: c.red, green: c.green, blue: c.blue)
        }

        /// The pixel Cairo fills it with (premultiplied ARGB, opaque): each component to 16 bits rounded, then its
        /// high byte.
        package var pixel: UInt32 {
            func byte(_ d: Double) -> UInt32 { UInt32(UInt16(d * 65535 + 0.5)) >> 8 }
            return 0xFF00_0000 | byte(red) << 16 | byte(green) << 8 | byte(blue)
        }
    }

    /// A known rectangle and its colour's index in `palette`.
    private struct Entry {
        var rect: PixelRect
        var color: UInt8
    }

    /// The known rectangles, disjoint, by the band of `bandHeight` rows they lie in (a rectangle recorded across
    /// bands is cut at their edges): a drawing looks only at the few rectangles of the bands it reaches. Within a
    /// band, in the order they were learnt, so that a row filled after the one above it is joined to it.
    private var bands: [[Entry]] = []
    private var count = 0
    /// The last rectangle forgotten, nothing recorded since: nothing is known inside it.
    private var lastForgotten = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// The colours known, at most `maximumColors`: a screen has a few background colours.
    private var palette: [Color] = []
    private static let bandHeight = 64
    /// The most rectangles kept: a 1080p list's rows each leave about ten (the row around its text, its
    /// separator, cut at bands' edges).
    package static let maximumRects = 512
    private static let maximumColors = 16
    /// The fewest pixels a piece left by a drawing must have to be kept.
    private static let smallestKept = 64

    package init() {}

    /// Whether nothing is known.
    package var isEmpty: Bool { count == 0 }
    /// The known rectangles.
    package var rects: [PixelRect] { bands.flatMap { $0.map(\.rect) } }
    /// Their colours, in step.
    package var colors: [Color] { bands.flatMap { $0.map { palette[Int($0.color)] } } }

    /// Forgets everything (the buffer was drawn by someone else, or lost its contents).
    package mutating func removeAll() {
        for b in bands.indices { bands[b].removeAll(keepingCapacity: true) }
        count = 0
        palette.removeAll(keepingCapacity: true)
        lastForgotten = PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Forgets the pixels of `rect`: something is drawn there.
    package mutating func forget(_ rect: PixelRect) {
        guard !rect.isEmpty, count > 0, !lastForgotten.contains(rect) else { return }
        for b in bandRange(of: rect) where bands[b].contains(where: { $0.rect.intersects(rect) }) { forget(rect, inBand: b) }
        // A view's subviews drawn over it forget what it forgot: nothing left to look for.
        lastForgotten = rect
    }

    /// Records that `rect` now holds `color` all over.
    package mutating func record(_ rect: PixelRect, color: Color) {
        guard !rect.isEmpty, rect.y >= 0 else { return }
        forget(rect)
        lastForgotten = PixelRect(x: 0, y: 0, width: 0, height: 0)
        guard let index = index(adding: color) else { return }
        while bands.count * Self.bandHeight < rect.maxY { bands.append([]) }
        for b in bandRange(of: rect) {
            let top = max(rect.y, b * Self.bandHeight), bottom = min(rect.maxY, (b + 1) * Self.bandHeight)
            add(PixelRect(x: rect.x, y: top, width: rect.width, height: bottom - top), color: index, band: b)
        }
        if count > Self.maximumRects { dropSmallest() }
    }

    /// The parts of `rect` not known to hold `color`, at most `limit` rectangles (nil when it would take more: the
    /// caller fills all of `rect`).
    package func unknownParts(of rect: PixelRect, color: Color, limit: Int = 24) -> [PixelRect]? {
        guard !rect.isEmpty, let index = knownIndex(of: color) else { return [rect] }
        var parts = [rect]
        for b in bandRange(of: rect) {
            for entry in bands[b] where entry.color == index && entry.rect.intersects(rect) {
                var j = 0, end = parts.count
                while j < end {
                    let part = parts[j]
                    let cut = part.intersection(entry.rect)
                    guard !cut.isEmpty else {
                        j += 1
                        continue
                    }
                    // The last unvisited part takes its place (looked at next), the newest piece takes that one's.
                    end -= 1
                    parts[j] = parts[end]
                    parts.swapAt(end, parts.count - 1)
                    parts.removeLast()
                    Self.forEachPiece(of: part, around: cut) { parts.append($0) }
                }
                guard parts.count <= limit else { return nil }
                if parts.isEmpty { return parts }
            }
        }
        return parts
    }

    /// The bands `rect` reaches, of those there are.
    private func bandRange(of rect: PixelRect) -> Range<Int> {
        let first = max(rect.y, 0) / Self.bandHeight, last = (rect.maxY - 1) / Self.bandHeight
        return first..<max(first, min(bands.count, last + 1))
    }

    private mutating func forget(_ rect: PixelRect, inBand b: Int) {
        var i = 0, end = bands[b].count
        // Pieces of cut rectangles go past `end` and are not looked at again: they lie outside `rect`.
        while i < end {
            let entry = bands[b][i]
            guard entry.rect.intersects(rect) else {
                i += 1
                continue
            }
            end -= 1
            bands[b][i] = bands[b][end]
            bands[b].swapAt(end, bands[b].count - 1)
            bands[b].removeLast()
            count -= 1
            Self.forEachPiece(of: entry.rect, around: entry.rect.intersection(rect)) {
                // A sliver saves less filling than it costs to keep.
                guard $0.area >= Self.smallestKept else { return }
                bands[b].append(Entry(rect: $0, color: entry.color))
                count += 1
            }
        }
    }

    /// Adds a rectangle within band `b`, joined to one of its colour it continues exactly (a row below a row of the
    /// same width, or beside one of the same height) among the last few learnt there.
    private mutating func add(_ rect: PixelRect, color: UInt8, band b: Int) {
        for i in bands[b].indices.suffix(4).reversed() where bands[b][i].color == color {
            let r = bands[b][i].rect
            if (r.x == rect.x && r.width == rect.width && (r.maxY == rect.y || rect.maxY == r.y))
                || (r.y == rect.y && r.height == rect.height && (r.maxX == rect.x || rect.maxX == r.x))
            {
                bands[b][i].rect = r.union(rect)
                return
            }
        }
        bands[b].append(Entry(rect: rect, color: color))
        count += 1
    }

    private func knownIndex(of color: Color) -> UInt8? { palette.firstIndex(of: color).map(UInt8.init) }

    /// The colour's index in the palette, added if new; nil when the palette is full of colours still held.
    private mutating func index(adding color: Color) -> UInt8? {
        if let index = knownIndex(of: color) { return index }
        if palette.count == Self.maximumColors {
            // A screen cycling through colours: the colours no rectangle holds any more make room.
            let used = Set(bands.flatMap { $0.map(\.color) })
            guard used.count < Self.maximumColors else { return nil }
            let old = palette
            palette = used.sorted().map { old[Int($0)] }
            for b in bands.indices {
                for i in bands[b].indices { bands[b][i].color = UInt8(palette.firstIndex(of: old[Int(bands[b][i].color)])!) }
            }
        }
        palette.append(color)
        return UInt8(palette.count - 1)
    }

    /// `r` less `cut` (a part of it): the full-width bands above and below, the pieces left and right beside it.
    private static func forEachPiece(of r: PixelRect, around cut: PixelRect, _ body: (PixelRect) -> Void) {
        if cut.y > r.y { body(PixelRect(x: r.x, y: r.y, width: r.width, height: cut.y - r.y)) }
        if cut.maxY < r.maxY { body(PixelRect(x: r.x, y: cut.maxY, width: r.width, height: r.maxY - cut.maxY)) }
        if cut.x > r.x { body(PixelRect(x: r.x, y: cut.y, width: cut.x - r.x, height: cut.height)) }
        if cut.maxX < r.maxX { body(PixelRect(x: cut.maxX, y: cut.y, width: r.maxX - cut.maxX, height: cut.height)) }
    }

    /// Keeps the largest three quarters of `maximumRects`.
    private mutating func dropSmallest() {
        let kept = bands.enumerated().flatMap { b, entries in entries.map { (b, $0) } }
            .sorted { $0.1.rect.area > $1.1.rect.area }.prefix(Self.maximumRects * 3 / 4)
        for b in bands.indices { bands[b].removeAll(keepingCapacity: true) }
        for (b, entry) in kept { bands[b].append(entry) }
        count = kept.count
    }
}
