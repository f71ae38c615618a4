import GentleFiles

/// The run as JUnit XML: one `testsuite` per case folder (the theme), one `testcase` per image
/// with the theme `file` and the `time` spent on it when known, and a `failure` for every case that
/// does not pass, whose message leads with the comparison notice and the changed tokens.
enum JUnitReport {
    static func document(_ run: VerificationRun) -> String {
        let suites = Dictionary(grouping: run.results, by: \.id.group).sorted { $0.key < $1.key }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"golden images\" \(counts(run.results))>\n"
        for (group, results) in suites {
            let name = suiteName(group)
            xml += "  <testsuite name=\"\(Markup.escaped(name))\" \(counts(results)) errors=\"0\" skipped=\"0\">\n"
            for result in results {
                xml += testCase(result, suite: name)
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    private static func suiteName(_ group: String) -> String {
        group.isEmpty ? "goldens" : group
    }

    private static func counts(_ results: [CaseResult]) -> String {
        "tests=\"\(results.count)\" failures=\"\(results.filter { !$0.passes }.count)\""
    }

    private static func testCase(_ result: CaseResult, suite: String) -> String {
        var opening = "    <testcase name=\"\(Markup.escaped(result.id.name))\" classname=\"\(Markup.escaped(suite))\""
        if let file = result.file { opening += " file=\"\(Markup.escaped(file))\"" }
        if let seconds = result.seconds { opening += " time=\"\(time(seconds))\"" }
        guard !result.passes else { return opening + "/>\n" }
        let type = result.status.passes ? "golden-write" : result.status.kind
        let leading =
            [result.comparisonNotice].compactMap { $0 } + result.tokenChanges.map { "token changed: \($0.line)" }
        let message = ([result.headline] + leading).joined(separator: "; ")
        let body = ([result.headline] + result.detailLines).joined(separator: "\n")
        return opening + ">\n"
            + "      <failure message=\"\(Markup.escaped(message))\" type=\"\(type)\">"
            + Markup.escaped(body) + "</failure>\n"
            + "    </testcase>\n"
    }

    // Milliseconds, written the same way in every locale.
    private static func time(_ seconds: Double) -> String {
        let milliseconds = Int((max(0, seconds) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
