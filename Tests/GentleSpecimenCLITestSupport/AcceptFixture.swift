import Foundation
import GentleImage
import Testing

/// A project in a temporary folder with goldens `Goldens/brand/one.png` and `two.png` (grey) and
/// a report of a verify run in `specimen-report` in which both failed, whose actual images are
/// red: a report as verify writes it, small enough to build without drawing a sheet, and easy to
/// tamper with.
package struct AcceptFixture {
    package let root: URL
    package static let cases = ["brand/one", "brand/two"]
    package static let golden = Bitmap(width: 4, height: 3, filledWith: (128, 128, 128, 255))
    package static let actual = Bitmap(width: 4, height: 3, filledWith: (255, 0, 0, 255))
    package static let actualText = [PNGTextEntry(key: "gentle.tokens", value: "colors.x.light #FF0000")]

    package init(root: URL) throws {
        self.root = root
        for id in Self.cases {
            try PNGEncoder().write(Self.golden, text: [], to: try file("Goldens/\(id).png"))
            try PNGEncoder().write(Self.actual, text: Self.actualText, to: try file("specimen-report/\(id)/actual.png"))
        }
        try writeReport()
    }

    package var report: URL { root.appendingPathComponent("specimen-report") }
    package var reportJSON: URL { report.appendingPathComponent("report.json") }

    /// `path` below the root, its folder created.
    package func file(_ path: String) throws -> URL {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return url
    }

    /// The report's JSON, each case given the SHA-256 of its golden as it is now; `edit` may change
    /// the document (a tampered report).
    package func writeReport(ids: [String] = cases, _ edit: (inout [String: Any]) -> Void = { _ in }) throws {
        var cases: [[String: Any]] = []
        for id in ids {
            var entry: [String: Any] = [
                "id": id, "status": "differences", "bucket": "failed", "passes": false, "message": "differs",
                "golden": "untouched", "artifacts": ["actual": "\(id)/actual.png"],
                "imageSize": ["width": Self.actual.width, "height": Self.actual.height],
            ]
            if let data = try? Data(contentsOf: root.appendingPathComponent("Goldens/\(id).png")) {
                entry["goldenSHA256"] = SHA256.hex(of: [UInt8](data))
            }
            cases.append(entry)
        }
        var document: [String: Any] = [
            "version": 2, "tool": "gentle-specimen test", "goldens": "Goldens", "passes": false,
            "settings": ["recordMode": "never", "threshold": 0.1, "includeAntiAliasing": false],
            "counts": ["failed": ids.count, "total": ids.count], "cases": cases,
        ]
        edit(&document)
        try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: reportJSON)
    }

    /// Runs `accept` with `arguments` in `directory` (the root by default).
    package func accept(_ arguments: [String], in directory: URL? = nil) -> CapturedRun {
        CapturedRun(["accept"] + arguments, environment: .testing(workingDirectory: directory ?? root))
    }

    /// The decoded golden of `id`.
    package func golden(_ id: String) throws -> PNGImage {
        try PNGDecoder().decode(contentsOf: root.appendingPathComponent("Goldens/\(id).png"))
    }

    /// Every file below the root with its bytes, to prove nothing was written.
    package func snapshot() throws -> FolderSnapshot { try FolderSnapshot(root) }
}
