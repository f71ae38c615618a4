/// A generated document of the whole command line: `docs/commands.md` or `docs/man/gentle-specimen.1`.
enum ReferenceFormat: String, CaseIterable, Sendable, ArgumentValue {
    case markdown
    case man

    /// Where the repository keeps this document, from its root.
    var committedPath: String {
        switch self {
        case .markdown: "docs/commands.md"
        case .man: "docs/man/\(ToolInfo.name).1"
        }
    }

    /// The document of `tool` in this format, ending with a newline.
    func document(for tool: CommandLineTool) -> String {
        switch self {
        case .markdown: CommandReference.markdown(for: tool)
        case .man: ManualPage.text(for: tool)
        }
    }

    /// The one command that rewrites every committed document, for staleness messages.
    static let regenerationCommand = "Scripts/generate-reference.sh"
}
