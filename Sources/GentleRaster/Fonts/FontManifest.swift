import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fonts to draw with: for each design, one font file, the names of its variation axes and,
/// optionally, the vertical metrics text is set with in place of the file's own.
package struct FontManifest: Sendable, Equatable {
    /// One design's font file and how requests map onto its axes.
    package struct Entry: Sendable, Equatable, Codable {
        /// File name or path, relative to the manifest's folder unless absolute.
        package var file: String
        /// Human-readable family and version, for reports.
        package var family: String?
        /// Licence file next to the font, for reports.
        package var license: String?
        /// Expected SHA-256 of the font file, lowercase hex.
        package var sha256: String?
        /// Axis tags that carry weight, width and optical size; absent axes are not set.
        package var axes: AxisNames
        /// Line metrics to set text with instead of the font file's, so that a stand-in keeps the
        /// system font's line height and baseline; `nil` uses the file's own.
        package var verticalMetrics: VerticalMetrics?

        /// Decodes an entry; `axes` may be left out for a static (non-variable) font.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            file = try container.decode(String.self, forKey: .file)
            family = try container.decodeIfPresent(String.self, forKey: .family)
            license = try container.decodeIfPresent(String.self, forKey: .license)
            sha256 = try container.decodeIfPresent(String.self, forKey: .sha256)
            axes = try container.decodeIfPresent(AxisNames.self, forKey: .axes) ?? AxisNames()
            verticalMetrics = try container.decodeIfPresent(VerticalMetrics.self, forKey: .verticalMetrics)
        }
    }

    /// A font's line metrics in em: the line box is `ascender + descender + lineGap` tall with the
    /// baseline `ascender` below its top (plus half the gap, as the font's own gap is placed).
    package struct VerticalMetrics: Sendable, Equatable, Codable {
        /// Height above the baseline, in em.
        package var ascender: Double
        /// Depth below the baseline, in em; the sign is ignored, so OpenType's negative value works too.
        package var descender: Double
        /// Extra space between lines, in em.
        package var lineGap: Double

        /// SF Pro's: `UIFont.systemFont(ofSize: 20)` has ascender 19.04 and descender −4.82, a
        /// line height of 1.193 em (`materials-measured.md` §3).
        package static let sfPro = VerticalMetrics(ascender: 0.952, descender: 0.241, lineGap: 0)

        /// Creates metrics from em values.
        package init(ascender: Double, descender: Double, lineGap: Double = 0) {
            self.ascender = ascender
            self.descender = descender
            self.lineGap = lineGap
        }

        /// Decodes metrics; `lineGap` may be left out.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            ascender = try container.decode(Double.self, forKey: .ascender)
            descender = try container.decode(Double.self, forKey: .descender)
            lineGap = try container.decodeIfPresent(Double.self, forKey: .lineGap) ?? 0
        }

        /// Why these values cannot set text, or nil when they can: each finite, the ascender
        /// positive, the gap not negative and the whole line at most 4 em.
        var problem: String? {
            guard [ascender, descender, lineGap].allSatisfy(\.isFinite) else { return "values must be finite numbers" }
            guard ascender > 0 else { return "ascender must be above 0 em" }
            guard lineGap >= 0 else { return "lineGap must not be negative" }
            guard ascender + abs(descender) + lineGap <= Self.largestLine else {
                return "the line (ascender + descender + lineGap) must be at most \(Int(Self.largestLine)) em"
            }
            return nil
        }

        /// The tallest line accepted, in em; real fonts stay well under 2.
        static let largestLine = 4.0
    }

    /// OpenType axis tags for the three requestable properties.
    package struct AxisNames: Sendable, Equatable, Codable {
        /// Tag receiving the weight, usually `wght`.
        package var weight: String?
        /// Tag receiving the width percentage, usually `wdth`.
        package var width: String?
        /// Tag receiving the point size, usually `opsz`.
        package var opticalSize: String?

        /// Names the axes; `nil` leaves a property unmapped.
        package init(weight: String? = nil, width: String? = nil, opticalSize: String? = nil) {
            self.weight = weight
            self.width = width
            self.opticalSize = opticalSize
        }
    }

    /// The folder that relative font paths are resolved against.
    package let directory: URL
    /// The manifest file itself, for error messages.
    package let source: URL
    /// The entries by design.
    package let entries: [FontDesign: Entry]

    /// The largest manifest read, 1 MiB; the bundled one is about 1 KB.
    package static let maximumByteCount = 1 << 20

    /// Reads a manifest (a regular file of at most `maximumByteCount` bytes); relative font
    /// paths resolve against its folder.
    package static func load(from url: URL) throws -> FontManifest {
        let data: Data
        do {
            data = try RegularFile.contents(of: url, limit: maximumByteCount)
        } catch {
            throw FontError.manifestUnreadable(path: url.path, reason: error.reason)
        }
        let file: ManifestFile
        do {
            file = try JSONDecoder().decode(ManifestFile.self, from: data)
        } catch let DecodingError.dataCorrupted(context), let DecodingError.keyNotFound(_, context),
            let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context)
        {
            throw FontError.manifestInvalid(
                path: url.path, codingPath: context.codingPath.map(\.stringValue).joined(separator: "."),
                reason: context.debugDescription)
        } catch {
            throw FontError.manifestInvalid(path: url.path, codingPath: "", reason: "\(error)")
        }
        var entries: [FontDesign: Entry] = [:]
        for (name, entry) in file.fonts {
            guard let design = FontDesign(rawValue: name) else {
                throw FontError.manifestInvalid(
                    path: url.path, codingPath: "fonts.\(name)",
                    reason: "unknown design; expected one of \(FontDesign.allCases.map(\.rawValue))")
            }
            if let problem = entry.verticalMetrics?.problem {
                throw FontError.manifestInvalid(
                    path: url.path, codingPath: "fonts.\(name).verticalMetrics", reason: problem)
            }
            entries[design] = entry
        }
        return FontManifest(directory: url.deletingLastPathComponent(), source: url, entries: entries)
    }

    /// The bundled fonts' manifest, found by `search` (by default from this process's executable
    /// and environment; see `FontManifestSearch` for the places and their order).
    package static func bundled(search: FontManifestSearch = .process) throws -> FontManifest {
        try load(from: search.manifestURL())
    }

    /// The absolute location of a design's font file.
    package func fileURL(for design: FontDesign) throws -> URL {
        guard let entry = entries[design] else {
            throw FontError.designMissing(design: design, manifest: source.path)
        }
        if entry.file.hasPrefix("/") {
            return URL(fileURLWithPath: entry.file)
        }
        return directory.appendingPathComponent(entry.file)
    }
}

/// The JSON shape on disk; designs are strings so that unknown ones get a clear error.
private struct ManifestFile: Decodable {
    var fonts: [String: FontManifest.Entry]
}
