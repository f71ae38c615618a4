import Foundation
import PackagePlugin

/// `swift package specimen <render|verify|record|…> [options]`: runs `gentle-specimen` with the
/// package's directory as the working directory, so the paths of a package's theme, goldens and
/// report are written as they are in its repository.
///
/// The tool is built by the package's own debug build (`packageManager.build`), not as a plugin
/// tool: SwiftPM plans a plugin's tools as a build of their own, which compiles every module of
/// this package a second time in a package whose `swift test` has already compiled them. Built
/// here, the tool reuses the modules `swift test` and `swift build` compile, and they reuse its.
///
/// SwiftPM ends `swift package` with exit code 1 whenever a plugin fails, whatever code the plugin
/// exits with (it prints `error: Plugin ended with exit code N` on stderr), so a CI step sees only 0
/// or 1. The plugin therefore ends a failed run with a last line naming the tool's own exit code
/// and its meaning (`gentle-specimen exited 65: invalid input data`), and exits with that code too.
@main
struct SpecimenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try builtTool()
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let outcome = ToolOutcome(reason: process.terminationReason, status: process.terminationStatus)
        guard let line = outcome.failureLine else { return }
        FileHandle.standardError.write(Data("\(line)\n".utf8))
        exit(outcome.exitCode)
    }

    /// The `gentle-specimen` executable of the package's debug build, built first if it is stale,
    /// with SwiftPM's progress shown as `swift run` shows it; a failed build ends the plugin with
    /// 70, as an internal error, after SwiftPM's own messages.
    private func builtTool() throws -> URL {
        let result = try packageManager.build(
            .product("gentle-specimen"), parameters: .init(configuration: .debug, logging: .concise, echoLogs: true))
        let tool = result.builtArtifacts.first {
            $0.kind == .executable && $0.url.lastPathComponent == "gentle-specimen"
        }
        guard result.succeeded, let tool else {
            let failure = "the gentle-specimen tool did not build (exit 70: internal error)"
            FileHandle.standardError.write(Data("\(failure)\n".utf8))
            exit(70)
        }
        return tool.url
    }
}
