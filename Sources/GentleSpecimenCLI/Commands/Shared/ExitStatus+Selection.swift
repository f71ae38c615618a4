extension ExitStatus {
    /// How a command that reads a selection of themes (`SelectionOptions`) fails on its input.
    static let selection = [
        ExitStatus(
            .dataError,
            "A theme, the config or a font manifest is not valid, a theme has warnings under --strict, "
                + "or a sheet is too large to draw."),
        ExitStatus(.noInput, "The --config file is not there."),
    ]

    /// How a command that reads themes and fonts and writes files fails on the file system.
    static let fileAccess = [
        ExitStatus(.ioError, "A theme, the config or a font cannot be read, or an output file cannot be written.")
    ]
}
