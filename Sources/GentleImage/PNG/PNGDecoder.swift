import CPNGSupport
import GentleFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads any PNG (every colour type and bit depth, tRNS, interlaced) into straight-alpha RGBA8.
///
/// 16-bit samples are rounded to 8 bits and no gamma or colour profile is applied, so the
/// values stored in the file are the values compared.
public struct PNGDecoder: Sendable {
    /// The largest `width × height` accepted; larger headers are refused before allocating.
    package var pixelLimit: Int

    /// Whether clean 8-bit RGB/RGBA files go to the igzip reader (tests compare it with libpng).
    var usesFastReader = true

    /// A decoder refusing images above `pixelLimit` pixels (default 100 megapixels).
    public init(pixelLimit: Int = 100_000_000) {
        self.pixelLimit = pixelLimit
    }

    /// Decodes PNG bytes; `source` names them in errors. Throws `PNGError`.
    public func decode(_ bytes: [UInt8], source: String = "PNG data") throws -> PNGImage {
        let header = try PNGHeader(bytes, source: source).checked(pixelLimit: pixelLimit, source: source)
        try PNGChunkScan(bytes, source: source).check(header, source: source)
        let byteCount = header.width * header.height * 4
        var report = gps_decode_report()
        defer { gps_buffer_free(&report.text) }
        var status = Int32(GPS_OK)
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            status = bytes.withUnsafeBufferPointer { input in
                // The common clean 8-bit file is read by igzip; everything else by libpng.
                let fast =
                    usesFastReader
                    ? gps_decode_rgba_igzip(
                        input.baseAddress, input.count, UInt32(header.width), UInt32(header.height),
                        buffer.baseAddress, byteCount, &report) : Int32(GPS_NOT_HANDLED)
                guard fast == GPS_NOT_HANDLED else { return fast }
                return gps_decode_rgba(
                    input.baseAddress, input.count, UInt32(header.width), UInt32(header.height),
                    buffer.baseAddress, byteCount, &report)
            }
            initialized = status == GPS_OK ? byteCount : 0
        }
        try Self.check(status, report: report, source: source)
        guard let bitmap = Bitmap(width: header.width, height: header.height, pixels: pixels) else {
            throw PNGError.corrupt(source: source, reason: "decoded size differs from the header")
        }
        return PNGImage(bitmap: bitmap, text: Self.textEntries(report.text, count: Int(report.text_count)))
    }

    /// The width and height the header of `bytes` claims, read without decoding a pixel, so that a
    /// caller can turn an image away before its pixels are allocated. Throws `PNGError` for bytes
    /// that do not start as a PNG; the size is not checked against any limit.
    package static func claimedSize(of bytes: [UInt8], source: String) throws -> (width: Int, height: Int) {
        let header = try PNGHeader(bytes, source: source)
        return (header.width, header.height)
    }

    /// The largest PNG file read, 512 MiB: far above a 100-megapixel image of drawn sheets,
    /// and still a bounded allocation.
    package static let maximumFileByteCount = 512 << 20

    /// Reads and decodes a PNG file, only a regular one (after following links) of at most
    /// `maximumFileByteCount` bytes; `source` names it in errors (by default its path). Throws `PNGError`.
    public func decode(contentsOf url: URL, source: String? = nil) throws -> PNGImage {
        let source = source ?? url.path
        return try decode([UInt8](try Self.fileContents(url, source: source)), source: source)
    }

    /// The bytes of a PNG file, with the checks of `decode(contentsOf:)`. Throws `PNGError`.
    package static func fileContents(_ url: URL, source: String) throws(PNGError) -> Data {
        do {
            return try RegularFile.contents(of: url, named: source, limit: maximumFileByteCount)
        } catch {
            if case .tooLarge(_, let count, let limit) = error {
                throw .fileTooLarge(source: source, byteCount: count, limit: limit)
            }
            throw .fileAccess(path: source, reason: error.reason)
        }
    }

    private static func check(_ status: Int32, report: gps_decode_report, source: String) throws {
        switch Int(status) {
        case Int(GPS_OK): return
        case Int(GPS_TRUNCATED): throw PNGError.truncated(source: source)
        case Int(GPS_OUT_OF_MEMORY): throw PNGError.outOfMemory(source: source)
        case Int(GPS_SIZE_CHANGED):
            throw PNGError.corrupt(source: source, reason: "row layout differs from the header")
        default:
            let reason = withUnsafeBytes(of: report.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw PNGError.corrupt(source: source, reason: reason)
        }
    }

    private static func textEntries(_ buffer: gps_buffer, count: Int) -> [PNGTextEntry] {
        guard count > 0, let base = buffer.bytes else { return [] }
        let bytes = UnsafeBufferPointer(start: base, count: buffer.count)
        var entries: [PNGTextEntry] = []
        var cursor = 0
        func field() -> ArraySlice<UInt8> {
            let end = bytes[cursor...].firstIndex(of: 0) ?? bytes.count
            defer { cursor = min(end + 1, bytes.count) }
            return ArraySlice(bytes[cursor..<end])
        }
        while cursor < bytes.count, entries.count < count {
            let isUTF8 = bytes[cursor] == UInt8(GPS_TEXT_UTF8)
            cursor += 1
            let key = latin1(field())
            let valueBytes = field()
            entries.append(
                PNGTextEntry(key: key, value: isUTF8 ? String(decoding: valueBytes, as: UTF8.self) : latin1(valueBytes))
            )
        }
        return entries
    }

    // ASCII, the usual case (a golden's token list is kilobytes of it), is UTF-8 as it is.
    private static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
