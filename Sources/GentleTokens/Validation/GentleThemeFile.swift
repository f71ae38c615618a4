import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The one way to read a theme file: validate it (every problem at once) or decode it.
package enum GentleThemeFile {
    /// The largest theme file read, 4 MiB: the presets are about 20 KB, and the parsed tree
    /// costs about fifteen times the file, so a larger file is refused before it is parsed.
    package static let maximumByteCount = 4 << 20

    /// Every problem in the file, in file order: errors where the package would refuse it,
    /// warnings where it silently falls back. Never throws, whatever the bytes.
    package static func validate(data: Data, fileName: String) -> GentleDiagnosticList {
        switch inspect(data: data, fileName: fileName) {
        case .refused(let diagnostics): diagnostics
        case .decoded(_, let warnings): warnings
        }
    }

    /// Reads and validates a file, naming it `fileName` in diagnostics; throws `.unreadable`
    /// only when the file cannot be read as a regular file.
    package static func validate(contentsOf url: URL, fileName: String) throws(GentleThemeLoadError)
        -> GentleDiagnosticList
    {
        switch try read(url, fileName: fileName) {
        case .success(let data): validate(data: data, fileName: fileName)
        case .failure(let refusal): refusal.diagnostics
        }
    }

    /// The spec, decoded exactly as the package decodes it; throws `.invalid` with every problem.
    package static func decode(data: Data, fileName: String) throws(GentleThemeLoadError) -> GentleDesignSystemSpec {
        try decodeDocument(data: data, fileName: fileName).spec
    }

    /// The spec and the warnings the package would pass over silently; throws `.invalid` with
    /// every problem when the package would refuse the file.
    package static func decodeDocument(data: Data, fileName: String) throws(GentleThemeLoadError)
        -> GentleThemeDocument
    {
        switch inspect(data: data, fileName: fileName) {
        case .refused(let diagnostics): throw .invalid(fileName: fileName, diagnostics: diagnostics)
        case .decoded(let spec, let warnings): return GentleThemeDocument(spec: spec, warnings: warnings)
        }
    }

    /// Reads and decodes a file, naming it `fileName` in messages (by default the URL's last
    /// path component). Only a regular file (after following links) of at most
    /// `maximumByteCount` bytes is read.
    package static func load(contentsOf url: URL, fileName: String? = nil) throws(GentleThemeLoadError)
        -> GentleDesignSystemSpec
    {
        try loadDocument(contentsOf: url, fileName: fileName).spec
    }

    /// Reads and decodes a file as `load(contentsOf:fileName:)` does, keeping its warnings.
    package static func loadDocument(contentsOf url: URL, fileName: String? = nil) throws(GentleThemeLoadError)
        -> GentleThemeDocument
    {
        let fileName = fileName ?? url.lastPathComponent
        switch try read(url, fileName: fileName) {
        case .success(let data): return try decodeDocument(data: data, fileName: fileName)
        case .failure(let refusal): throw .invalid(fileName: fileName, diagnostics: refusal.diagnostics)
        }
    }

    /// An oversized file, which is the input's fault (65) rather than the file system's (74).
    private struct Oversized: Error {
        let diagnostics: GentleDiagnosticList
    }

    private static func read(_ url: URL, fileName: String) throws(GentleThemeLoadError) -> Result<Data, Oversized> {
        do {
            return .success(try RegularFile.contents(of: url, named: fileName, limit: maximumByteCount))
        } catch {
            guard case .tooLarge(_, let count, _) = error else {
                throw .unreadable(fileName: fileName, reason: error.reason)
            }
            return .failure(Oversized(diagnostics: [oversized(count, fileName: fileName)]))
        }
    }

    private static func oversized(_ byteCount: Int, fileName: String) -> GentleDiagnostic {
        let limit = FileReadError.tooLarge(path: fileName, byteCount: byteCount, limit: maximumByteCount)
        return GentleDiagnostic(
            severity: .error, fileName: fileName, codingPath: [],
            message: "the file is too large for a theme: \(limit.reason)", position: .start)
    }

    private enum Inspection {
        case refused(GentleDiagnosticList)
        case decoded(GentleDesignSystemSpec, warnings: GentleDiagnosticList)
    }

    private static func inspect(data: Data, fileName: String) -> Inspection {
        guard data.count <= maximumByteCount else { return .refused([oversized(data.count, fileName: fileName)]) }
        if let encoding = TextEncodingSniffer.nonUTF8Encoding(of: data) {
            return .refused([
                GentleDiagnostic(
                    severity: .error, fileName: fileName, codingPath: [],
                    message: "the file is \(encoding); theme files are read as UTF-8 (convert it, e.g. with iconv)",
                    position: .start)
            ])
        }
        let root: GentleJSONNode
        do {
            root = try GentleJSONParser().parse(data)
        } catch {
            return .refused([GentleDiagnostic(syntaxError: error, fileName: fileName)])
        }
        var validator = SpecValidator(fileName: fileName)
        validator.validateSpec(root)
        let found = validator.diagnostics.list
        guard !found.containsErrors else { return .refused(found) }
        // The schema walk mirrors the decoder; decoding for real keeps the two honest.
        do {
            return .decoded(try GentleJSONCoding.decodeSpec(from: data), warnings: found)
        } catch let error as DecodingError {
            return .refused(found.prepending(GentleDiagnostic(decodingError: error, in: root, fileName: fileName)))
        } catch {
            let diagnostic = GentleDiagnostic(
                severity: .error, fileName: fileName, codingPath: [], message: "\(error)", position: root.position)
            return .refused(found.prepending(diagnostic))
        }
    }
}
