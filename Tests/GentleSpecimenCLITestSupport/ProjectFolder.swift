import Foundation
import GentleSpecimenCLI

/// An app repository in a temporary folder: `Theme/brand.json` (the Gentle Default interop
/// file) and, when given, a `gentle-specimen.json` beside it.
package struct ProjectFolder {
    /// The repository's root.
    package let root: URL

    /// Creates the theme and writes `config` as the root's config file.
    package init(root: URL, config: String? = nil) throws {
        self.root = root
        let themes = root.appendingPathComponent("Theme")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Fixtures.url("interop/gentle-default.json"), to: themes.appendingPathComponent("brand.json"))
        if let config { try write(config, to: "gentle-specimen.json") }
    }

    /// Writes `text` at `path` under the root, creating folders.
    package func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A folder under the root, created.
    package func folder(_ path: String) throws -> URL {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs the tool with `arguments` in `directory` (the root by default).
    package func run(_ arguments: [String], in directory: URL? = nil, variables: [String: String] = [:]) -> CapturedRun
    {
        CapturedRun(arguments, environment: .testing(variables: variables, workingDirectory: directory ?? root))
    }

    /// Whether a file exists at `path` under the root.
    package func has(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Every file under `path`, relative to it, sorted.
    package func files(under path: String) -> [String] {
        let folder = root.appendingPathComponent(path)
        return (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { sub in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(sub).path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue
        }.sorted()
    }
}
