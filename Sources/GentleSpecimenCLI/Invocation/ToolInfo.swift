/// The identity of the tool as help and `--version` show it.
enum ToolInfo {
    /// The executable's name.
    static let name = "gentle-specimen"
    /// The tool's version, printed by `--version`.
    static let version = "0.1.0"
    /// One line for the tool's OVERVIEW.
    static let abstract =
        "Draws specimen sheets of GentleDesignSystem themes and compares them with golden images."
    /// The paragraph under the tool's OVERVIEW.
    static let discussion =
        "Without a subcommand, renders the built-in Gentle Default theme: all sheets, light and "
        + "dark, into ./specimens/."
}
