import Foundation
import GentleImage
import GentleSpecimen

/// The two bitmaps `diff` compares, read and decoded side by side because decoding dominates.
struct ImagePair: Sendable {
    /// The reference image.
    let expected: Bitmap
    /// The image compared with it.
    let actual: Bitmap

    /// Reads and decodes both files; a failure of the expected file is reported before one of the
    /// actual file, whichever finishes first. Unreadable files throw `SpecimenError`, undecodable
    /// ones `PNGError`, each naming the file as it was given.
    static func load(expected: ImageFile, actual: ImageFile) throws -> ImagePair {
        let decoded = OrderedBatch(jobs: [expected, actual], workers: 2).run { try $0.decode() }
        // Results come back in job order, so the expected file's failure is the one thrown.
        let bitmaps = try decoded.map { try $0.get() }
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
