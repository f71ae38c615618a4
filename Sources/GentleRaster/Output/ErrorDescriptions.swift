extension FontError: CustomStringConvertible {
    /// A one-line message naming the file involved.
    package var description: String {
        switch self {
        case .manifestUnreadable(let path, let reason): "cannot read font manifest \(path): \(reason)"
        case .manifestInvalid(let path, let codingPath, let reason):
            "invalid font manifest \(path)\(codingPath.isEmpty ? "" : " at \(codingPath)"): \(reason)"
        case .manifestNotFound(let searched):
            "no font manifest found; looked in: \(searched.joined(separator: "; ")). Install the tool with "
                + "Scripts/install.sh, or name a manifest with --fonts FILE or \(FontManifestSearch.environmentVariable)"
        case .designMissing(let design, let manifest): "font manifest \(manifest) has no \(design.rawValue) font"
        case .fontFileMissing(let design, let path): "\(design.rawValue) font file \(path) does not exist"
        case .fontFileUnreadable(let design, let path, let status):
            "\(design.rawValue) font file \(path) cannot be opened (status \(status))"
        case .fontFileRefused(let design, let path, let reason): "\(design.rawValue) font file \(path): \(reason)"
        case .invalidSize(let size): "font size \(size) is not a positive finite number"
        }
    }
}

extension RasterError: CustomStringConvertible {
    /// A one-line message saying what was being done.
    package var description: String {
        switch self {
        case .invalidCanvas(let width, let height, let scale):
            "cannot make a \(width) × \(height) pt canvas at scale \(scale)"
        case .effectTooLarge(let width, let height): "a \(width) × \(height) px effect buffer is too large"
        case .cairo(let operation, let status): "cairo failed to \(operation): \(status)"
        case .notRaster(let format): "a \(format.rawValue) canvas has no pixels"
        case .pngEncoding(let reason): "PNG encoding failed: \(reason)"
        case .write(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
