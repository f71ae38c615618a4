import Foundation

/// The one way to read a theme file: validate it (every problem at once) or decode it.
public enum GentleThemeFile {
    /// Every problem in the file, in file order: errors where the package would refuse it,
    /// warnings where it silently falls back. Never throws, whatever the bytes.
    public static func validate(data: Data, fileName: String) -> [GentleDiagnostic] {
        switch inspect(data: data, fileName: fileName) {
        case .refused(let diagnostics): diagnostics
        case .decoded(_, let warnings): warnings
        }
    }

    /// The spec, decoded exactly as the package decodes it; throws `.invalid` with every problem.
    public static func decode(data: Data, fileName: String) throws(GentleThemeLoadError) -> GentleDesignSystemSpec {
        switch inspect(data: data, fileName: fileName) {
        case .refused(let diagnostics): throw .invalid(fileName: fileName, diagnostics: diagnostics)
        case .decoded(let spec, _): return spec
        }
    }

    /// Reads and decodes a file; the file name in messages is the URL's last path component.
    public static func load(contentsOf url: URL) throws(GentleThemeLoadError) -> GentleDesignSystemSpec {
        let fileName = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(fileName: fileName, reason: error.localizedDescription)
        }
        return try decode(data: data, fileName: fileName)
    }

    private enum Inspection {
        case refused([GentleDiagnostic])
        case decoded(GentleDesignSystemSpec, warnings: [GentleDiagnostic])
    }

    private static func inspect(data: Data, fileName: String) -> Inspection {
        let root: GentleJSONNode
        do {
            root = try GentleJSONParser().parse(data)
        } catch {
            return .refused([GentleDiagnostic(syntaxError: error, fileName: fileName)])
        }
        var validator = SpecValidator(fileName: fileName)
        validator.validateSpec(root)
        let found = validator.diagnostics.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element)
        guard !found.containsErrors else { return .refused(found) }
        // The schema walk mirrors the decoder; decoding for real keeps the two honest.
        do {
            return .decoded(try GentleJSONCoding.decodeSpec(from: data), warnings: found)
        } catch let error as DecodingError {
            return .refused([GentleDiagnostic(decodingError: error, in: root, fileName: fileName)] + found)
        } catch {
            let diagnostic = GentleDiagnostic(
                severity: .error, fileName: fileName, codingPath: [], message: "\(error)", position: root.position)
            return .refused([diagnostic] + found)
        }
    }
}
