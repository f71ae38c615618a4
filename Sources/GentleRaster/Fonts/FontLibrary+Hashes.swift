import GentleFiles
import GentleImage
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FontLibrary {
    /// SHA-256 of every font file of the manifest, in design order.
    package func fileHashes() throws -> [RendererFingerprint.Font] {
        try FontDesign.allCases.compactMap { design throws -> RendererFingerprint.Font? in
            guard manifest.entries[design] != nil else { return nil }
            let url = try manifest.fileURL(for: design)
            let bytes: Data
            do {
                bytes = try RegularFile.contents(of: url, limit: Self.maximumFontFileByteCount)
            } catch {
                throw FontError.fontFileRefused(
                    design: design, path: url.path, reason: (error as? FileReadError)?.reason ?? "\(error)")
            }
            return RendererFingerprint.Font(
                design: design, file: url.lastPathComponent, sha256: SHA256.hex(of: [UInt8](bytes)))
        }
    }
}
