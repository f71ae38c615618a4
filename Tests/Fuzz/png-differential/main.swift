import Foundation

/// libFuzzer entry point comparing the two PNG readers: the same bytes through the igzip reader
/// (which leaves every file it does not take to libpng) and through libpng alone end in the
/// same verdict, the same `PNGError` or the same pixels and text. Each input is read twice:
/// as it is, and with every chunk's CRC made right, since a mutation almost always breaks a
/// CRC, and a file with a wrong CRC never reaches the igzip reader's inflating and unfiltering.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGReaders(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: start, count: count))
    compareReaders(bytes)
    let repaired = withRightCRCs(bytes)
    if repaired != bytes { compareReaders(repaired) }
    return 0
}

private func compareReaders(_ bytes: [UInt8]) {
    var libpng = PNGDecoder()
    libpng.usesFastReader = false
    let fast = Result { () throws(PNGError) in try decode(bytes, with: PNGDecoder()) }
    let slow = Result { () throws(PNGError) in try decode(bytes, with: libpng) }
    require(fast == slow, "the readers disagree: igzip first \(verdict(fast)), libpng alone \(verdict(slow))")
}

private func decode(_ bytes: [UInt8], with decoder: PNGDecoder) throws(PNGError) -> PNGImage {
    do {
        return try decoder.decode(bytes, source: "fuzz.png")
    } catch let error as PNGError {
        throw error
    } catch {
        require(false, "an error that is not a PNGError: \(error)")
        throw PNGError.corrupt(source: "fuzz.png", reason: "\(error)")
    }
}

private func verdict(_ result: Result<PNGImage, PNGError>) -> String {
    switch result {
    case .success(let image): "\(image.bitmap.width)×\(image.bitmap.height) px, \(image.text.count) text chunks"
    case .failure(let error): "\(error)"
    }
}

/// `bytes` with the CRC of every whole chunk after the signature recomputed.
private func withRightCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    var offset = 8
    while offset + 12 <= result.count {
        let length = result[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= result.count - offset - 12 else { break }
        let crc = crc32(result[offset + 4..<offset + 8 + length])
        for shift in 0..<4 {
            result[offset + 8 + length + shift] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * shift))
        }
        offset += 12 + length
    }
    return result
}

private let crcTable: [UInt32] = (0..<256).map { index in
    (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? crc >> 1 ^ 0xedb8_8320 : crc >> 1 }
}

/// The PNG chunk CRC (CRC-32, reflected polynomial 0xEDB88320) of `bytes`.
private func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    ~bytes.reduce(0xffff_ffff) { crc, byte in crcTable[Int((crc ^ UInt32(byte)) & 0xff)] ^ crc >> 8 }
}
