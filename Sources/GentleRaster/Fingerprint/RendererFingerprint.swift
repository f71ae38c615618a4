import GentleImage

/// Everything outside the drawing code that decides pixels: library versions and font hashes.
/// Goldens record it so that a pixel drift can be traced to its cause.
public struct RendererFingerprint: Sendable, Equatable, Codable {
    /// One font file as loaded.
    public struct Font: Sendable, Equatable, Codable {
        /// The design it draws.
        public let design: FontDesign
        /// The file name, without its folder (folders differ between machines).
        public let file: String
        /// SHA-256 of the file, lowercase hex.
        public let sha256: String
    }

    /// cairo version at run time.
    public let cairo: String
    /// pixman version at run time (looked up in the loaded library).
    public let pixman: String
    /// FreeType version at run time.
    public let freetype: String
    /// HarfBuzz version at run time.
    public let harfbuzz: String
    /// The fonts in design order.
    public let fonts: [Font]

    /// The fingerprint of this process's libraries and a font library's files.
    package static func current(fonts: FontLibrary) throws -> RendererFingerprint {
        let versions = LibraryVersions.current
        return RendererFingerprint(
            cairo: versions.cairo, pixman: PixmanVersion.loaded, freetype: versions.freetype,
            harfbuzz: versions.harfbuzz, fonts: try fonts.fileHashes())
    }

    /// PNG text chunks carrying the fingerprint, in a fixed order.
    package var pngText: [PNGTextEntry] {
        [
            PNGTextEntry(key: "renderer.cairo", value: cairo), PNGTextEntry(key: "renderer.pixman", value: pixman),
            PNGTextEntry(key: "renderer.freetype", value: freetype),
            PNGTextEntry(key: "renderer.harfbuzz", value: harfbuzz),
        ]
            + fonts.map {
                PNGTextEntry(key: "renderer.font.\($0.design.rawValue)", value: "\($0.file) sha256:\($0.sha256)")
            }
    }
}
