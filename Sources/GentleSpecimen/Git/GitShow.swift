import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `git show REV:PATH` and the questions around it, run in a folder so that git finds the
/// repository holding it: how `compare git:` and `review` read a theme as it was at a revision.
package struct GitShow: Sendable {
    /// The folder git runs in.
    package var directory: URL
    /// The environment of the tool, of which git is given `PATH` and `HOME` only.
    package var variables: [String: String]

    /// Git run in `directory`, found on `variables`' `PATH`.
    package init(directory: URL, variables: [String: String]) {
        self.directory = directory
        self.variables = variables
    }

    /// The file's contents at the revision, or git's own message as the error. A blob over
    /// `limit` bytes is refused from its size (`git cat-file -s`) before a byte of it is read,
    /// with the message of a theme file over the limit.
    package func contents(revision: String, path: String, limit: Int) throws(GitShowError) -> Data {
        let reference = "git:\(revision):\(path)"
        // `--` would end options but also make git read the object name as a path; a revision
        // starting with `-` is refused by the commands instead, so it cannot be taken for an option.
        let object = "\(revision):\(path)"
        let size = try run(["cat-file", "-s", object], reference: reference)
        if let count = Int(Whitespace.trimmedWithNewlines(String(decoding: size, as: UTF8.self))),
            count > limit
        {
            let tooLarge = FileReadError.tooLarge(path: reference, byteCount: count, limit: limit)
            throw .oversized(reference: reference, reason: tooLarge.reason)
        }
        return try run(["show", object], reference: reference)
    }

    /// Whether `revision` names a commit of the repository.
    package func commitExists(_ revision: String) throws(GitShowError) {
        _ = try run(
            ["rev-parse", "--verify", "--quiet", "--end-of-options", "\(revision)^{commit}"], reference: revision)
    }

    /// Whether the revision holds a file at `path`; git's message when it cannot tell.
    package func fileExists(revision: String, path: String) -> Bool {
        (try? run(["cat-file", "-e", "\(revision):\(path)"], reference: "git:\(revision):\(path)")) != nil
    }

    /// Standard output of `git --no-pager ARGUMENTS`, or git's standard error as the error.
    private func run(_ arguments: [String], reference: String) throws(GitShowError) -> Data {
        guard let git = executable() else { throw .notRunnable(message: "git was not found on PATH") }
        let finished: GitProcess
        do {
            // `-C` runs git in the folder as if started there, which posix_spawn cannot portably.
            finished = try GitProcess.run(
                git.path, ["git", "-C", directory.path, "--no-pager"] + arguments,
                environment: variables.filter { $0.key == "PATH" || $0.key == "HOME" })
        } catch {
            throw .notRunnable(message: "git could not be started: \(error.reason)")
        }
        let message = Whitespace.trimmedWithNewlines(String(decoding: finished.messages, as: UTF8.self))
        guard finished.status == 0 else {
            throw .failed(
                reference: reference,
                message: message.isEmpty ? "git \(arguments[0]) exited with status \(finished.status)" : message)
        }
        return Data(finished.output)
    }

    private func executable() -> URL? {
        let path = variables["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("git") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// Why git could not hand over a file at a revision.
package enum GitShowError: Error, Sendable, Equatable {
    /// Git failed or could not be run; `message` is git's own.
    case failed(reference: String, message: String)
    /// The blob is larger than the file may be.
    case oversized(reference: String, reason: String)
    /// Git is not on `PATH`, or could not be started.
    case notRunnable(message: String)
}
