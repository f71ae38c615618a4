import Foundation
import GentleImage

/// Takes the actual images of a report as the new goldens (`gentle-specimen accept`), without a
/// server and from a report downloaded from CI: each chosen case's `actual.png`, which carries
/// the fingerprint and tokens a golden does, is written over its golden atomically — but only
/// when every chosen golden is still the file the report compared against (its SHA-256 in
/// `report.json`). Otherwise nothing is written.
public struct GoldenAcceptance: Sendable {
    /// The report folder.
    public let report: URL
    /// The report's `report.json`.
    public let document: ReportJSON.Document

    /// Reads the report in `report`.
    public init(report: URL) throws(AcceptError) {
        let file = report.appendingPathComponent("report.json")
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .unreadableReport(path: file.path, reason: error.localizedDescription)
        }
        do {
            document = try ReportJSON.decode(data)
        } catch {
            throw .invalidReport(path: file.path, reason: String(describing: error))
        }
        self.report = report
    }

    /// The cases that can be accepted: failing or new, with an `actual.png`.
    public var acceptable: [ReportJSON.Case] {
        document.cases.filter { $0.bucket != ReportBucket.passed.rawValue && $0.artifacts?["actual"] != nil }
    }

    /// Accepts the named cases (every acceptable one when `names` is empty and `all` is set) into
    /// `store`, returning their ids in report order.
    public func accept(_ names: [String], all: Bool, into store: GoldenStore) throws(AcceptError) -> [GoldenCaseID] {
        let chosen = try choose(names, all: all)
        let refused = chosen.filter { store.fileHash(of: $0.id) != $0.entry.goldenSHA256 }
        guard refused.isEmpty else {
            throw .goldenChanged(cases: refused.map(\.id.path))
        }
        for choice in chosen {
            let source = artifact(of: choice.id)
            let image: PNGImage
            do {
                image = try PNGDecoder().decode(contentsOf: source)
            } catch {
                throw .unreadableImage(path: source.path, reason: String(describing: error))
            }
            do {
                try store.write(image.bitmap, fingerprint: image.text, for: choice.id)
            } catch {
                throw .writeFailed(error)
            }
        }
        return chosen.map(\.id)
    }

    private func choose(_ names: [String], all: Bool) throws(AcceptError) -> [(
        id: GoldenCaseID, entry: ReportJSON.Case
    )] {
        let entries: [ReportJSON.Case]
        if all && names.isEmpty {
            entries = acceptable
        } else {
            var picked: [ReportJSON.Case] = []
            for name in names {
                guard let entry = document.cases.first(where: { $0.id == name }) else { throw .unknownCase(name) }
                guard acceptable.contains(where: { $0.id == name }) else { throw .nothingToAccept(name) }
                picked.append(entry)
            }
            entries = picked
        }
        guard !entries.isEmpty else { throw .noCases }
        var chosen: [(id: GoldenCaseID, entry: ReportJSON.Case)] = []
        for entry in entries {
            guard let id = GoldenCaseID(entry.id) else { throw .unknownCase(entry.id) }
            chosen.append((id, entry))
        }
        return chosen
    }

    // Built from the case id, never from a path in the report, so no entry can point outside it.
    private func artifact(of id: GoldenCaseID) -> URL {
        (id.components + ["actual.png"]).reduce(report) { $0.appendingPathComponent($1) }
    }
}

/// Why `accept` took no golden.
public enum AcceptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `report.json` could not be read.
    case unreadableReport(path: String, reason: String)
    /// `report.json` is not a report this tool wrote.
    case invalidReport(path: String, reason: String)
    /// The report has no case of that name.
    case unknownCase(String)
    /// The case passed or has no actual image.
    case nothingToAccept(String)
    /// Neither a case nor `--all` was given, or the report has nothing to accept.
    case noCases
    /// These goldens changed since the report compared against them.
    case goldenChanged(cases: [String])
    /// An actual image of the report could not be read.
    case unreadableImage(path: String, reason: String)
    /// Writing a golden failed; it is intact.
    case writeFailed(GoldenStoreError)

    /// One message naming the file or case.
    public var description: String {
        switch self {
        case .unreadableReport(let path, let reason): "\(path): cannot be read: \(reason)"
        case .invalidReport(let path, let reason): "\(path): is not a gentle-specimen report (\(reason))"
        case .unknownCase(let name): "the report has no case '\(name)'"
        case .nothingToAccept(let name): "'\(name)' passed or has no actual image; there is nothing to accept"
        case .noCases: "nothing to accept: name the cases or give --all (the report has no failing or new case)"
        case .goldenChanged(let cases):
            "the golden of \(cases.map { "'\($0)'" }.joined(separator: ", ")) changed since the report was made; "
                + "nothing was accepted. Run verify again and accept from its report"
        case .unreadableImage(let path, let reason): "\(path): cannot be read: \(reason)"
        case .writeFailed(let error): error.description
        }
    }
}
