import Testing

@testable import GentleGolden

/// A run's comparison setting and the metric each of its compared cases used.
struct SettingsLineCase: Sendable, CustomTestStringConvertible {
    let comparison: Comparison
    let metrics: [PixelMetric]
    let line: String

    var testDescription: String { "\(comparison) over \(metrics.map(\.rawValue))" }

    static let all = [
        // `auto` that compared every case exactly names no perceptual threshold it never used.
        SettingsLineCase(
            comparison: .auto, metrics: [.exact, .exact],
            line: "comparison auto: 2 exact · record never · no differing pixel allowed"),
        SettingsLineCase(
            comparison: .auto, metrics: [.exact, .perceptual, .exact],
            line: "comparison auto: 2 exact, 1 perceptual · record never · perceptual threshold 0.1 · "
                + "anti-aliasing ignored · no differing pixel allowed"),
        SettingsLineCase(
            comparison: .exact, metrics: [.exact], line: "comparison exact · record never · no differing pixel allowed"),
        SettingsLineCase(
            comparison: .perceptual, metrics: [.perceptual],
            line: "comparison perceptual · record never · perceptual threshold 0.1 · anti-aliasing ignored · "
                + "no differing pixel allowed"),
    ]
}

@Suite("Reports: the settings line says what the comparison did")
struct SettingsLineTests {
    @Test(arguments: SettingsLineCase.all)
    func theSummaryAndThePageNameTheMetricsTheCasesUsed(_ example: SettingsLineCase) throws {
        var results: [CaseResult] = []
        for (index, metric) in example.metrics.enumerated() {
            var result = CaseResult(id: try #require(GoldenCaseID("theme/sheet-\(index)-light.png")), status: .passed)
            result.metric = metric
            results.append(result)
        }
        let run = VerificationRun(
            settings: VerificationSettings(mode: .never, comparison: example.comparison), results: results)
        #expect(run.settingsLine == example.line)
        #expect(MarkdownSummary.document(run).contains(example.line))
        #expect(HTMLReport.document(run, context: ReportContext()).contains(example.line))
    }
}
