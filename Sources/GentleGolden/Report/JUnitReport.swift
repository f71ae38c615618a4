import GentleFiles

/// The run as JUnit XML: one `testsuite` per case folder (the theme), one `testcase` per image
/// with the theme `file` and the `time` spent on it when known, and a `failure` for every case that
/// does not pass, whose message leads with the comparison notice and the changed tokens. A review
/// fails as its exit code does: its moved images are told in `system-out`, and a first suite,
/// `accessibility`, has a case per failing check of its ledger, a `failure` for each new one.
enum JUnitReport {
    static func document(_ run: VerificationRun, ledger: AccessibilityLedger? = nil) -> String {
        let suites = Dictionary(grouping: run.results, by: \.id.group).sorted { $0.key < $1.key }
        let failing = { (results: [CaseResult]) in ledger == nil ? results.filter { !$0.passes }.count : 0 }
        let ledgerFailures = ledger?.entries(.new).count ?? 0
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"\(ledger == nil ? "golden images" : "review")\" "
            + counts(run.results.count + (ledger?.entries.count ?? 0), failing(run.results) + ledgerFailures) + ">\n"
        if let ledger { xml += accessibility(ledger) }
        for (group, results) in suites {
            let name = suiteName(group)
            xml +=
                "  <testsuite name=\"\(Markup.escaped(name))\" \(counts(results.count, failing(results))) "
                + "errors=\"0\" skipped=\"0\">\n"
            for result in results {
                xml += testCase(result, suite: name, fails: ledger == nil)
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// The ledger's failing checks, each a case that fails when it is new.
    private static func accessibility(_ ledger: AccessibilityLedger) -> String {
        var xml =
            "  <testsuite name=\"accessibility\" \(counts(ledger.entries.count, ledger.entries(.new).count)) "
            + "errors=\"0\" skipped=\"0\">\n"
        for entry in ledger.entries {
            let name = "\(entry.key.theme) \(entry.key.kind.rawValue) \(entry.key.subject)"
            let opening = "    <testcase name=\"\(Markup.escaped(name))\" classname=\"accessibility\">"
            let line = Markup.escaped(entry.line)
            xml +=
                opening
                + (entry.status == .new
                    ? "<failure message=\"\(line)\" type=\"new\">\(line)</failure>"
                    : "<system-out>\(line)</system-out>") + "</testcase>\n"
        }
        return xml + "  </testsuite>\n"
    }

    private static func suiteName(_ group: String) -> String {
        group.isEmpty ? "goldens" : group
    }

    private static func counts(_ tests: Int, _ failures: Int) -> String {
        "tests=\"\(tests)\" failures=\"\(failures)\""
    }

    private static func testCase(_ result: CaseResult, suite: String, fails: Bool) -> String {
        var opening = "    <testcase name=\"\(Markup.escaped(result.id.name))\" classname=\"\(Markup.escaped(suite))\""
        if let file = result.file { opening += " file=\"\(Markup.escaped(file))\"" }
        if let seconds = result.seconds { opening += " time=\"\(time(seconds))\"" }
        guard !result.passes else { return opening + "/>\n" }
        let type = result.status.passes ? "golden-write" : result.status.kind
        let leading =
            [result.comparisonNotice].compactMap { $0 } + result.tokenChanges.map { "token changed: \($0.line)" }
        let message = ([result.headline] + leading).joined(separator: "; ")
        let body = ([result.headline] + result.detailLines).joined(separator: "\n")
        guard fails else {
            return opening + ">\n      <system-out>\(Markup.escaped(body))</system-out>\n    </testcase>\n"
        }
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
