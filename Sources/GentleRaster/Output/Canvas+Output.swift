import CCairo
import Foundation
import GentleFiles
import GentleImage

extension Canvas {
    /// The raster pixels as straight-alpha RGBA; cairo's premultiplied ARGB32 words are
    /// un-premultiplied with cairo's own rounding, `(c·255 + a/2) / a`.
    public func bitmap() throws -> Bitmap {
        guard format == .png else { throw RasterError.notRaster(format) }
        try checkStatus("draw")
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RasterError.cairo(operation: "read pixels", status: "no image data")
        }
        let count = width * height
        // Written word by word and never zero-filled first: most pixels of a sheet are opaque, and
        // those are only reordered, so the table is looked up for the translucent ones alone.
        let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { output, initialized in
            initialized = 0
            guard let base = output.baseAddress else { return }
            Self.unpremultiplyTable.withUnsafeBufferPointer { table in
                let words = UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt32.self)
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    let into = words + y * width
                    for x in 0..<width {
                        into[x] = Self.straightRGBA(row[x], table: table).littleEndian
                    }
                }
            }
            initialized = count * 4
        }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
            throw RasterError.cairo(operation: "read pixels", status: "size mismatch")
        }
        return bitmap
    }

    /// One premultiplied ARGB32 word as straight R, G, B, A bytes in memory order, read as a
    /// little-endian word.
    @inline(__always)
    private static func straightRGBA(_ word: UInt32, table: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let alpha = word >> 24
        if alpha == 0xFF {
            return 0xFF00_0000 | (word >> 16 & 0xFF) | (word & 0xFF00) | (word & 0xFF) << 16
        }
        guard alpha != 0 else { return 0 }
        let base = Int(alpha) << 8
        let red = UInt32(table[base | Int(word >> 16 & 0xFF)])
        let green = UInt32(table[base | Int(word >> 8 & 0xFF)])
        let blue = UInt32(table[base | Int(word & 0xFF)])
        return alpha << 24 | blue << 16 | green << 8 | red
    }

    /// The finished file in the canvas's format, PNGs with `pngText` chunks (e.g. the renderer
    /// fingerprint) compressed by `encoder`. Vector canvases are closed by this call.
    public func encoded(pngText: [PNGTextEntry] = [], encoder: PNGEncoder = .compact) throws -> [UInt8] {
        switch format {
        case .png:
            try checkStatus("draw")
            return try PNGOutput.encode(surface: surface, encoder: encoder, text: pngText)
        case .svg:
            return SVGIdentifiers.renumbered(try finishVector())
        case .pdf:
            return try finishVector()
        }
    }

    /// Encodes the canvas and writes it atomically: a temporary file in the same folder, then a
    /// rename, so readers never see a partial file and a failure leaves none behind.
    public func write(to url: URL, pngText: [PNGTextEntry] = [], encoder: PNGEncoder = .compact) throws {
        let bytes = try encoded(pngText: pngText, encoder: encoder)
        do {
            try AtomicFile(url: url).replaceContents(with: bytes)
        } catch {
            throw RasterError.write(path: url.path, reason: error.reason)
        }
    }

    /// PNG bytes from cairo's own writer, for comparison in benchmarks.
    public func encodedWithCairoPNGWriter() throws -> [UInt8] {
        guard format == .png else { throw RasterError.notRaster(format) }
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(
            surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cairo(operation: "write PNG", status: String(cString: cairo_status_to_string(status)))
        }
        return sink.bytes
    }

    private func finishVector() throws -> [UInt8] {
        if let finishedBytes { return finishedBytes }
        try checkStatus("draw")
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let sink else {
            throw RasterError.cairo(
                operation: "finish \(format.rawValue)", status: String(cString: cairo_status_to_string(status)))
        }
        finishedBytes = sink.bytes
        return sink.bytes
    }

    /// `(c·255 + a/2) / a` for every alpha `a` (high byte) and premultiplied channel `c` (low byte).
    private static let unpremultiplyTable: [UInt8] = (0..<65536).map { index in
        let alpha = index >> 8
        let channel = index & 0xFF
        return alpha == 0 ? 0 : UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
    }
}
