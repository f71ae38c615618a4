import Foundation
import PackagePlugin

/// `swift package specimen <render|verify|record|…> [options]`: runs `gentle-specimen` with the
/// package's directory as the working directory, so the paths of a package's theme, goldens and
/// report are written as they are in its repository, and exits with the tool's exit code.
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
        // The tool has printed its own messages; its exit code (1 for differences, 65 for a bad
        // theme, …) is what a CI step tests, so it is passed on unchanged.
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            exit(process.terminationReason == .exit ? process.terminationStatus : 70)
        }
    }
}
