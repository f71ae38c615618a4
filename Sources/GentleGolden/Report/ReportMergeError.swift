import GentleFiles

/// Why `merge-reports` wrote nothing; every case names the files involved.
public enum ReportMergeError: KindedError, Equatable, Sendable, CustomStringConvertible {
    /// A report folder or its `report.json` does not exist.
    case missing(path: String)
    /// A report's `report.json` exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// A `report.json` is not a report this tool writes.
    case invalid(path: String, reason: String)
    /// The reports disagree on something that must be the same in one run: the tool version, the
    /// renderer fingerprint, the selection, the settings or the goldens folder.
    case disagree(what: String, paths: [String])
    /// Two reports are the same shard.
    case overlappingShards(shard: String, paths: [String])
    /// Two reports hold the same case.
    case duplicateCase(id: String, paths: [String])
    /// The reports are not the whole run: shards or cases are missing, or some are sharded and
    /// some not.
    case incomplete(reason: String, paths: [String])
    /// An artifact image a report lists is not in its folder.
    case missingArtifact(path: String, reason: String)
    /// An artifact a report lists is a symbolic link (or lies below one) or is not a PNG image.
    case refusedArtifact(path: String, reason: String)
    /// The output folder exists and is not empty.
    case outputExists(path: String)
    /// The output folder, or the hidden folder beside it that the report is written into first,
    /// cannot be made.
    case cannotCreate(path: String, reason: String)
    /// The merged report could not be written.
    case writeFailed(path: String, reason: String)

    /// The reports' content is the input's fault; a folder that is not there is missing input; an
    /// output folder that exists or cannot be made cannot be created; any other read or write
    /// failure is the file system's.
    public var kind: ErrorKind {
        switch self {
        case .invalid, .disagree, .overlappingShards, .duplicateCase, .incomplete, .missingArtifact, .refusedArtifact:
            .invalidInput
        case .missing: .missingInput
        case .outputExists, .cannotCreate: .cannotCreate
        case .unreadable, .writeFailed: .io
        }
    }

    /// One message naming the files.
    public var description: String {
        switch self {
        case .missing(let path): "\(path): no such report; give the folders verify --report wrote"
        case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
        case .invalid(let path, let reason): "\(path): is not a gentle-specimen report (\(reason))"
        case .disagree(let what, let paths):
            "the reports come from different runs: their \(what) differ (\(paths.joined(separator: ", ")))"
        case .overlappingShards(let shard, let paths):
            "shard \(shard) is given twice: \(paths.joined(separator: ", "))"
        case .duplicateCase(let id, let paths):
            "case \(id) is in more than one report: \(paths.joined(separator: ", "))"
        case .incomplete(let reason, let paths):
            "the reports are not one whole run: \(reason) (\(paths.joined(separator: ", ")))"
        case .missingArtifact(let path, let reason):
            "\(path): the report lists this image but it cannot be read: \(reason)"
        case .refusedArtifact(let path, let reason):
            "\(path): the report lists this image but \(reason); nothing was merged"
        case .outputExists(let path): "\(path): exists and is not empty; merge into a new folder"
        case .cannotCreate(let path, let reason): "\(path): cannot create the merged report folder (\(reason))"
        case .writeFailed(let path, let reason): "\(path): cannot write the merged report (\(reason))"
        }
    }
}
