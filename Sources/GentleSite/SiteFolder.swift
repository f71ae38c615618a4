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

/// The folder a site is written into. It is the tool's when it is missing or empty, or when it
/// holds the marker `.gentle-specimen-site` an earlier run left, which lists every file that run
/// wrote and what each image was drawn from (`SiteMarker`). A file is rewritten only when its
/// bytes changed, and an image the run kept is not written at all; a file the last run wrote and
/// this one does not is removed; nothing the list does not name is ever touched, so the user's
/// own files beside the site stay.
package struct SiteFolder: Sendable {
    /// The marker's name: hidden, and saying what it is.
    package static let markerName = ".gentle-specimen-site"

    /// The lock file's name. A run holds an exclusive `flock` on it from before it draws until
    /// it has written, so that a second run into the same folder stops at once instead of
    /// writing files beside the first one's that neither marker lists. Hidden, so no marker
    /// lists it and no run removes it (removing a lock file another run has open would let a
    /// third run lock a new one).
    package static let lockName = ".gentle-specimen-site.lock"

    /// The folder.
    package let directory: URL

    /// The folder at `directory`.
    package init(_ directory: URL) {
        self.directory = directory
    }

    /// What a write did: paths written (new or changed) and left as they were, and paths removed.
    package struct Outcome: Sendable, Equatable {
        /// Files whose bytes were new.
        package var written: [String] = []
        /// Files already holding these bytes.
        package var unchanged: [String] = []
        /// Files of the last run this one no longer writes.
        package var removed: [String] = []
    }

    /// Refuses a folder that is not the tool's (`SiteError.notASiteFolder`), before anything is drawn.
    package func checkWritable() throws(SiteError) {
        _ = try checkOwned()
    }

    /// Creates the folder when missing and takes its lock, held until the returned lock is
    /// released; throws `SiteError.folderBusy` at once when another run holds it.
    package func lock() throws(SiteError) -> SiteFolderLock {
        let file = directory.appendingPathComponent(Self.lockName)
        // No probe file (WriteRoot.checkWritable): a run checking the folder at that moment
        // would take it for someone else's.
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: directory.path, reason: WriteRoot.reason(error))
        }
        do {
            try WriteRoot(directory).checkUnredirected(file)
        } catch {
            throw .writeFailed(path: error.path, reason: error.reason)
        }
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .writeFailed(path: file.path, reason: String(cString: strerror(errno))) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(descriptor)
            if code == EWOULDBLOCK { throw .folderBusy(path: directory.path, lock: Self.lockName) }
            throw .writeFailed(path: file.path, reason: String(cString: strerror(code)))
        }
        return SiteFolderLock(descriptor: descriptor)
    }

    /// Writes `files` (paths unique, below the folder) and lists them with `kept`, files of the
    /// last run this one keeps as they are, and `images`, what each image was drawn from. The
    /// marker is written first, so that a run stopped half way still leaves a folder known as the
    /// tool's (its records are checked against each file's hash before anything is kept). Throws
    /// `SiteError`.
    package func write(
        _ files: [SiteFile], kept: [String] = [], images: [SiteImageRecord] = []
    ) throws(SiteError) -> Outcome {
        let previous = try checkOwned().paths
        if let unsafe = (files.map(\.path) + kept).first(where: { !Self.isSafe($0) }) {
            throw .writeFailed(path: unsafe, reason: "not a plain path below the site folder")
        }
        let paths = Set(files.map(\.path) + kept)
        let marker = { (listed: Set<String>) in
            SiteFile(path: Self.markerName, text: SiteMarker(paths: listed, images: images).text)
        }
        try writeIfChanged(marker(paths.union(previous)))
        var outcome = Outcome()
        for file in files {
            if try writeIfChanged(file) {
                outcome.written.append(file.path)
            } else {
                outcome.unchanged.append(file.path)
            }
        }
        outcome.unchanged += kept
        outcome.removed = remove(previous.subtracting(paths))
        _ = try writeIfChanged(marker(paths))
        return outcome
    }

    /// The images the last run recorded, to be kept where this run would draw them the same; none
    /// when the folder is not the tool's or its marker cannot be read.
    package func previousImages() -> SitePreviousImages {
        guard let marker = try? checkOwned() else { return .none }
        return SitePreviousImages(folder: self, records: marker.images)
    }

    /// Whether the folder holds `file` as recorded: a regular file at its path, reached without
    /// a link, of its size and SHA-256.
    func holds(_ file: SiteImageRecord.File) -> Bool {
        let url = self.url(of: file.path)
        guard Self.isSafe(file.path), (try? WriteRoot(directory).checkUnredirected(url)) != nil, isRegularFile(url),
            let bytes = try? RegularFile.contents(of: url, limit: file.size + 1), bytes.count == file.size
        else { return false }
        return SHA256.hex(of: [UInt8](bytes)) == file.sha256
    }

    /// The marker the last run left (empty in an empty folder); throws `notASiteFolder` for a
    /// folder with entries and no marker.
    func checkOwned() throws(SiteError) -> SiteMarker {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0 != Self.lockName }
        let marker = directory.appendingPathComponent(Self.markerName)
        guard isRegularFile(marker), let data = try? RegularFile.contents(of: marker, limit: 16 << 20) else {
            if entries.isEmpty { return SiteMarker(paths: []) }
            throw .notASiteFolder(path: directory.path)
        }
        return SiteMarker(bytes: data)
    }

    /// A relative path of plain components: no `..`, no empty or hidden part, no backslash.
    static func isSafe(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !parts.isEmpty && !path.contains("\\")
            && parts.allSatisfy {
                !$0.isEmpty && !$0.hasPrefix(".") && $0.unicodeScalars.allSatisfy(UntrustedText.isInert)
            }
    }

    /// Writes the file unless it already holds these bytes; whether it wrote.
    @discardableResult
    private func writeIfChanged(_ file: SiteFile) throws(SiteError) -> Bool {
        let url = self.url(of: file.path)
        do {
            try WriteRoot(directory).checkUnredirected(url)
        } catch {
            throw .writeFailed(path: error.path, reason: error.reason)
        }
        if isRegularFile(url), let old = try? RegularFile.contents(of: url, limit: file.bytes.count + 1),
            old.elementsEqual(file.bytes)
        {
            return false
        }
        do {
            try AtomicFile(url: url, createsFolders: true).replaceContents(with: file.bytes)
        } catch {
            throw .writeFailed(path: error.path, reason: error.reason)
        }
        return true
    }

    /// Unlinks each listed path that is still a regular file reached without a link, then every
    /// folder that left empty; returns the paths removed, sorted.
    private func remove(_ stale: Set<String>) -> [String] {
        var removed: [String] = []
        var folders: Set<String> = []
        for path in stale.sorted() {
            let url = self.url(of: path)
            guard (try? WriteRoot(directory).checkUnredirected(url)) != nil, isRegularFile(url),
                unlink(url.path) == 0
            else { continue }
            removed.append(path)
            let parts = path.split(separator: "/").dropLast()
            for depth in parts.indices { folders.insert(parts[...depth].joined(separator: "/")) }
        }
        // Deepest first; rmdir leaves a folder that still holds anything.
        for folder in folders.sorted(by: { ($0.count, $0) > ($1.count, $1) }) { rmdir(url(of: folder).path) }
        return removed
    }

    private func url(of path: String) -> URL {
        path.split(separator: "/").reduce(directory) { $0.appendingPathComponent(String($1)) }
    }

    private func isRegularFile(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
