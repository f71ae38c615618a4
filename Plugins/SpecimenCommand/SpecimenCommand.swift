import Foundation
import PackagePlugin

/// `swift package specimen <render|verify|record|…> [options]`: runs `gentle-specimen` with the
/// package's directory as the working directory, so the paths of a package's theme, goldens and
/// report are written as they are in its repository.
///
/// SwiftPM ends `swift package` with exit code 1 whenever a plugin fails, whatever code the plugin
/// exits with (it prints `error: Plugin ended with exit code N` on stderr), so a CI step sees only 0
/// or 1. The plugin therefore ends a failed run with a last line naming the tool's own exit code
/// and its meaning (`gentle-specimen exited 65: invalid input data`), and exits with that code too.
@main
struct SpecimenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "gentle-specimen")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let outcome = ToolOutcome(reason: process.terminationReason, status: process.terminationStatus)
        guard let line = outcome.failureLine else { return }
        FileHandle.standardError.write(Data("\(line)\n".utf8))
        exit(outcome.exitCode)
    }
}
