/// A theme file the package would read: its spec, and the warnings where the package silently
/// falls back (a misspelt role, `"#12G"`), which `--strict` turns into errors.
package struct GentleThemeDocument: Sendable, Equatable {
    /// The spec, decoded exactly as the package decodes it.
    package var spec: GentleDesignSystemSpec
    /// Every warning, in file order; never an error.
    package var warnings: [GentleDiagnostic]

    /// A document.
    package init(spec: GentleDesignSystemSpec, warnings: [GentleDiagnostic]) {
        self.spec = spec
        self.warnings = warnings
    }
}
