import Foundation

/// libFuzzer entry point for PNG decoding as the tool decodes (the igzip reader first, libpng for
/// every file it leaves): any bytes end in a `PNGError` or a bitmap of the size it claims, never
/// a crash; and a decoded image encoded again decodes to the same pixels (and text, when the
/// text can be written back).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: start, count: count))
    let image: PNGImage
    do {
        image = try PNGDecoder().decode(bytes, source: "fuzz.png")
    } catch {
        return 0
    }
    let bitmap = image.bitmap
    require(bitmap.width > 0 && bitmap.height > 0, "empty bitmap \(bitmap.width)×\(bitmap.height)")
    require(bitmap.pixels.count == bitmap.width * bitmap.height * 4, "pixel count differs from the size")
    let encoded: [UInt8]
    var text = image.text
    do {
        encoded = try PNGEncoder().encode(bitmap, text: text)
    } catch PNGError.invalidTextKey, PNGError.invalidTextValue {
        // Text libpng reads but this encoder refuses to write; the pixels must still round-trip.
        text = []
        guard let plain = try? PNGEncoder().encode(bitmap) else {
            require(false, "a decoded bitmap does not encode")
            return 0
        }
        encoded = plain
    } catch {
        require(false, "a decoded image does not encode: \(error)")
        return 0
    }
    guard let again = try? PNGDecoder().decode(encoded, source: "again.png") else {
        require(false, "the re-encoded PNG does not decode")
        return 0
    }
    require(again.bitmap == bitmap, "pixels changed in the round trip")
    require(again.text == text, "text changed in the round trip: \(text) → \(again.text)")
    return 0
}
