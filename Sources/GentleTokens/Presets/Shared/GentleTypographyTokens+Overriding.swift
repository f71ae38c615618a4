extension GentleTypographyTokens {
    /// These tokens with some roles replaced, as each preset edits a copy of the default ramp.
    func overriding(_ specs: [GentleTextRole: GentleTypographyRoleSpec]) -> GentleTypographyTokens {
        var copy = self
        for (role, spec) in specs {
            copy.roles[role.rawValue] = spec
        }
        return copy
    }
}
