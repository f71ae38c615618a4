import GentleGolden
import GentleImage
import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The two bitmaps `diff` compares, read and decoded side by side because decoding dominates.
struct ImagePair: Sendable {
    /// The reference image.
    let expected: Bitmap
    /// The image compared with it.
    let actual: Bitmap
    /// Renderer-fingerprint entries that differ between the two files' text chunks.
    let drift: [FingerprintChange]
    /// Whether both files carry a renderer fingerprint (this tool drew them).
    let bothFingerprinted: Bool

    /// Reads and decodes both files; a failure of the expected file is reported before one of the
    /// actual file, whichever finishes first. Unreadable files throw `SpecimenError`, undecodable
    /// ones `PNGError`, each naming the file as it was given.
    static func load(expected: ImageFile, actual: ImageFile) throws -> ImagePair {
        let decoded = OrderedBatch(jobs: [expected, actual], workers: 2).run { try $0.decode() }
        // Results come back in job order, so the expected file's failure is the one thrown.
        let images = try decoded.map { try $0.get() }
        let fingerprinted = images.allSatisfy { image in image.text.contains { $0.key.hasPrefix("renderer.") } }
        return ImagePair(
            expected: images[0].bitmap, actual: images[1].bitmap,
            drift: FingerprintChange.between(golden: images[0].text, actual: images[1].text),
            bothFingerprinted: fingerprinted)
    }

    /// The metric `comparison` picks for this pair: `auto` is exact only for two images this tool
    /// drew with the same renderer, since any other PNG may hold encoder or renderer noise.
    func metric(for comparison: Comparison) -> PixelMetric {
        comparison == .auto && !bothFingerprinted ? .perceptual : comparison.metric(drift: drift)
    }
}

/// A PNG file named on the command line.
struct ImageFile: Sendable, Equatable {
    /// The path as the user wrote it, used in messages.
    let path: String
    /// Where the file is.
    let url: URL

    /// The file's pixels and text chunks.
    func decode() throws -> PNGImage {
        let bytes = try FileAccess.read(url, named: path, limit: PNGDecoder.maximumFileByteCount)
        return try PNGDecoder().decode([UInt8](bytes), source: path)
    }
}
