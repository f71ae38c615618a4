import GentleTheme
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One side of a comparison: a decoded theme, what to call it, and the JSON it was read from.
package struct ComparedTheme: Sendable, Equatable {
    /// What reports call the theme: a preset's name, a file's base name, `git:REV:PATH`.
    package let name: String
    /// The decoded spec.
    package let spec: GentleDesignSystemSpec
    /// The JSON as read, for the raw comparison; the package's own encoding of `spec` when nil.
    package let document: Data?

    /// A theme called `name`, decoded from `document` (nil for a built-in preset).
    package init(name: String, spec: GentleDesignSystemSpec, document: Data? = nil) {
        self.name = name
        self.spec = spec
        self.document = document
    }

    /// The JSON the raw comparison reads.
    var json: Data {
        document ?? (try? GentleJSONCoding.encode(spec)) ?? Data()
    }
}

/// The semantic difference of two themes: every resolved token that changed, was added or was
/// removed, the contrast pairs that moved, and the JSON differences that change nothing drawn.
package struct ThemeDiff: Sendable, Equatable {
    /// The theme compared from.
    package let old: ComparedTheme
    /// The theme compared to.
    package let new: ComparedTheme
    /// The Dynamic Type size text was resolved at.
    package let sizeCategory: ContentSizeCategory
    /// Token changes, in the token table's order (removed tokens where the old table had them).
    package let changes: [TokenChange]
    /// Contrast pairs whose ratio moved, light first.
    package let contrast: [ContrastChange]
    /// JSON differences without a visible effect, sorted by path.
    package let notes: [RawJSONNote]

    /// Compares `old` with `new`, text resolved at `sizeCategory`.
    package init(old: ComparedTheme, new: ComparedTheme, sizeCategory: ContentSizeCategory = .standard) {
        self.old = old
        self.new = new
        self.sizeCategory = sizeCategory
        let before = TokenTable(spec: old.spec, sizeCategory: sizeCategory)
        let after = TokenTable(spec: new.spec, sizeCategory: sizeCategory)
        let meaning = ChangeMeaning(old: old.spec, new: new.spec, sizeCategory: sizeCategory)
        // An animation no button plays draws nothing, so editing it stays a note, as verify's pixels agree.
        let played = Self.playedAnimations(old.spec).union(Self.playedAnimations(new.spec))
        let changes = Self.changes(before, after, meaning: meaning).filter {
            $0.group != .animations || played.contains($0.owner)
        }
        self.changes = changes
        contrast = [GentleColorScheme.light, .dark].flatMap { scheme in
            ContrastChange.changes(
                old: ResolvedColors(tokens: old.spec.colors, scheme: scheme),
                new: ResolvedColors(tokens: new.spec.colors, scheme: scheme))
        }
        let visible = Set(changes.map(\.path))
        notes = RawJSONLeaves.differences(RawJSONLeaves(document: old.json), RawJSONLeaves(document: new.json))
            .filter { note in
                let prefix = RawJSONLeaves.tokenPrefix(of: note.path)
                return !visible.contains { $0 == prefix || $0.hasPrefix(prefix + ".") }
            }
    }

    /// Whether the themes are the same token for token.
    package var isEmpty: Bool { changes.isEmpty && contrast.isEmpty }

    /// The groups with at least one change, in report order.
    package var changedGroups: [TokenGroup] {
        TokenGroup.allCases.filter { group in changes.contains { $0.group == group } }
    }

    /// The changes of `group`, in table order.
    package func changes(in group: TokenGroup) -> [TokenChange] {
        changes.filter { $0.group == group }
    }

    /// The press animations some button role of `spec` plays, by name.
    private static func playedAnimations(_ spec: GentleDesignSystemSpec) -> Set<String> {
        Set(GentleButtonRole.ordered.map { spec.buttons.roleSpec(for: $0).animationRole.rawValue })
    }

    private static func changes(_ before: TokenTable, _ after: TokenTable, meaning: ChangeMeaning) -> [TokenChange] {
        let oldByPath = Dictionary(before.tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let newByPath = Dictionary(after.tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var found = after.tokens.compactMap { token -> TokenChange? in
            guard let previous = oldByPath[token.path] else {
                return change(token, .added, old: nil, new: token.value, meaning: meaning)
            }
            guard previous.value != token.value else { return nil }
            return change(token, .changed, old: previous.value, new: token.value, meaning: meaning)
        }
        let removed = before.tokens.filter { newByPath[$0.path] == nil }.map {
            change($0, .removed, old: $0.value, new: nil, meaning: meaning)
        }
        found += removed
        // Keep one stable order for every report: by group, then as the old and new tables list them.
        let order = Dictionary(
            (before.tokens + after.tokens).enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        return found.sorted { (($0.group, order[$0.path] ?? 0)) < (($1.group, order[$1.path] ?? 0)) }
    }

    private static func change(
        _ token: ThemeToken, _ kind: ChangeKind, old: TokenValue?, new: TokenValue?, meaning: ChangeMeaning
    ) -> TokenChange {
        TokenChange(
            path: token.path, group: token.group, owner: token.owner, kind: kind, old: old, new: new,
            meaning: meaning.meaning(of: token, before: old, after: new))
    }
}
