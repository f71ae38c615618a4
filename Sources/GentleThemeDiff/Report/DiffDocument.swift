import Foundation
import GentleTheme

/// The diff as `compare --format json` prints it: plain Codable values, sorted keys.
public struct DiffDocument: Codable, Sendable, Equatable {
    /// One token change.
    public struct Change: Codable, Sendable, Equatable {
        /// The dotted token path.
        public let path: String
        /// The token group.
        public let group: String
        /// `changed`, `added` or `removed`.
        public let kind: String
        /// The old value as printed; absent when added.
        public let old: String?
        /// The new value as printed; absent when removed.
        public let new: String?
        /// CIEDE2000 difference, for a colour change.
        public let deltaE: Double?
        /// What the change means.
        public let meaning: [String]
    }

    /// One contrast pair that moved.
    public struct Contrast: Codable, Sendable, Equatable {
        /// `light` or `dark`.
        public let scheme: String
        /// The text colour role.
        public let text: String
        /// The ground colour role.
        public let ground: String
        /// The old ratio.
        public let old: Double
        /// The new ratio.
        public let new: Double
        /// The old WCAG level.
        public let oldLevel: String
        /// The new WCAG level.
        public let newLevel: String
        /// Grades gained (`aa`, `aaa`).
        public let gained: [String]
        /// Grades lost (`aa`, `aaa`).
        public let lost: [String]
    }

    /// One JSON difference without a visible effect.
    public struct Note: Codable, Sendable, Equatable {
        /// The dotted JSON path.
        public let path: String
        /// The old JSON text; absent when the key is new.
        public let old: String?
        /// The new JSON text; absent when the key was removed.
        public let new: String?
    }

    /// The old theme's name.
    public let old: String
    /// The new theme's name.
    public let new: String
    /// The Dynamic Type size text was resolved at.
    public let sizeCategory: String
    /// Whether the themes are the same token for token.
    public let identical: Bool
    /// Token changes.
    public let changes: [Change]
    /// Contrast pairs that moved.
    public let contrast: [Contrast]
    /// JSON differences without a visible effect.
    public let notes: [Note]

    /// The document for `diff`.
    public init(_ diff: ThemeDiff) {
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
                old: ContrastChange.printed($0.old.value), new: ContrastChange.printed($0.new.value),
                oldLevel: $0.old.level.rawValue, newLevel: $0.new.level.rawValue,
                gained: $0.gained.map(\.rawValue), lost: $0.lost.map(\.rawValue))
        }
        notes = diff.notes.map { Note(path: $0.path, old: $0.old, new: $0.new) }
    }

    /// Pretty-printed JSON with sorted keys; the same diff always gives the same bytes.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
