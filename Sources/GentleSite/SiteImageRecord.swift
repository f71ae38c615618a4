import GentleImage

/// What the site marker records of one drawing job (a sheet, a press preview, a scheme's picker
/// cards): the key of its inputs, the token paths it read, and each file it wrote with its size
/// and SHA-256. The next run keeps the files instead of drawing them again when the key it works
/// out is the same and every file is still in the folder as recorded.
package struct SiteImageRecord: Sendable, Equatable, Codable {
    /// One file the job wrote.
    package struct File: Sendable, Equatable, Codable {
        /// Below the site folder, `/`-separated.
        package var path: String
        /// Its length in bytes.
        package var size: Int
        /// SHA-256 of its bytes, lowercase hex.
        package var sha256: String

        /// The record of `bytes` written at `path`.
        package init(path: String, bytes: [UInt8]) {
            self.path = path
            size = bytes.count
            sha256 = SHA256.hex(of: bytes)
        }
    }

    /// The job: the image's path, or `gallery-<scheme>` for a scheme's picker cards.
    package var job: String
    /// `SiteImageInputs.key`, lowercase hex.
    package var key: String
    /// The token paths and groups the job read when it was drawn, sorted.
    package var reads: [String]
    /// The files it wrote, in order.
    package var files: [File]

    /// A record.
    package init(job: String, key: String, reads: [String], files: [File]) {
        self.job = job
        self.key = key
        self.reads = reads
        self.files = files
    }

    /// Whether the record can have been written by a run: a key and hashes of SHA-256's shape,
    /// and file paths among `listed` (the marker's own list).
    func isWellFormed(listed: Set<String>) -> Bool {
        Self.isDigest(key)
            && files.allSatisfy { Self.isDigest($0.sha256) && $0.size >= 0 && listed.contains($0.path) }
    }

    private static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
