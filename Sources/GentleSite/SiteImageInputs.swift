import GentleFiles
import GentleImage
import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What decides a site image's pixels besides the theme: the build of the tool that draws it,
/// the renderer fingerprint (cairo, pixman, FreeType and HarfBuzz versions, each font file's
/// hash), the font manifest (axes, vertical metrics), and the scale, format and iOS release.
///
/// An image's key is the SHA-256 of these, its job (its file, which names the theme, sheet,
/// scheme, size and role), the themes it shows (id, name, catalogue text), and each token path
/// it read with the value that path has now. Layout reads the theme only through recorded paths
/// (`TokenReads`), so while every value it read is the same it reads the same paths and lays out
/// the same page: one key, one image. Each field is written with its length, so no two inputs
/// make the same text.
package struct SiteImageInputs: Sendable {
    /// The run-wide fields, encoded once.
    private let run: [UInt8]

    /// Changes whenever what goes into a key does, so that no key of another form is matched.
    static let form = "gentle-specimen site image key 1"

    /// The inputs of images drawn by `renderer` in the tool build `tool` (its version and
    /// `ExecutableBuild.current`).
    package init(tool: String, renderer: SpecimenRenderer) throws {
        let fingerprint = try renderer.fonts.fingerprint()
        var fields = [
            Self.form, tool, fingerprint.cairo, fingerprint.pixman, fingerprint.freetype, fingerprint.harfbuzz,
        ]
        fields += fingerprint.fonts.flatMap { [$0.design.rawValue, $0.file, $0.sha256] }
        fields += [
            Self.manifestHash(renderer.fonts.manifestFile), String(renderer.scale.factor), renderer.format.rawValue,
            String(renderer.ios.rawValue),
        ]
        run = Self.encoded(fields)
    }

    /// The key of `job` showing `themes`, drawn from token paths `reads` whose values are now
    /// `values` (`SpecimenCase.values(read:of:)`).
    func key(job: String, themes: [SpecimenTheme], reads: [String], values: [String: String]) -> String {
        var fields = [job, String(themes.count)]
        for theme in themes {
            fields += [theme.id, theme.name]
            if let about = theme.about {
                fields += ["about", about.summary, about.description, about.purpose]
            } else {
                fields.append("no about")
            }
        }
        fields += [String(reads.count)] + reads.sorted()
        fields.append(String(values.count))
        for path in values.keys.sorted() { fields += [path, values[path] ?? ""] }
        return SHA256.hex(of: run + Self.encoded(fields))
    }

    /// `<length>:<field>` for each field.
    private static func encoded(_ fields: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        for field in fields {
            bytes += Array("\(field.utf8.count):".utf8)
            bytes += Array(field.utf8)
        }
        return bytes
    }

    /// SHA-256 of the manifest file, or, when it cannot be read, a value no later run repeats.
    private static func manifestHash(_ url: URL) -> String {
        guard let data = try? RegularFile.contents(of: url, limit: 1 << 20) else { return "unread \(UUID())" }
        return SHA256.hex(of: [UInt8](data))
    }
}
