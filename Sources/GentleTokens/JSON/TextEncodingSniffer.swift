#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Tells UTF-16 and UTF-32 JSON from UTF-8 by its first bytes (RFC 4627 §3): a JSON text starts
/// with an ASCII character, so the pattern of zero bytes around it gives the encoding away, with
/// or without a byte order mark.
enum TextEncodingSniffer {
    /// A name such as `UTF-16 (little-endian, no byte order mark)`, or nil for UTF-8 (or text
    /// too short to tell, which the parser then reports on its own terms).
    static func nonUTF8Encoding(of data: Data) -> String? {
        let head = [UInt8](data.prefix(4))
        for (mark, name) in byteOrderMarks where head.starts(with: mark) {
            return "\(name), with a byte order mark"
        }
        guard head.count >= 2 else { return nil }
        if head.count == 4 {
            if head[0] == 0, head[1] == 0, head[2] == 0, head[3] != 0 {
                return "UTF-32 (big-endian, no byte order mark)"
            }
            if head[0] != 0, head[1] == 0, head[2] == 0, head[3] == 0 {
                return "UTF-32 (little-endian, no byte order mark)"
            }
        }
        if head[0] == 0, head[1] != 0 { return "UTF-16 (big-endian, no byte order mark)" }
        if head[0] != 0, head[1] == 0 { return "UTF-16 (little-endian, no byte order mark)" }
        return nil
    }

    // UTF-32 LE before UTF-16 LE: its mark begins with the UTF-16 one.
    private static let byteOrderMarks: [([UInt8], String)] = [
        ([0x00, 0x00, 0xFE, 0xFF], "UTF-32 (big-endian)"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32 (little-endian)"),
        ([0xFE, 0xFF], "UTF-16 (big-endian)"), ([0xFF, 0xFE], "UTF-16 (little-endian)"),
    ]
}
