import GentleImage

/// The one place raster output becomes PNG bytes, through GentleImage's libpng encoder.
enum PNGOutput {
    /// Encodes straight-alpha pixels with optional text chunks (e.g. the renderer fingerprint).
    static func encode(_ bitmap: Bitmap, text: [PNGTextEntry] = []) throws -> [UInt8] {
        do {
            return try PNGEncoder().encode(bitmap, text: text)
        } catch {
            throw RasterError.pngEncoding(reason: "\(error)")
        }
    }
}
