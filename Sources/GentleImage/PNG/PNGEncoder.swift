import CPNG
import CPNGSupport
import Foundation

/// Writes a `Bitmap` as an 8-bit PNG with text chunks; the same input always gives the same bytes.
///
/// Defaults were chosen by measurement on a sheet-like image (see `Scripts/bench-png-encode.sh`):
/// zlib level 6 with filter NONE is smaller and faster than libpng's adaptive filtering on flat
/// UI art. Fully opaque bitmaps are written as RGB.
public struct PNGEncoder: Sendable {
    /// zlib level 0–9.
    public var compressionLevel: Int
    /// The row filters libpng may choose from.
    public var filter: PNGFilter

    /// An encoder with the measured defaults.
    public init(compressionLevel: Int = 6, filter: PNGFilter = .none) {
        self.compressionLevel = min(9, max(0, compressionLevel))
        self.filter = filter
    }

    /// The PNG bytes of `bitmap` with `text` written as tEXt (ASCII) or iTXt chunks in order.
    /// Throws `PNGError`.
    public func encode(_ bitmap: Bitmap, text: [PNGTextEntry] = []) throws -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0,
              bitmap.width <= Int(Int32.max), bitmap.height <= Int(Int32.max), bitmap.hasConsistentSize else {
            throw PNGError.unencodableSize(width: bitmap.width, height: bitmap.height)
        }
        let entries = try text.map { try $0.validated() }
        let settings = gps_encode_settings(
            compression_level: Int32(min(9, max(0, compressionLevel))), filters: filter.libpngMask,
            opaque_as_rgb: Self.isOpaque(bitmap) ? 1 : 0)
        return try withTextEntries(entries) { cEntries in
            var out = gps_buffer()
            defer { gps_buffer_free(&out) }
            var message = [CChar](repeating: 0, count: 256)
            let status = bitmap.pixels.withUnsafeBufferPointer { pixels in
                gps_encode_rgba(
                    pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), settings,
                    cEntries.baseAddress, Int32(cEntries.count), &out, &message, message.count)
            }
            guard status == GPS_OK, let bytes = out.bytes else {
                let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                throw status == GPS_OUT_OF_MEMORY
                    ? PNGError.outOfMemory(source: "PNG encoder") : PNGError.encodingFailed(reason: reason)
            }
            return Array(UnsafeBufferPointer(start: bytes, count: out.count))
        }
    }

    /// Encodes `bitmap` and writes it to `url` atomically (temporary file, then rename), so a
    /// reader never sees a partial PNG. Throws `PNGError`.
    public func write(_ bitmap: Bitmap, text: [PNGTextEntry] = [], to url: URL) throws {
        let bytes = try encode(bitmap, text: text)
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw PNGError.fileAccess(path: url.path, reason: error.localizedDescription)
        }
    }

    private static func isOpaque(_ bitmap: Bitmap) -> Bool {
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            var index = 3
            while index < pixels.count {
                if pixels[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    // One NUL-separated byte block holds every key and value, so the C pointers stay valid
    // for the whole encode call without per-string allocations.
    private func withTextEntries<Result>(
        _ entries: [PNGTextEntry], _ body: (UnsafeBufferPointer<gps_text_entry>) throws -> Result
    ) throws -> Result {
        var block: [CChar] = []
        var offsets: [(key: Int, value: Int, utf8: Bool)] = []
        for entry in entries {
            let keyOffset = block.count
            block += entry.key.utf8.map { CChar(bitPattern: $0) } + [0]
            let valueOffset = block.count
            block += entry.value.utf8.map { CChar(bitPattern: $0) } + [0]
            offsets.append((keyOffset, valueOffset, !entry.isASCII))
        }
        return try block.withUnsafeBufferPointer { strings in
            let cEntries = offsets.map { offset in
                gps_text_entry(
                    key: strings.baseAddress.map { $0 + offset.key },
                    value: strings.baseAddress.map { $0 + offset.value },
                    utf8: offset.utf8 ? 1 : 0)
            }
            return try cEntries.withUnsafeBufferPointer(body)
        }
    }
}

/// PNG row filters (PNG spec §9); `adaptive` lets libpng pick per row, as cairo's writer does.
public enum PNGFilter: String, Sendable, CaseIterable {
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
