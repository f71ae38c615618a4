import CCairo
import CFreeType
import CHarfBuzz

/// The versions of the C libraries that decide every pixel, as they report themselves at run time.
package struct LibraryVersions: Sendable, Equatable, Codable {
    /// cairo's version string, e.g. `1.16.0`.
    package let cairo: String
    /// FreeType's version, `major.minor.patch`.
    package let freetype: String
    /// HarfBuzz's version string.
    package let harfbuzz: String

    /// Reads the versions from the loaded libraries.
    package static let current: LibraryVersions = {
        var library: FT_Library?
        var major: FT_Int = 0
        var minor: FT_Int = 0
        var patch: FT_Int = 0
        if FT_Init_FreeType(&library) == 0, let library {
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
        }
        return LibraryVersions(
            cairo: String(cString: cairo_version_string()),
            freetype: "\(major).\(minor).\(patch)",
            harfbuzz: String(cString: hb_version_string()))
    }()
}
