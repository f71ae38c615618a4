import CPNG
import CPNGSupport

/// libpng's own PNG writer, kept as the oracle `PNGEncoder` is held to (with filter NONE it must
/// give the same bytes) and for the bench's filter comparisons; nothing the tool writes goes
/// through it.
package struct LibPNGWriter: Sendable {
    /// zlib level 0–9.
    package var compressionLevel: Int
    /// zlib memLevel 1–9.
    package var memoryLevel: Int
    /// The row filters libpng may choose from.
    package var filter: PNGFilter

    /// A writer with the given settings; values are clamped to zlib's ranges.
    package init(compressionLevel: Int = 6, memoryLevel: Int = 8, filter: PNGFilter = .none) {
        self.compressionLevel = min(9, max(0, compressionLevel))
        self.memoryLevel = min(9, max(1, memoryLevel))
        self.filter = filter
    }

    /// The PNG bytes libpng writes for `bitmap` with `text`; throws `PNGError`.
    package func encode(_ bitmap: Bitmap, text: [PNGTextEntry] = []) throws -> [UInt8] {
        guard bitmap.hasConsistentSize else {
            throw PNGError.unencodableSize(width: bitmap.width, height: bitmap.height)
        }
        let settings = gps_encode_settings(
            compression_level: Int32(compressionLevel), memory_level: Int32(memoryLevel), filters: filter.libpngMask)
        return try bitmap.pixels.withUnsafeBytes { pixels in
            try PNGEncoder.encode(
                pixels, width: bitmap.width, height: bitmap.height, bytesPerRow: bitmap.width * 4,
                layout: GPS_PIXELS_RGBA8, text: text
            ) { source, entries, out, message in
                gps_encode(source, settings, entries.baseAddress, Int32(entries.count), &out, &message, message.count)
            }
        }
    }
}

/// PNG row filters (PNG spec §9); `adaptive` lets libpng pick per row, as cairo's writer does.
package enum PNGFilter: String, Sendable, CaseIterable {
    /// No filtering.
    case none
    /// Difference from the left pixel.
    case sub
    /// Difference from the pixel above.
    case up
    /// Difference from the mean of left and above.
    case average
    /// Paeth predictor.
    case paeth
    /// libpng's per-row heuristic over all five.
    case adaptive

    var libpngMask: Int32 {
        switch self {
        case .none: PNG_FILTER_NONE
        case .sub: PNG_FILTER_SUB
        case .up: PNG_FILTER_UP
        case .average: PNG_FILTER_AVG
        case .paeth: PNG_FILTER_PAETH
        case .adaptive: PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH
        }
    }
}
