import GentleFiles

/// Why drawing or output failed. Every case says what was being done.
package enum RasterError: KindedError, Equatable, Sendable {
    /// The canvas size or scale is not finite, not positive, or too large.
    case invalidCanvas(width: Double, height: Double, scale: Int)
    /// A shadow would need a mask (size in pixels) beyond the bound.
    case effectTooLarge(width: Double, height: Double)
    /// cairo reported a failure status.
    case cairo(operation: String, status: String)
    /// Pixels were asked of a vector canvas.
    case notRaster(OutputFormat)
    /// PNG encoding failed.
    case pngEncoding(reason: String)
    /// Writing an output file failed; no partial file is left behind.
    case write(path: String, reason: String)

    /// Absurd sizes come from the theme; a failed write is I/O; anything cairo refuses is ours.
    package var kind: ErrorKind {
        switch self {
        case .invalidCanvas, .effectTooLarge: .invalidInput
        case .write: .io
        case .cairo, .notRaster, .pngEncoding: .internal
        }
    }
}
