/// A theme file the package would read: its spec, and the warnings where the package silently
/// falls back (a misspelt role, `"#12G"`), which `--strict` turns into errors.
package struct GentleThemeDocument: Sendable, Equatable {
    /// The spec, decoded exactly as the package decodes it.
    package var spec: GentleDesignSystemSpec
    /// The warnings, in file order (at most `GentleDiagnosticList.maximumKept` kept, all
    /// counted); never an error.
    package var warnings: GentleDiagnosticList

    /// A document.
    package init(spec: GentleDesignSystemSpec, warnings: GentleDiagnosticList) {
        self.spec = spec
        self.warnings = warnings
    }
}
