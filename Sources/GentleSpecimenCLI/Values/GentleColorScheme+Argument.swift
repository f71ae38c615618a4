import GentleTokens

// One colour scheme, for commands that print a single resolved theme.
extension GentleColorScheme: ArgumentValue {}
