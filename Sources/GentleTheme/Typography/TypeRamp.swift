import GentleTokens

/// Every text role resolved at every Dynamic Type size category, for one colour scheme.
package struct TypeRamp: Sendable, Equatable {
    private let styles: RoleTable<GentleTextRole, [ResolvedTextStyle]>

    /// Resolves each role of `spec` at each of the twelve categories in `colors`.
    package init(spec: GentleDesignSystemSpec, colors: ResolvedColors) {
        styles = RoleTable(
            roles: GentleTextRole.allCases,
            lastResort: ContentSizeCategory.allCases.map {
                ResolvedTextStyle(role: .body_m, spec: .fallback, sizeCategory: $0, colors: colors)
            }
        ) { role in
            ContentSizeCategory.allCases.map {
                ResolvedTextStyle(
                    role: role, spec: spec.typography.roleSpec(for: role), sizeCategory: $0, colors: colors)
            }
        }
    }

    /// The style of `role` at `category`.
    package func style(_ role: GentleTextRole, at category: ContentSizeCategory) -> ResolvedTextStyle {
        let row = styles[role]
        // `ordinal` numbers `allCases`, which every row was built from; the guard keeps a bad
        // index from trapping should that ever change.
        guard row.indices.contains(category.ordinal) else { return row[row.startIndex] }
        return row[category.ordinal]
    }
}
