import GentleFiles

/// The diff as GitHub-flavoured Markdown, fit for a pull-request comment or a job summary;
/// every theme-supplied string is escaped.
package enum DiffMarkdown {
    /// The report, ending in a newline.
    package static func render(_ diff: ThemeDiff) -> String {
        let names = "\(UntrustedText.markdown(diff.old.name)) → \(UntrustedText.markdown(diff.new.name))"
        var lines = [
            "### Theme changes: \(names)", "",
            "**\(DiffSummary.sentence(diff))** · text at Dynamic Type \(diff.sizeCategory.rawValue)",
        ]
        for group in diff.changedGroups {
            lines += [
                "", "#### \(group.rawValue.capitalized)", "", "| token | old | new | meaning |", "|---|---|---|---|",
            ]
            lines += diff.changes(in: group).map { change in
                let meaning = change.meaning.joined(separator: " · ")
                return "| `\(change.path)` | \(cell(change.old)) | \(cell(change.new)) | \(meaning) |"
            }
        }
        if !diff.contrast.isEmpty {
            lines += [
                "", "#### Contrast", "", "| scheme | text on ground | old | new | grade |", "|---|---|---|---|---|",
            ]
            lines += diff.contrast.map { change in
                let flags = DiffSummary.gradeFlags(change).map { "**\($0)**" }.joined(separator: " ")
                let pair = "`\(change.pair.text.rawValue)` on `\(change.pair.ground.rawValue)`"
                return "| \(change.scheme.rawValue) | \(pair) | \(change.old.graded) | "
                    + "\(change.new.graded) | \(flags) |"
            }
        }
        if !diff.notes.isEmpty {
            lines += [
                "", "<details><summary>JSON differences without a visible effect (\(diff.notes.count))</summary>", "",
                "| JSON path | old | new |", "|---|---|---|",
            ]
            lines += diff.notes.map { note in
                "| \(UntrustedText.markdown(note.path)) | \(UntrustedText.markdown(note.old ?? "(absent)")) | "
                    + "\(UntrustedText.markdown(note.new ?? "(absent)")) |"
            }
            lines += ["", "</details>"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // Values are produced by the resolver (hex, numbers, enum names), never copied from the file.
    private static func cell(_ value: TokenValue?) -> String {
        value.map { "`\($0.text)`" } ?? "—"
    }
}
