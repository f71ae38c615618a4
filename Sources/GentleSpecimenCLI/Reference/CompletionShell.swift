/// A shell `--generate-completion-script` writes a completion script for.
enum CompletionShell: String, CaseIterable, Sendable, ArgumentValue {
    case bash
    case zsh
    case fish

    /// The completion script of `tool` for this shell, ending with a newline.
    func script(for tool: CommandLineTool) -> String {
        switch self {
        case .bash: BashCompletion.script(for: tool)
        case .zsh: ZshCompletion.script(for: tool)
        case .fish: FishCompletion.script(for: tool)
        }
    }
}
