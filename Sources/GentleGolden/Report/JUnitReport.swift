/// The run as JUnit XML: one `testsuite` per case folder (the theme), one `testcase` per image,
/// a `failure` with the verdict and its details for every case that does not pass.
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
        let opening = "    <testcase name=\"\(Markup.escaped(result.id.name))\" classname=\"\(Markup.escaped(suite))\""
        guard !result.passes else { return opening + "/>\n" }
        let type = result.status.passes ? "golden-write" : result.status.kind
        let body = ([result.headline] + result.detailLines).joined(separator: "\n")
        return opening + ">\n"
            + "      <failure message=\"\(Markup.escaped(result.headline))\" type=\"\(type)\">"
            + Markup.escaped(body) + "</failure>\n"
            + "    </testcase>\n"
    }
}
