import CPNGSupport
import GentleFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes pixels as an 8-bit PNG with text chunks; the same input always gives the same bytes.
/// Fully opaque images are written as RGB.
///
/// Rows are written unfiltered and the chunks without libpng; with zlib, in the bytes libpng
/// writes with filter NONE (`LibPNGWriter`, the oracle the tests hold it to). Three measured
/// presets (filter NONE beats libpng's adaptive filtering on flat UI art, in both size and time —
/// see `Tests/Bench/bench-png-encode.sh` and `Tests/Bench/bench-render.sh`): `compact` for files
/// that are kept (goldens), `fast` for batch output, and `artifact` for a report's images, which
/// are only ever read for their pixels.
public struct PNGEncoder: Sendable {
    /// The deflate implementation; igzip only for report artifacts, tests and benches.
    package var deflater: PNGDeflater
    /// zlib level 0–9 (igzip level 0–3; the quick deflater has one).
    package var compressionLevel: Int
    /// zlib memLevel 1–9: the size of its match-finding hash table (zlib only).
    package var memoryLevel: Int

    /// Size first: zlib level 6, the encoder's default.
    public static let compact = PNGEncoder()

    /// Speed first, for `render` and the site: the package's own deflater (`PNGDeflater.quick`),
    /// which writes the same bytes for the same pixels by construction, on every thread and at
    /// every `--jobs`. igzip level 1 (`PNGDeflater.igzip`) is quicker still, but about one file
    /// in 300 came out with other (valid) bytes inside the tool while a C replay of the same rows
    /// never did; see `docs/benchmarks.md`.
    public static let fast = PNGEncoder(deflater: .quick)

    /// Speed first where no one compares bytes: igzip level 1, for a report's `expected.png`,
    /// `actual.png` and `diff.png`, which people look at and `accept` decodes (re-encoding a
    /// golden with `GoldenStore.goldenEncoder`). It deflates a sheet about fifteen times quicker
    /// than zlib level 6, into about 30 % more bytes; the bytes may differ between runs (see
    /// `fast`), the pixels never do.
    package static let artifact = PNGEncoder(deflater: .igzip, compressionLevel: 1)

    /// A zlib encoder with the given settings; values are clamped to zlib's ranges.
    package init(compressionLevel: Int = 6, memoryLevel: Int = 8) {
        self.init(deflater: .zlib, compressionLevel: compressionLevel, memoryLevel: memoryLevel)
    }

    /// An encoder with the given deflater; values are clamped to its ranges.
    package init(deflater: PNGDeflater, compressionLevel: Int = 6, memoryLevel: Int = 8) {
        self.deflater = deflater
        self.compressionLevel = min(deflater.maximumLevel, max(0, compressionLevel))
        self.memoryLevel = min(9, max(1, memoryLevel))
    }

    /// The PNG bytes of `bitmap` with `text` written as tEXt (ASCII) or iTXt chunks in order.
    /// Throws `PNGError`.
    public func encode(_ bitmap: Bitmap, text: [PNGTextEntry] = []) throws -> [UInt8] {
        guard bitmap.hasConsistentSize else {
            throw PNGError.unencodableSize(width: bitmap.width, height: bitmap.height)
        }
        return try bitmap.pixels.withUnsafeBytes { pixels in
            try encode(
                pixels, width: bitmap.width, height: bitmap.height, bytesPerRow: bitmap.width * 4,
                layout: GPS_PIXELS_RGBA8, text: text)
        }
    }

    /// The PNG bytes of premultiplied 32-bit pixels in native byte order with alpha in the high
    /// byte (cairo's `ARGB32`), rows `bytesPerRow` apart. They are un-premultiplied row by row as
    /// they are compressed, with `(c·255 + a/2) / a`, so the file holds what a straight-alpha
    /// `Bitmap` of them would, without that whole-image copy ever being made. The rows that
    /// `repeated` marks are read from its row instead. Throws `PNGError`.
    package func encode(
        premultipliedARGB32 pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int,
        repeated: RepeatedRows? = nil, text: [PNGTextEntry] = []
    ) throws -> [UInt8] {
        guard width >= 0, height >= 0, bytesPerRow >= width * 4,
            pixels.count >= bytesPerRow * max(0, height - 1) + width * 4,
            repeated?.fits(width: width, height: height) ?? true
        else { throw PNGError.unencodableSize(width: width, height: height) }
        return try encode(
            pixels, width: width, height: height, bytesPerRow: bytesPerRow,
            layout: GPS_PIXELS_PREMULTIPLIED_ARGB32, repeated: repeated, text: text)
    }

    private func encode(
        _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int, layout: Int,
        repeated: RepeatedRows? = nil, text: [PNGTextEntry]
    ) throws -> [UInt8] {
        let level = Int32(min(deflater.maximumLevel, max(0, compressionLevel)))
        let memory = Int32(min(9, max(1, memoryLevel)))
        let kind =
            switch deflater {
            case .zlib: GPS_DEFLATE_ZLIB
            case .igzip: GPS_DEFLATE_IGZIP
            case .quick: GPS_DEFLATE_QUICK
            }
        return try Self.encode(
            pixels, width: width, height: height, bytesPerRow: bytesPerRow, layout: layout, repeated: repeated,
            text: text
        ) {
            source, entries, out, message in
            gps_encode_direct(
                source, kind, level, memory, entries.baseAddress, Int32(entries.count), &out, &message, message.count)
        }
    }

    /// A C writer (`write`) run over `pixels` and `text`, its status turned into bytes or a `PNGError`.
    static func encode(
        _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int, layout: Int,
        repeated: RepeatedRows? = nil, text: [PNGTextEntry],
        write: (gps_pixels, UnsafeBufferPointer<gps_text_entry>, inout gps_buffer, inout [CChar]) -> Int32
    ) throws -> [UInt8] {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
            let base = pixels.baseAddress
        else { throw PNGError.unencodableSize(width: width, height: height) }
        let entries = try text.map { try $0.validated() }
        let source = gps_pixels(
            data: base.assumingMemoryBound(to: UInt8.self), width: UInt32(width), height: UInt32(height),
            stride: bytesPerRow, layout: Int32(layout), repeated_rows: repeated?.marks.baseAddress,
            repeated_row: repeated?.row.baseAddress?.assumingMemoryBound(to: UInt8.self))
        return try withTextEntries(entries) { cEntries in
            var out = gps_buffer()
            defer { gps_buffer_free(&out) }
            var message = [CChar](repeating: 0, count: 256)
            let status = write(source, cEntries, &out, &message)
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
            try AtomicFile(url: url).replaceContents(with: bytes)
        } catch {
            throw PNGError.fileAccess(path: url.path, reason: error.reason)
        }
    }

    // One NUL-separated byte block holds every key and value, so the C pointers stay valid
    // for the whole encode call without per-string allocations.
    private static func withTextEntries<Result>(
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

/// The deflate implementation behind a `PNGEncoder`.
package enum PNGDeflater: String, Sendable, CaseIterable {
    /// zlib: levels 0–9 and memLevel apply, with the bytes libpng would write.
    case zlib
    /// ISA-L's igzip (Debian `libisal-dev`): levels 0–3, rows unfiltered. Not byte-for-byte
    /// repeatable on every machine (see `PNGEncoder.fast`).
    case igzip
    /// The package's own deflater for unfiltered rows: greedy matches against the last match's
    /// distance, the row above and one hash probe, a Huffman code per 16 K tokens; one level.
    /// The same pixels always give the same bytes.
    case quick

    var maximumLevel: Int {
        switch self {
        case .zlib: 9
        case .igzip: 3
        case .quick: 0
        }
    }
}
