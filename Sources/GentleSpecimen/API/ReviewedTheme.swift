import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A theme a review compares: as it is now, and as it was at the base revision.
public struct ReviewedTheme: Sendable, Equatable {
    /// The theme now, from the working tree.
    public let head: SpecimenTheme
    /// The theme at the base revision; `nil` when it did not exist there (a new theme).
    public let base: SpecimenTheme?

    /// A pair; `base` is `nil` for a theme new since the base revision.
    public init(head: SpecimenTheme, base: SpecimenTheme?) {
        self.head = head
        self.base = base
    }

    /// `head` and its file as it was at `revision` (`git show REV:./FILE`, run in the file's folder
    /// so git finds the repository holding it, with `variables`' `PATH`); a preset or in-memory
    /// theme is its own base. The base keeps the head's id and display name, so both sides are
    /// drawn alike. Throws `ReviewError` when the revision is not a commit there or git fails, a
    /// `SpecimenError` for a file over the size limit, a `GentleThemeLoadError` for a base that is
    /// not a valid theme.
    public static func at(_ revision: String, head: SpecimenTheme, variables: [String: String]) throws
        -> ReviewedTheme
    {
        guard let url = head.url else { return ReviewedTheme(head: head, base: head) }
        let file = head.file ?? url.path
        let git = GitShow(directory: url.deletingLastPathComponent(), variables: variables)
        do {
            try git.commitExists(revision)
        } catch {
            switch error {
            case .failed(_, let message):
                throw ReviewError.unknownRevision(
                    revision: revision, file: file, message: message.hasPrefix("git rev-parse exited") ? "" : message)
            case .notRunnable(let message): throw ReviewError.git(reference: revision, message: message)
            case .oversized: throw error
            }
        }
        let path = "./" + url.lastPathComponent
        guard git.fileExists(revision: revision, path: path) else { return ReviewedTheme(head: head, base: nil) }
        let data: Data
        do {
            data = try git.contents(revision: revision, path: path, limit: GentleThemeFile.maximumByteCount)
        } catch {
            switch error {
            case .failed(let reference, let message): throw ReviewError.git(reference: reference, message: message)
            case .oversized(let reference, let reason): throw SpecimenError.oversized(path: reference, reason: reason)
            case .notRunnable(let message): throw ReviewError.git(reference: "\(revision):\(file)", message: message)
            }
        }
        let spec = try GentleThemeFile.decode(data: data, fileName: "\(revision):\(file)")
        var base = SpecimenTheme(id: head.id, name: head.name, spec: spec, origin: "\(revision):\(file)")
        base.file = head.file
        return ReviewedTheme(head: head, base: base)
    }
}
