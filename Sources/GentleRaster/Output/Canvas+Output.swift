import CCairo
import GentleFiles
import GentleImage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Canvas {
    /// The raster pixels as straight-alpha RGBA; cairo's premultiplied ARGB32 words are
    /// un-premultiplied with cairo's own rounding, `(c·255 + a/2) / a`, by the row code the PNG
    /// encoder runs on them too. The rows of the page's background that nothing painted are read
    /// as its one row, as the encoder reads them.
    package func bitmap() throws -> Bitmap {
        guard format == .png else { throw RasterError.notRaster(format) }
        try checkStatus("draw")
        let pixels = try SurfacePixels(surface)
        let read = { (repeated: RepeatedRows?) in
            Bitmap(
                premultipliedARGB32: pixels.bytes, width: pixels.width, height: pixels.height,
                bytesPerRow: pixels.bytesPerRow, repeated: repeated)
        }
        guard let bitmap = pageBackground.map({ $0.withRepeatedRows(read) }) ?? read(nil) else {
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
            return try PNGOutput.encode(surface: surface, background: pageBackground, encoder: encoder, text: pngText)
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
}
