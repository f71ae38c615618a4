import GentleTheme
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The diff as `compare --format json` prints it: plain Codable values, sorted keys.
package struct DiffDocument: Codable, Sendable, Equatable {
    /// One token change.
    package struct Change: Codable, Sendable, Equatable {
        /// The dotted token path.
        package let path: String
        /// The token group.
        package let group: String
        /// `changed`, `added` or `removed`.
        package let kind: String
        /// The old value as printed; absent when added.
        package let old: String?
        /// The new value as printed; absent when removed.
        package let new: String?
        /// CIEDE2000 difference, for a colour change.
        package let deltaE: Double?
        /// What the change means.
        package let meaning: [String]
    }

    /// One contrast pair that moved.
    package struct Contrast: Codable, Sendable, Equatable {
        /// `light` or `dark`.
        package let scheme: String
        /// The text colour role.
        package let text: String
        /// The ground colour role.
        package let ground: String
        /// The old ratio.
        package let old: Double
        /// The new ratio.
        package let new: Double
        /// The old WCAG level.
        package let oldLevel: String
        /// The new WCAG level.
        package let newLevel: String
        /// Grades gained (`aa`, `aaa`).
        package let gained: [String]
        /// Grades lost (`aa`, `aaa`).
        package let lost: [String]
    }

    /// One JSON difference without a visible effect.
    package struct Note: Codable, Sendable, Equatable {
        /// The dotted JSON path.
        package let path: String
        /// The old JSON text; absent when the key is new.
        package let old: String?
        /// The new JSON text; absent when the key was removed.
        package let new: String?
    }

    /// The old theme's name.
    package let old: String
    /// The new theme's name.
    package let new: String
    /// The Dynamic Type size text was resolved at.
    package let sizeCategory: String
    /// Whether the themes are the same token for token.
    package let identical: Bool
    /// Token changes.
    package let changes: [Change]
    /// Contrast pairs that moved.
    package let contrast: [Contrast]
    /// JSON differences without a visible effect.
    package let notes: [Note]

    /// The document for `diff`.
    package init(_ diff: ThemeDiff) {
        old = diff.old.name
        new = diff.new.name
        sizeCategory = diff.sizeCategory.rawValue
        identical = diff.isEmpty
        changes = diff.changes.map {
            Change(
                path: $0.path, group: $0.group.rawValue, kind: $0.kind.rawValue, old: $0.old?.text, new: $0.new?.text,
                deltaE: $0.colorDifference.map { ($0 * 10000).rounded() / 10000 }, meaning: $0.meaning)
        }
        contrast = diff.contrast.map {
            Contrast(
                scheme: $0.scheme.rawValue, text: $0.pair.text.rawValue, ground: $0.pair.ground.rawValue,
                old: $0.old.printedValue, new: $0.new.printedValue,
                oldLevel: $0.old.level.rawValue, newLevel: $0.new.level.rawValue,
                gained: $0.gained.map(\.rawValue), lost: $0.lost.map(\.rawValue))
        }
        notes = diff.notes.map { Note(path: $0.path, old: $0.old, new: $0.new) }
    }

    /// Pretty-printed JSON with sorted keys; the same diff always gives the same bytes.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
