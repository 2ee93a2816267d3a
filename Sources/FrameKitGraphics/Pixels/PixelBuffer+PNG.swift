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

/// PNG encoding through Cairo's libpng support, and decoding through libpng itself (`PNGCodec`).
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

    /// Writes the buffer as a PNG file at `url`.
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
        guard ImageFormat(sniffing: data) == .png else { throw PNGError.invalidData(reason: "missing PNG signature") }
        do {
            return try PNGCodec.decode(data).pixels
        } catch {
            throw PNGError.invalidData(reason: error.reason)
        }
    }

    /// Reads a PNG file.
    public static func readPNG(from url: URL) throws -> PixelBuffer {
        let data: Data
        do { data = try FileManager.default.readContents(of: url) } catch {
            throw PNGError.unreadable(path: url.path, reason: "the file does not exist or is not readable")
        }
        return try decodePNG(data)
    }
}
