import CCairo
import Foundation
import GentleFiles
import GentleImage

extension Canvas {
    /// The raster pixels as straight-alpha RGBA; cairo's premultiplied ARGB32 words are
    /// un-premultiplied with cairo's own rounding, `(c·255 + a/2) / a`.
    package func bitmap() throws -> Bitmap {
        guard format == .png else { throw RasterError.notRaster(format) }
        try checkStatus("draw")
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RasterError.cairo(operation: "read pixels", status: "no image data")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        Self.unpremultiplyTable.withUnsafeBufferPointer { table in
            pixels.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        let word = row[x]
                        let alpha = Int(word >> 24)
                        guard alpha != 0 else { continue }
                        let offset = (y * width + x) * 4
                        let base = alpha << 8
                        output[offset] = table[base | Int(word >> 16 & 0xFF)]
                        output[offset + 1] = table[base | Int(word >> 8 & 0xFF)]
                        output[offset + 2] = table[base | Int(word & 0xFF)]
                        output[offset + 3] = UInt8(alpha)
                    }
                }
            }
        }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
            throw RasterError.cairo(operation: "read pixels", status: "size mismatch")
        }
        return bitmap
    }

    /// The finished file in the canvas's format, PNGs with `pngText` chunks (e.g. the renderer
    /// fingerprint) compressed by `encoder`. Vector canvases are closed by this call.
    package func encoded(pngText: [PNGTextEntry] = [], encoder: PNGEncoder = .compact) throws -> [UInt8] {
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
    package func write(to url: URL, pngText: [PNGTextEntry] = [], encoder: PNGEncoder = .compact) throws {
        let bytes = try encoded(pngText: pngText, encoder: encoder)
        do {
            try AtomicFile(url: url).replaceContents(with: bytes)
        } catch {
            throw RasterError.write(path: url.path, reason: error.reason)
        }
    }

    /// PNG bytes from cairo's own writer, for comparison in benchmarks.
    package func encodedWithCairoPNGWriter() throws -> [UInt8] {
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
