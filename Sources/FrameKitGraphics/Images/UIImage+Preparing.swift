import Foundation

extension UIImage {
    /// The image with its pixels decoded now, so drawing it costs no decode (call it off the main thread for big
    /// images); nil, logged once, when the data turns out damaged. A vector image is rasterised at its size.
    public func preparingForDisplay() -> UIImage? {
        source.pixels() == nil ? nil : self
    }

    /// `preparingForDisplay()` on a background thread.
    public func byPreparingForDisplay() async -> UIImage? {
        await Task.detached(priority: .userInitiated) { self.preparingForDisplay() }.value
    }

    /// `preparingForDisplay()` on a background queue; `completionHandler` runs there.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingForDisplay()) }
    }

    /// A smaller copy that fits within `size` points at the screen's scale, aspect kept, orientation kept. Made from
    /// the encoded data when there is some — a JPEG decodes at 1/2, 1/4 or 1/8 size and a WebP straight to the
    /// thumbnail's size — so the full image's pixels are never held; nil when the data cannot be decoded.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        let scale = Self.preferredScale
        // Pinned to what a buffer can hold: a thumbnail is never bigger than 32767 pixels a side.
        func length(_ points: CGFloat) -> Int { points.isFinite ? Int(min(max((points * scale).rounded(), 1), 32767)) : 1 }
        let target = (width: length(size.width), height: length(size.height))
        do throws(ImageDecodingError) {
            switch source.content {
            case .encoded(let data), .vector(_, let data):
                let bitmap = try ImageDecoder.thumbnail(data, fitting: target)
                return UIImage(pixelBuffer: bitmap.pixels, scale: scale, orientation: Orientation(exif: bitmap.exifOrientation))
            case .pixels(let pixels):
                let turned = imageOrientation.swapsAxes ? (width: target.height, height: target.width) : target
                let fitted = ImageDecoder.fit((pixels.width, pixels.height), in: turned)
                return UIImage(pixelBuffer: try ImageDecoder.scaled(pixels, to: fitted), scale: scale, orientation: imageOrientation)
            }
        } catch {
            ImageSource.logger.error("preparingThumbnail(of:) gave nil: \(error)")
            return nil
        }
    }

    /// `preparingThumbnail(of:)` on a background thread.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        await Task.detached(priority: .userInitiated) { self.preparingThumbnail(of: size) }.value
    }

    /// `preparingThumbnail(of:)` on a background queue; `completionHandler` runs there.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingThumbnail(of: size)) }
    }
}
