import GentleFiles

/// Why a PNG could not be read or written; every case names the file or data it concerns.
public enum PNGError: KindedError, Equatable, Sendable {
    /// The bytes do not start with the PNG signature and IHDR chunk.
    case notPNG(source: String)
    /// The data ends before the PNG does.
    case truncated(source: String)
    /// libpng rejected the data: bad CRC, broken compressed stream, invalid header fields.
    case corrupt(source: String, reason: String)
    /// The file holds more tEXt, zTXt and iTXt chunks than the decoder reads; refused before any is read.
    case tooManyTextChunks(source: String, count: Int, limit: Int)
    /// The header claims a zero width or height.
    case zeroSized(source: String, width: Int, height: Int)
    /// The header claims more pixels than the decoder accepts; refused before allocating.
    case tooLarge(source: String, width: Int, height: Int, pixelLimit: Int)
    /// A bitmap too large or empty to be written as PNG.
    case unencodableSize(width: Int, height: Int)
    /// A text key that PNG does not allow (1–79 printable ASCII characters, no edge or double spaces).
    case invalidTextKey(String)
    /// A text value containing a NUL character, which PNG text chunks cannot hold.
    case invalidTextValue(key: String)
    /// The writer failed: the deflater, or libpng in the test oracle.
    case encodingFailed(reason: String)
    /// Memory for the pixels or the PNG bytes could not be obtained.
    case outOfMemory(source: String)
    /// The file could not be read or written.
    case fileAccess(path: String, reason: String)
    /// The file holds more bytes than a PNG is read from.
    case fileTooLarge(source: String, byteCount: Int, limit: Int)

    /// Bad PNG data is the input's; a file the system refuses is I/O; failing to encode is ours.
    public var kind: ErrorKind {
        switch self {
        case .notPNG, .truncated, .corrupt, .tooManyTextChunks, .zeroSized, .tooLarge, .fileTooLarge: .invalidInput
        case .fileAccess: .io
        case .unencodableSize, .invalidTextKey, .invalidTextValue, .encodingFailed, .outOfMemory: .internal
        }
    }
}

extension PNGError: CustomStringConvertible {
    /// A one-line message for the command line.
    public var description: String {
        switch self {
        case .notPNG(let source): "\(source): not a PNG file"
        case .truncated(let source): "\(source): PNG data is truncated"
        case .corrupt(let source, let reason): "\(source): corrupt PNG (\(reason))"
        case .tooManyTextChunks(let source, let count, let limit):
            "\(source): PNG holds \(count) text chunks (tEXt, zTXt, iTXt), more than the limit of \(limit)"
        case .zeroSized(let source, let width, let height): "\(source): PNG claims an empty size \(width)×\(height)"
        case .tooLarge(let source, let width, let height, let limit):
            "\(source): PNG claims \(width)×\(height) pixels, more than the limit of \(limit)"
        case .unencodableSize(let width, let height): "cannot write a \(width)×\(height) bitmap as PNG"
        case .invalidTextKey(let key): "PNG text key \"\(key)\" must be 1–79 printable ASCII characters"
        case .invalidTextValue(let key): "PNG text value for \"\(key)\" contains a NUL character"
        case .encodingFailed(let reason): "PNG encoding failed (\(reason))"
        case .outOfMemory(let source): "\(source): out of memory"
        case .fileAccess(let path, let reason): "\(path): \(reason)"
        case .fileTooLarge(let source, let count, let limit):
            "\(source): \(FileReadError.tooLarge(path: source, byteCount: count, limit: limit).reason) for a PNG"
        }
    }
}
