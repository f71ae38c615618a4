import GentleFiles
import GentleImage
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of golden images, one PNG per case at `<root>/<case id>.png`
/// (`Goldens/gentle-default/typography-light.png`). It reads and atomically writes goldens and
/// never deletes one. It never writes through a symbolic link below the root (a repository
/// shipping `Goldens/<theme> -> elsewhere` cannot redirect CI's writes); the root itself may be one.
package struct GoldenStore: Sendable {
    /// The folder holding the goldens.
    package let root: URL
    /// The decoder used for goldens, with its size limit.
    package var decoder: PNGDecoder
    /// The encoder used for new goldens.
    package var encoder: PNGEncoder

    /// How goldens are compressed unless a store is told otherwise. Goldens are written rarely and
    /// kept in the repository, so size beats encoding time: on the project's 72 sheets (158.6 Mpx)
    /// zlib level 9 without row filters gives 15.96 MB against 16.67 MB at level 6; sub, up and
    /// paeth filters, `Z_FILTERED` and zlib's memLevel 9 were all larger, and picking the best
    /// filter per image saved under 0.5 %.
    package static let goldenEncoder = PNGEncoder(compressionLevel: 9)

    /// Where `write` stages goldens instead of putting them in place, for a run that puts them in
    /// place only once its report is written; `nil` writes each golden at once.
    package var staging: GoldenStaging?

    /// A store over `root`; the folder need not exist until a golden is written.
    package init(
        root: URL, decoder: PNGDecoder = PNGDecoder(), encoder: PNGEncoder = goldenEncoder,
        staging: GoldenStaging? = nil
    ) {
        self.root = root
        self.decoder = decoder
        self.encoder = encoder
        self.staging = staging
    }

    /// Where the golden of `id` lives.
    package func url(for id: GoldenCaseID) -> URL {
        var url = root
        for component in id.components.dropLast() {
            url.appendPathComponent(component, isDirectory: true)
        }
        return url.appendingPathComponent(id.name + ".png", isDirectory: false)
    }

    /// Whether anything (a file of any kind, a dangling link, a symlink loop) stands where the
    /// golden of `id` belongs, so that only a true absence reads as "no golden image".
    package func hasGolden(for id: GoldenCaseID) -> Bool {
        var status = stat()
        guard lstat(url(for: id).path, &status) != 0 else { return true }
        return errno != ENOENT && errno != ENOTDIR
    }

    /// The golden of `id` (pixels and text chunks, including its fingerprint), or `nil` when none
    /// exists. Throws `GoldenStoreError.unreadable` when a file is there but is not a readable PNG,
    /// or is larger than any canvas (`StoredGolden.image`).
    package func read(_ id: GoldenCaseID) throws(GoldenStoreError) -> PNGImage? {
        guard let stored = try readStored(id) else { return nil }
        guard let image = stored.image else {
            throw .unreadable(path: url(for: id).path, reason: "\(stored.size) px is larger than any canvas")
        }
        return image
    }

    /// The golden of `id` with the SHA-256 of its file, which a report records so that `accept`
    /// can tell whether the golden changed since; `nil` when none exists. A golden whose header
    /// claims a size beyond `BitmapLimit` is not decoded: no canvas this tool draws has its size,
    /// so it can only be a size mismatch, and its pixels (a 481 KB file of 1 × 99,000,000 px holds
    /// 396 MB) are never allocated.
    package func readStored(_ id: GoldenCaseID) throws(GoldenStoreError) -> StoredGolden? {
        let url = url(for: id)
        guard hasGolden(for: id) else { return nil }
        let bytes: [UInt8]
        do {
            // Only a regular file of bounded size is read: a FIFO, a directory or a link loop is
            // named as what it is, never waited on.
            bytes = [UInt8](try PNGDecoder.fileContents(url, source: url.path))
        } catch {
            throw .unreadable(path: url.path, reason: Self.reason(error))
        }
        do {
            let (width, height) = try PNGDecoder.claimedSize(of: bytes, source: url.path)
            let size = PixelSize(width: width, height: height)
            // An empty size is left to the decoder, which names it as such.
            if width > 0, height > 0, !BitmapLimit.accepts(width: width, height: height) {
                return StoredGolden(image: nil, size: size, sha256: SHA256.hex(of: bytes))
            }
            return StoredGolden(
                image: try decoder.decode(bytes, source: url.path), size: size, sha256: SHA256.hex(of: bytes))
        } catch {
            throw .unreadable(path: url.path, reason: Self.reason(error))
        }
    }

    /// The SHA-256 of the golden file of `id` as it is on disk now, `nil` when there is none or it
    /// cannot be read (a FIFO or a folder in its place is not read at all).
    package func fileHash(of id: GoldenCaseID) -> String? {
        let url = url(for: id)
        guard let data = try? PNGDecoder.fileContents(url, source: url.path) else { return nil }
        return SHA256.hex(of: [UInt8](data))
    }

    /// Writes `bitmap` as the golden of `id` with `fingerprint` as its text chunks (the renderer
    /// fingerprint and the token values), atomically: after a failure the previous golden (if any)
    /// is untouched and no temporary file remains. With `staging`, the file is only staged there,
    /// to be put in place with the others. Returns the SHA-256 of the file written.
    @discardableResult
    package func write(_ bitmap: Bitmap, fingerprint: [PNGTextEntry], for id: GoldenCaseID) throws(GoldenStoreError)
        -> String
    {
        let staged = try stage(bitmap, fingerprint: fingerprint, for: id)
        if let staging {
            staging.add(staged)
        } else {
            try staged.commit()
        }
        return staged.sha256
    }

    /// Encodes `bitmap` as the golden of `id` and flushes it to a temporary file beside the
    /// golden, leaving the golden as it is until the staged file is committed.
    package func stage(_ bitmap: Bitmap, fingerprint: [PNGTextEntry], for id: GoldenCaseID) throws(GoldenStoreError)
        -> StagedGolden
    {
        let url = url(for: id)
        do {
            try WriteRoot(root).checkUnredirected(url)
        } catch {
            throw .refused(path: url.path, reason: error.description)
        }
        let bytes: [UInt8]
        do {
            bytes = try encoder.encode(bitmap, text: fingerprint)
        } catch {
            throw .unencodable(path: url.path, reason: Self.reason(error))
        }
        do {
            let file = try AtomicFile(url: url, createsFolders: true).stage(bytes)
            return StagedGolden(id: id, sha256: SHA256.hex(of: bytes), file: file)
        } catch {
            throw .writeFailed(path: error.path, step: error.step, errno: error.errno)
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? PNGError { return error.description }
        return String(describing: error)
    }
}

/// A golden as read from its file.
package struct StoredGolden: Sendable {
    /// Pixels and text chunks; `nil` when the golden is larger than any canvas (`BitmapLimit`)
    /// and so was not decoded.
    package var image: PNGImage?
    /// The size its header claims.
    package var size: PixelSize
    /// SHA-256 of the file's bytes, lowercase hex.
    package var sha256: String
}
