import CCairo
import Foundation

/// Why a PNG could not be read or written.
public enum PNGError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case invalidData(reason: String)
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read PNG \(path): \(reason)"
        case .invalidData(let reason): "not a valid PNG image: \(reason); check that the file is a PNG and is complete"
        case .writeFailed(let path, let reason): "cannot write PNG \(path): \(reason); check the directory exists and is writable"
        }
    }
}

/// PNG encoding and decoding through Cairo's libpng support.
extension PixelBuffer {
    private final class Stream {
        var data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    /// The buffer encoded as a PNG (RGB for `.xrgb8888`, RGBA for `.argb8888`).
    public func pngData() throws -> Data {
        flush()
        let stream = Stream(Data())
        let status = withSurface { surface in
            cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    let stream = Unmanaged<Stream>.fromOpaque(closure!).takeUnretainedValue()
                    stream.data.append(bytes!, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(stream).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGError.invalidData(reason: String(cString: cairo_status_to_string(status)))
        }
        return stream.data
    }

    public func writePNG(to url: URL) throws {
        do {
            try pngData().write(to: url)
        } catch let error as PNGError {
            throw error
        } catch {
            throw PNGError.writeFailed(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Decodes PNG data into a premultiplied ARGB buffer.
    public static func decodePNG(_ data: Data) throws -> PixelBuffer {
        guard data.count >= 8, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw PNGError.invalidData(reason: "missing PNG signature")
        }
        let stream = Stream(data)
        let surface = cairo_image_surface_create_from_png_stream(
            { closure, bytes, length in
                let stream = Unmanaged<Stream>.fromOpaque(closure!).takeUnretainedValue()
                let wanted = Int(length)
                guard stream.offset + wanted <= stream.data.count else { return CAIRO_STATUS_READ_ERROR }
                stream.data.copyBytes(to: bytes!, from: stream.offset..<(stream.offset + wanted))
                stream.offset += wanted
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(stream).toOpaque())!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGError.invalidData(reason: String(cString: cairo_status_to_string(status)))
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let out = PixelBuffer(width: width, height: height, format: .argb8888)
        let source = PixelBuffer(
            wrapping: UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!), width: width, height: height,
            stride: Int(cairo_image_surface_get_stride(surface)), format: .argb8888)
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        out.copy(out.bounds, from: source)
        if opaque { out.forceOpaque() }
        return out
    }

    /// Reads a PNG file.
    public static func readPNG(from url: URL) throws -> PixelBuffer {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PNGError.unreadable(path: url.path, reason: "the file does not exist or is not readable")
        }
        return try decodePNG(data)
    }

    /// Sets the alpha byte of every pixel to 0xFF (RGB24 sources leave it undefined).
    private func forceOpaque() {
        for y in 0..<height {
            let row = (baseAddress + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] |= 0xFF00_0000 }
        }
        markDirty()
    }
}
