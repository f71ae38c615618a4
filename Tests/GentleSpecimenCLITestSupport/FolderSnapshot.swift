import Foundation

/// Every file under a folder with its bytes and modification date, so a test can tell that a
/// command wrote nothing there, not even a same-bytes rewrite or a stray temporary file.
package struct FolderSnapshot: Equatable {
    /// Relative path → bytes.
    package let contents: [String: Data]
    /// Relative path → modification date.
    package let dates: [String: Date]

    /// The files under `folder` now; an absent folder has none.
    package init(_ folder: URL) throws {
        let files = FileManager.default
        let paths = (files.subpaths(atPath: folder.path) ?? []).filter { path in
            var isFolder: ObjCBool = false
            let exists = files.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue
        }
        var contents: [String: Data] = [:]
        var dates: [String: Date] = [:]
        for path in paths {
            let url = folder.appendingPathComponent(path)
            contents[path] = try Data(contentsOf: url)
            dates[path] = try files.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        }
        self.contents = contents
        self.dates = dates
    }
}
