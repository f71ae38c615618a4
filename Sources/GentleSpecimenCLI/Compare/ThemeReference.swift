import GentleSpecimen
import GentleThemeDiff
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One side of `compare`: a built-in preset, a theme file, or a file at a git revision.
enum ThemeReference: Sendable, Equatable {
    /// A built-in preset by id.
    case preset(GentlePreset)
    /// A theme JSON file, as given.
    case file(String)
    /// `git:REV:PATH`, read with `git show REV:PATH` in the working directory's repository.
    case git(revision: String, path: String)

    /// Reads a command-line argument: `git:` first, then a preset id, else a file path (write
    /// `./soft-green` for a file that shares a preset's id).
    init(argument: String) {
        if argument.hasPrefix("git:") {
            let rest = argument.dropFirst(4)
            let revision = rest.prefix { $0 != ":" }
            self = .git(revision: String(revision), path: String(rest.dropFirst(revision.count + 1)))
        } else if let preset = GentlePreset.named(argument) {
            self = .preset(preset)
        } else {
            self = .file(argument)
        }
    }

    /// What messages and reports call this side: the preset's name, the path, `git:REV:PATH`.
    var displayName: String {
        switch self {
        case .preset(let preset): preset.id
        case .file(let path): path
        case .git(let revision, let path): "git:\(revision):\(path)"
        }
    }

    /// Whether a `git:` reference names both a revision and a path.
    var isComplete: Bool {
        guard case .git(let revision, let path) = self else { return true }
        return !revision.isEmpty && !path.isEmpty
    }

    /// Reads and decodes the theme; failures name `side` (`old` or `new`).
    func load(side: String, environment: CommandEnvironment) throws(CompareSourceError) -> ComparedTheme {
        let data: Data
        switch self {
        case .preset(let preset):
            return ComparedTheme(name: preset.id, spec: preset.spec)
        case .file(let path):
            do {
                data = try FileAccess.read(
                    environment.url(for: path), named: path, limit: GentleThemeFile.maximumByteCount)
            } catch {
                throw .unreadable(side: side, error)
            }
        case .git(let revision, let path):
            do {
                data = try GitShow(directory: environment.workingDirectory, variables: environment.variables)
                    .contents(revision: revision, path: path, limit: GentleThemeFile.maximumByteCount)
            } catch {
                switch error {
                case .failed(let reference, let message):
                    throw .git(side: side, reference: reference, message: message)
                case .oversized(let reference, let reason):
                    throw .unreadable(side: side, .oversized(path: reference, reason: reason))
                case .notRunnable(let message):
                    throw .git(side: side, reference: displayName, message: message)
                }
            }
        }
        do {
            let spec = try GentleThemeFile.decode(data: data, fileName: displayName)
            return ComparedTheme(name: displayName, spec: spec, document: data)
        } catch {
            throw .invalid(side: side, error)
        }
    }
}
