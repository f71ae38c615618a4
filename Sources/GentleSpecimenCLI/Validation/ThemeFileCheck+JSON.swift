import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ThemeFileCheck {
    /// `validate --json`: the problems of each file in the order the files were named, and the
    /// counts of the summary line, as pretty-printed JSON with sorted keys and a final newline.
    ///
    /// ```json
    /// {"files": [{"file": "a.json", "problems": [{"codingPath": "colors.pairByRole.primaryCTA.lightHex",
    ///   "column": 22, "line": 119, "message": "…", "severity": "warning"}]}],
    ///  "summary": {"errors": 0, "files": 1, "warnings": 1}}
    /// ```
    ///
    /// A problem of the whole file (it cannot be read, a sheet is too large) has null for its
    /// coding path, line and column. A file lists its first `GentleDiagnosticList.maximumKept`
    /// problems and says how many more it has under `omitted`.
    func json() throws -> String {
        let document = Document(
            files: files.indices.map { index in
                FileEntry(
                    file: files[index], problems: problems.filter { $0.fileIndex == index }, omitted: omitted[index])
            },
            summary: Summary(files: fileCount, errors: totalErrorCount, warnings: warningCount))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Self.terminalSafe(String(decoding: try encoder.encode(document), as: UTF8.self)) + "\n"
    }

    // The encoder escapes C0 controls; DEL, C1 controls and bidirectional controls from a theme's
    // keys or a file name would still reach the terminal, so they are written as \u escapes, which
    // are valid where they can only stand: inside a JSON string.
    private static func terminalSafe(_ json: String) -> String {
        var result = ""
        for scalar in json.unicodeScalars {
            guard scalar.value >= 0x7F, !UntrustedText.isInert(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return result
    }

    private struct Document: Encodable {
        let files: [FileEntry]
        let summary: Summary
    }

    private struct FileEntry: Encodable {
        let file: String
        let problems: [ValidationProblem]
        /// Problems counted but not listed, past the first `GentleDiagnosticList.maximumKept`.
        let omitted: Int
    }

    private struct Summary: Encodable {
        let files: Int
        let errors: Int
        let warnings: Int
    }
}

extension ValidationProblem: Encodable {
    private enum CodingKeys: String, CodingKey {
        case severity, codingPath, line, column, message
    }

    /// Every key, null where the problem has no place, so that each entry has one shape.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity.rawValue, forKey: .severity)
        try container.encode(codingPath, forKey: .codingPath)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(message, forKey: .message)
    }
}
