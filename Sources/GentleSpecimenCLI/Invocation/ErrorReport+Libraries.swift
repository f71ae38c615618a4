import GentleGolden
import GentleImage
import GentleSite
import GentleSpecimen

// Each library error is the input's fault (65), the file system's (74) or ours (70).
extension ErrorReport {
    /// Bad PNG data is the input's; a file the system refuses is I/O; failing to encode is ours.
    static func exitCode(for error: PNGError) -> ExitCode {
        switch error {
        case .notPNG, .truncated, .corrupt, .tooManyTextChunks, .zeroSized, .tooLarge, .fileTooLarge: .dataError
        case .fileAccess: .ioError
        case .unencodableSize, .invalidTextKey, .invalidTextValue, .encodingFailed, .outOfMemory: .software
        }
    }

    /// A font file or manifest that is missing is I/O; one that says something wrong is data.
    static func exitCode(for error: FontFailure) -> ExitCode {
        switch error {
        case .manifestUnreadable, .manifestNotFound, .fontFileMissing, .fontFileUnreadable, .fontFileRefused: .ioError
        case .manifestInvalid, .designMissing, .invalidSize: .dataError
        }
    }

    /// A report that cannot be written is the file system's; a folder that is not ours to write
    /// one into cannot be created; one whose report.json is not a report is the input's; an
    /// image we cannot encode is ours.
    static func exitCode(for error: ReportError) -> ExitCode {
        switch error {
        case .writeFailed: .ioError
        case .notAReportFolder: .cannotCreate
        case .invalidReport: .dataError
        case .unencodableImage: .software
        }
    }

    /// Another owner's folder, or one another run is writing, cannot be created into; a theme id
    /// that names a site file is the input's; a failed write is I/O.
    static func exitCode(for error: SiteError) -> ExitCode {
        switch error {
        case .notASiteFolder, .folderBusy: .cannotCreate
        case .reservedThemeID: .dataError
        case .writeFailed: .ioError
        }
    }

    /// Absurd sizes come from the theme; a failed write is I/O; anything cairo refuses is ours.
    static func exitCode(for error: DrawingFailure) -> ExitCode {
        switch error {
        case .invalidCanvas, .effectTooLarge: .dataError
        case .write: .ioError
        case .cairo, .notRaster, .pngEncoding: .software
        }
    }

    /// Reports that are not one run are the input's; a report folder that is not there is 66; an
    /// output folder that exists or cannot be made is 73; any other read or write failure is I/O.
    static func exitCode(for error: ReportMergeError) -> ExitCode {
        switch error {
        case .missing: .noInput
        case .outputExists, .cannotCreate: .cannotCreate
        case .unreadable, .writeFailed: .ioError
        case .invalid, .disagree, .overlappingShards, .duplicateCase, .incomplete, .missingArtifact, .refusedArtifact:
            .dataError
        }
    }
}
