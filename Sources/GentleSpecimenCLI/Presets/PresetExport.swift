import GentleSpecimen
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes presets as `<preset-id>.json` files with the bytes GentleDesignSystem writes.
enum PresetExport {
    /// Writes every preset into `directory`, creating it if needed, and returns the files written.
    static func write(_ presets: [GentlePreset], into directory: URL) throws -> [URL] {
        try FileAccess.makeDirectory(directory)
        return try presets.map { preset in
            let file = directory.appendingPathComponent("\(preset.id).json")
            try FileAccess.writeAtomically(try GentleJSONCoding.encode(preset.spec), to: file)
            return file
        }
    }
}
