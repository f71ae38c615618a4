import GentleFiles
import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a command may know about the process it runs in, injected so that tests control it.
package struct CommandEnvironment: Sendable, Equatable {
    /// The environment variables, `CI` among them.
    package var variables: [String: String]
    /// Whether standard output is a terminal, which decides how progress is shown.
    package var isTerminal: Bool
    /// The number of processor cores, the default of `--jobs`.
    package var processorCount: Int
    /// The directory relative paths are resolved against.
    package var workingDirectory: URL
    /// The running executable, from whose folder the bundled fonts are found.
    package var executable: URL?

    /// An environment with exactly the given facts; the executable is this process's unless given.
    package init(
        variables: [String: String] = [:], isTerminal: Bool = false, processorCount: Int = 1,
        workingDirectory: URL, executable: URL? = ExecutableFile.url
    ) {
        self.variables = variables
        self.isTerminal = isTerminal
        self.processorCount = processorCount
        self.workingDirectory = workingDirectory
        self.executable = executable
    }

    /// Where the bundled fonts are looked for: beside the executable, or the manifest that
    /// `GENTLE_SPECIMEN_FONTS` names among `variables`.
    package var fontSearch: SpecimenFonts.Search {
        SpecimenFonts.Search(executable: executable, environment: variables)
    }

    /// The real process's environment; only the executable's entry point reads it.
    package static func current() -> CommandEnvironment {
        let process = ProcessInfo.processInfo
        return CommandEnvironment(
            variables: process.environment,
            isTerminal: isatty(STDOUT_FILENO) == 1,
            processorCount: max(1, process.activeProcessorCount),
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// The file URL of a path from the command line, relative paths taken from the working directory.
    package func url(for path: String) -> URL {
        givenPath(path).url
    }

    /// A path from the command line, kept as written and resolved against the working directory.
    func givenPath(_ path: String) -> GivenPath {
        GivenPath(path, workingDirectory: workingDirectory)
    }
}
