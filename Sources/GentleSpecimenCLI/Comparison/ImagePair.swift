import Dispatch
import Foundation
import GentleImage
import Synchronization

/// The two bitmaps `diff` compares, read and decoded side by side because decoding dominates.
struct ImagePair: Sendable {
    /// The reference image.
    let expected: Bitmap
    /// The image compared with it.
    let actual: Bitmap

    /// Reads and decodes both files; a failure of the expected file is reported before one of the
    /// actual file, whichever finishes first. Unreadable files throw `CommandError`, undecodable
    /// ones `PNGError`, each naming the file as it was given.
    static func load(expected: ImageFile, actual: ImageFile) throws -> ImagePair {
        let files = [expected, actual]
        let decoded = Mutex<[Result<Bitmap, any Error>?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result = Result { try files[index].decode() }
            decoded.withLock { $0[index] = result }
        }
        let results = decoded.withLock { $0 }
        // concurrentPerform has run every iteration; decoding again is only the type's fallback.
        let bitmaps = try zip(files, results).map { file, result in
            try (result ?? Result { try file.decode() }).get()
        }
        return ImagePair(expected: bitmaps[0], actual: bitmaps[1])
    }
}

/// A PNG file named on the command line.
struct ImageFile: Sendable, Equatable {
    /// The path as the user wrote it, used in messages.
    let path: String
    /// Where the file is.
    let url: URL

    /// The file's pixels.
    func decode() throws -> Bitmap {
        let bytes = try FileAccess.read(url, named: path, limit: PNGDecoder.maximumFileByteCount)
        return try PNGDecoder().decode([UInt8](bytes), source: path).bitmap
    }
}
