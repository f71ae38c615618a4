import Foundation
import GentleFiles

/// `git show REV:PATH`, run in the working directory so that git finds its repository.
enum GitShow {
    /// The file's contents at the revision, or git's own message as the error. A blob over
    /// `limit` bytes is refused from its size (`git cat-file -s`) before a byte of it is read,
    /// with the message of a theme file over the limit.
    static func contents(
        revision: String, path: String, side: String, limit: Int, environment: CommandEnvironment
    ) throws(CompareSourceError) -> Data {
        let reference = "git:\(revision):\(path)"
        // `--` would end options but also make git read the object name as a path; a revision
        // starting with `-` is refused by `compare` instead, so it cannot be taken for an option.
        let object = "\(revision):\(path)"
        let size = try run(["cat-file", "-s", object], reference: reference, side: side, environment: environment)
        if let count = Int(String(decoding: size, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
            count > limit
        {
            let tooLarge = FileReadError.tooLarge(path: reference, byteCount: count, limit: limit)
            throw .unreadable(side: side, .oversized(path: reference, reason: tooLarge.reason))
        }
        return try run(["show", object], reference: reference, side: side, environment: environment)
    }

    /// Standard output of `git --no-pager ARGUMENTS`, or git's standard error as the error.
    private static func run(
        _ arguments: [String], reference: String, side: String, environment: CommandEnvironment
    ) throws(CompareSourceError) -> Data {
        guard let git = executable(environment: environment) else {
            throw .git(side: side, reference: reference, message: "git was not found on PATH")
        }
        let process = Process()
        process.executableURL = git
        process.arguments = ["--no-pager"] + arguments
        process.currentDirectoryURL = environment.workingDirectory
        process.environment = environment.variables.filter { $0.key == "PATH" || $0.key == "HOME" }
        let output = Pipe()
        let messages = Pipe()
        process.standardOutput = output
        process.standardError = messages
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .git(
                side: side, reference: reference, message: "git could not be started: \(error.localizedDescription)")
        }
        // Standard error is read on another thread so that neither pipe can fill and stall git.
        let collected = ErrorText()
        let reader = Thread { collected.set(messages.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = collected.waitForText()
        guard process.terminationStatus == 0 else {
            throw .git(
                side: side, reference: reference,
                message: message.isEmpty
                    ? "git \(arguments[0]) exited with status \(process.terminationStatus)" : message)
        }
        return data
    }

    private static func executable(environment: CommandEnvironment) -> URL? {
        let path = environment.variables["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("git") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Git's standard error, handed from the reading thread once it reaches the end.
    private final class ErrorText: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        func set(_ data: Data) {
            self.data = data
            done.signal()
        }

        func waitForText() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}
