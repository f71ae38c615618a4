import Foundation
import GentleSpecimenCLITestSupport

/// A shell installed on this machine, run on a script for the completion and man page tests.
struct Shell: Sendable {
    /// The shell's executable.
    let url: URL

    /// The shell named `name` in the usual folders, or nil when it is not installed.
    init?(_ name: String) {
        let candidates = ["/usr/bin", "/bin", "/usr/local/bin"].map {
            URL(fileURLWithPath: $0).appendingPathComponent(name)
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            return nil
        }
        url = found
    }

    /// Runs the shell with `arguments` in a scratch folder holding `files`, and returns its exit
    /// status and standard output (what it writes to standard error is lost unless redirected).
    func run(_ arguments: [String], files: [String: String] = [:]) async throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, contents) in files {
            try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
        }
        let outputFile = folder.appendingPathComponent(".output")
        try Data().write(to: outputFile)
        let handle = try FileHandle(forWritingTo: outputFile)
        let child = try ChildProcess(url, arguments, in: folder, standardOutput: handle, deadline: .seconds(60))
        let ending = await child.ending()
        try handle.close()
        return (ending.status, try String(contentsOf: outputFile, encoding: .utf8))
    }
}
