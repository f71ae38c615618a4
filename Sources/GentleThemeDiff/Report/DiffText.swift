import GentleFiles
import GentleTheme

/// The diff as plain text for a terminal or a log, every theme-supplied string escaped.
package enum DiffText {
    /// The report, one line per change, ending in a newline.
    package static func render(_ diff: ThemeDiff) -> String {
        var lines = [headline(diff)]
        for group in diff.changedGroups {
            lines.append("")
            lines.append(group.rawValue)
            lines += diff.changes(in: group).map { "  " + line(for: $0) }
        }
        if !diff.contrast.isEmpty {
            lines += ["", "contrast"]
            lines += diff.contrast.map { "  " + line(for: $0) }
        }
        if !diff.notes.isEmpty {
            lines += ["", "JSON differences without a visible effect"]
            lines += diff.notes.map { note in
                let values = "\(note.old ?? "(absent)") → \(note.new ?? "(absent)")"
                return "  " + UntrustedText.console("\(note.path)  \(values)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `old → new: 12 tokens changed, 3 contrast pairs moved` or `…: no changes`.
    static func headline(_ diff: ThemeDiff) -> String {
        let names = UntrustedText.console("\(diff.old.name) → \(diff.new.name)")
        return "\(names): \(DiffSummary.sentence(diff))"
    }

    static func line(for change: TokenChange) -> String {
        let values: String =
            switch change.kind {
            case .changed: "\(change.old?.text ?? "") → \(change.new?.text ?? "")"
            case .added: "added \(change.new?.text ?? "")"
            case .removed: "removed (was \(change.old?.text ?? ""))"
            }
        return ([change.path, values] + change.meaning).joined(separator: "  ")
    }

    static func line(for change: ContrastChange) -> String {
        let values = "\(change.old.graded) → \(change.new.graded)"
        let parts = [change.scheme.rawValue, "\(change.pair.text.rawValue) on \(change.pair.ground.rawValue)", values]
        return (parts + DiffSummary.gradeFlags(change)).joined(separator: "  ")
    }
}

/// Wording shared by the text and Markdown reports and the change sheet.
package enum DiffSummary {
    /// `12 tokens changed, 3 contrast pairs moved`, or `no changes`.
    package static func sentence(_ diff: ThemeDiff) -> String {
        guard !diff.isEmpty else { return "no changes" }
        var parts = [count(diff.changes.count, "token changed", "tokens changed")]
        if !diff.contrast.isEmpty {
            parts.append(count(diff.contrast.count, "contrast pair moved", "contrast pairs moved"))
        }
        return parts.joined(separator: ", ")
    }

    /// `AA lost`, `AAA gained`: one flag per grade crossed.
    package static func gradeFlags(_ change: ContrastChange) -> [String] {
        change.lost.map { "\($0.mark) lost" } + change.gained.map { "\($0.mark) gained" }
    }

    private static func count(_ value: Int, _ one: String, _ many: String) -> String {
        "\(value) \(value == 1 ? one : many)"
    }
}
