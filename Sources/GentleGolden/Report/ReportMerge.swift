import GentleFiles
import GentleImage
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The reports of the `verify --shard i/n` runs of one selection, joined into one report as an
/// unsharded run would have written it (`gentle-specimen merge-reports`): the same cases, counts,
/// roll-up and files, written by the same `ReportWriter`, with each failure's images copied over.
///
/// Reports are refused (nothing written) unless they are one whole run: the same tool, renderer,
/// settings, goldens folder and selection; each shard once and all of them; no case twice; and,
/// when the selection is recorded, exactly its cases. Reports without a shard (whole runs of
/// disjoint selections) may be joined too, as long as no case repeats.
package struct ReportMerge: Sendable {
    /// One report read back.
    package struct Source: Sendable {
        /// The report folder.
        package let directory: URL
        /// Its `report.json`.
        package let document: ReportJSON.Document
        /// The run it describes.
        package let run: VerificationRun
    }

    /// The largest `report.json` read, 256 MiB: about 100,000 failing cases.
    package static let maximumReportByteCount = 256 << 20

    /// The reports, in the order given.
    package let sources: [Source]
    /// The joined run, in case-id order.
    package let run: VerificationRun
    /// What the joined report says about its origin.
    package let context: ReportContext

    /// Reads the reports in `directories` and checks they form one run; the joined report will
    /// name itself `reportName` in the `accept` commands it suggests.
    package init(reports directories: [URL], reportName: String) throws(ReportMergeError) {
        var sources: [Source] = []
        for directory in directories { sources.append(try Self.read(directory)) }
        try Self.checkOneRun(sources)
        let first = sources.first
        self.sources = sources
        self.run = VerificationRun(
            settings: first?.run.settings ?? VerificationSettings(mode: .never),
            results: sources.flatMap(\.run.results),
            leftovers: Self.union(sources.flatMap(\.run.leftovers)))
        self.context = ReportContext(
            tool: first?.document.tool, goldens: first?.document.goldens, reportName: reportName,
            selection: first?.document.selection,
            renderer: first?.document.renderer.map { renderer in
                renderer.sorted { $0.key < $1.key }.map { PNGTextEntry(key: $0.key, value: $0.value) }
            })
    }

    private static func read(_ directory: URL) throws(ReportMergeError) -> Source {
        let file = directory.appendingPathComponent("report.json")
        let data: Data
        do {
            data = try RegularFile.contents(of: file, limit: maximumReportByteCount)
        } catch .notFound {
            throw .missing(path: file.path)
        } catch {
            guard error.isOversized else { throw .unreadable(path: file.path, reason: error.reason) }
            throw .invalid(path: file.path, reason: ReportJSON.oversizedReason(error))
        }
        let document: ReportJSON.Document
        do {
            document = try ReportJSON.decode(data)
        } catch {
            throw .invalid(path: file.path, reason: String(describing: error))
        }
        guard document.version == ReportJSON.version else {
            throw .invalid(path: file.path, reason: "format version \(document.version), not \(ReportJSON.version)")
        }
        do {
            return Source(directory: directory, document: document, run: try document.run())
        } catch {
            throw .invalid(path: file.path, reason: error.description)
        }
    }

    /// Leftovers seen by several shards (they share the goldens folder) are listed once.
    private static func union(_ leftovers: [LeftoverTemporaryFile]) -> [LeftoverTemporaryFile] {
        var seen = Set<String>()
        return leftovers.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }
}
