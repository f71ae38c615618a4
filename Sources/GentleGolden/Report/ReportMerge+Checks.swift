#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The refusals of `merge-reports`: anything that would make the joined report other than the
// report of one unsharded run.
extension ReportMerge {
    static func checkOneRun(_ sources: [Source]) throws(ReportMergeError) {
        try same("tool versions", sources) { $0.document.tool ?? "" }
        try same("renderer fingerprints", sources) { Self.line($0.document.renderer ?? [:]) }
        try same("settings", sources) { $0.run.settings.summaryLine() }
        try same("goldens folders", sources) { $0.document.goldens ?? "" }
        try same("selections", sources) { $0.document.selection.map { "\($0.cases) \($0.sha256)" } ?? "" }
        try checkShards(sources)
        try checkCases(sources)
    }

    private static func same(
        _ what: String, _ sources: [Source], by value: (Source) -> String
    ) throws(ReportMergeError) {
        guard let first = sources.first else { return }
        let firstValue = value(first)
        if let other = sources.first(where: { value($0) != firstValue }) {
            throw .disagree(what: what, paths: [reportPath(first), reportPath(other)])
        }
    }

    private static func checkShards(_ sources: [Source]) throws(ReportMergeError) {
        let sharded = sources.filter { $0.document.shard != nil }
        guard !sharded.isEmpty else { return }
        if let whole = sources.first(where: { $0.document.shard == nil }) {
            throw .incomplete(
                reason: "some reports are shards and some are not", paths: [reportPath(sharded[0]), reportPath(whole)])
        }
        var byIndex: [Int: Source] = [:]
        var count: Int?
        for source in sources {
            let text = source.document.shard ?? ""
            let parts = text.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, (1...max(1, parts[1])).contains(parts[0]) else {
                throw .invalid(path: reportPath(source), reason: "shard '\(text)'")
            }
            if let count, count != parts[1] {
                throw .disagree(what: "shard counts", paths: [reportPath(sources[0]), reportPath(source)])
            }
            count = parts[1]
            if let earlier = byIndex[parts[0]] {
                throw .overlappingShards(shard: text, paths: [reportPath(earlier), reportPath(source)])
            }
            byIndex[parts[0]] = source
        }
        let missing = (1...(count ?? 1)).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            let names = missing.map { "\($0)/\(count ?? 1)" }.joined(separator: ", ")
            throw .incomplete(reason: "shard \(names) missing", paths: sources.map(reportPath))
        }
    }

    private static func checkCases(_ sources: [Source]) throws(ReportMergeError) {
        var owner: [GoldenCaseID: Source] = [:]
        for source in sources {
            for result in source.run.results {
                if let earlier = owner[result.id] {
                    throw .duplicateCase(id: result.id.path, paths: [reportPath(earlier), reportPath(source)])
                }
                owner[result.id] = source
            }
        }
        guard let selection = sources.first?.document.selection else { return }
        let joined = ReportSelection(caseIDs: owner.keys.map(\.path))
        if joined != selection {
            throw .incomplete(
                reason: joined.cases == selection.cases
                    ? "their cases are not the ones the run selected"
                    : "they hold \(joined.cases) cases, the run selected \(selection.cases)",
                paths: sources.map(reportPath))
        }
    }

    static func reportPath(_ source: Source) -> String {
        source.directory.appendingPathComponent("report.json").path
    }

    private static func line(_ renderer: [String: String]) -> String {
        renderer.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
    }
}
