import GentleFiles
import GentleImage
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

extension ReportMerge {
    /// Writes the joined report into `directory`, which must not exist or be empty: the images
    /// and run files go to a hidden folder beside it, which is renamed into place only once
    /// complete, so a failure leaves no half-written report.
    package func write(to directory: URL) throws(ReportMergeError) {
        let fileManager = FileManager.default
        if let contents = try? fileManager.contentsOfDirectory(atPath: directory.path), !contents.isEmpty {
            throw .outputExists(path: directory.path)
        }
        if fileManager.fileExists(atPath: directory.path), !Self.isDirectory(directory) {
            throw .outputExists(path: directory.path)
        }
        let staging = Self.stagingFolder(for: directory, id: UUID())
        // Registered while it exists, so that SIGTERM or SIGINT removes it (`InFlightFiles`).
        InFlightFiles.process.register(staging.path)
        defer { InFlightFiles.process.unregister(staging.path) }
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreate(path: staging.path, reason: WriteRoot.reason(error))
        }
        do {
            try copyArtifacts(into: staging)
            try ReportWriter(directory: staging, context: context).writeRunFiles(run)
            // An empty folder in the way goes; rmdir removes nothing that appeared in it meanwhile.
            rmdir(directory.path)
            guard rename(staging.path, directory.path) == 0 else {
                throw ReportMergeError.cannotCreate(path: directory.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            switch error {
            case let failure as ReportMergeError: throw failure
            case let failure as ReportError: throw .writeFailed(path: directory.path, reason: failure.description)
            default: throw .writeFailed(path: directory.path, reason: String(describing: error))
            }
        }
    }

    // Each artifact is found from its case id, never from a path in the JSON, so no report can
    // make the merge read or write outside its folders.
    private func copyArtifacts(into staging: URL) throws {
        for source in sources {
            for result in source.run.results {
                for kind in result.artifacts {
                    let components = result.artifactPath(kind)
                    let from = components.reduce(source.directory) { $0.appendingPathComponent($1) }
                    let data = try Self.artifact(at: from, in: source.directory)
                    let to = components.reduce(staging) { $0.appendingPathComponent($1) }
                    try FileManager.default.createDirectory(
                        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try data.write(to: to)
                }
            }
        }
    }

    // A shard folder may come from anywhere (a downloaded CI artifact): a link in it could make
    // the merged report carry any file the merging user can read (`actual.png -> ~/.ssh/id_rsa`),
    // so only regular files below the folder itself are read, and only ones that decode as PNG.
    private static func artifact(at url: URL, in folder: URL) throws(ReportMergeError) -> Data {
        do {
            try WriteRoot(folder).checkUnredirected(url)
        } catch {
            guard case .redirected(let path, _) = error else {
                throw .missingArtifact(path: url.path, reason: error.reason)
            }
            throw .refusedArtifact(
                path: path, reason: "it is a symbolic link; merge-reports copies only the regular files of a report")
        }
        let data: Data
        do {
            data = try RegularFile.contents(of: url, limit: PNGDecoder.maximumFileByteCount)
        } catch {
            throw .missingArtifact(path: url.path, reason: error.reason)
        }
        do {
            _ = try PNGDecoder().decode([UInt8](data), source: url.lastPathComponent)
        } catch {
            throw .refusedArtifact(path: url.path, reason: "it does not decode as PNG (\(error))")
        }
        return data
    }

    private static func isDirectory(_ url: URL) -> Bool {
        FileKind.at(url.path) == .directory
    }
}
