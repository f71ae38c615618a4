import Foundation
import GentleImage

extension FontLibrary {
    /// SHA-256 of every font file of the manifest, in design order.
    public func fileHashes() throws -> [RendererFingerprint.Font] {
        try FontDesign.allCases.compactMap { design in
            guard manifest.entries[design] != nil else { return nil }
            let url = try manifest.fileURL(for: design)
            let bytes: Data
            do {
                bytes = try Data(contentsOf: url)
            } catch {
                throw FontError.fontFileUnreadable(design: design, path: url.path, status: -7)
            }
            return RendererFingerprint.Font(design: design, file: url.lastPathComponent, sha256: SHA256.hex(of: [UInt8](bytes)))
        }
    }
}
