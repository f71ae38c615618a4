import Foundation
import GentleGolden
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct ReportFormatTests {
    @Test func casesAreSortedAndBucketed() throws {
        try Scratch.withFolder { folder in
            let run = try ReportFixture.report(in: folder).run
            #expect(run.results.map(\.id.path) == ReportFixture.expectations.map(\.path))
            #expect(run.results.map(\.status.kind) == ReportFixture.expectations.map(\.kind))
            #expect(run.results.map(\.bucket) == ReportFixture.expectations.map(\.bucket))
            #expect(!run.passes)
            #expect(run.results.allSatisfy { $0.images == nil })
        }
    }

    @Test(arguments: ReportFixture.expectations.map(\.path))
    func failingCasesGetTheirArtifactsAndPassingOnesNone(path: String) throws {
        try Scratch.withFolder { folder in
            let report = try ReportFixture.report(in: folder).folder
            let expectation = try #require(ReportFixture.expectations.first { $0.path == path })
            let files = Scratch.listing(report.appendingPathComponent(path))
            #expect(files == expectation.artifacts)
        }
    }

    @Test func reportJSONParsesWithCountsTokensAndArtifacts() throws {
        try Scratch.withFolder { folder in
            let report = try ReportFixture.report(in: folder).folder
            let data = try Data(contentsOf: report.appendingPathComponent("report.json"))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(document["passes"] as? Bool == false)
            #expect(document["counts"] as? [String: Int] == ["failed": 3, "new": 1, "passed": 1, "total": 5])
            let cases = try #require(document["cases"] as? [[String: Any]])
            #expect(cases.compactMap { $0["id"] as? String } == ReportFixture.expectations.map(\.path))
            let colors = cases[1]
            #expect(colors["differingPixels"] as? Int == 2)
            #expect(colors["allowedPixels"] as? Int == 0)
            #expect(colors["outsideAnyToken"] as? Int == 0)
            let tokens = try #require(colors["tokens"] as? [[String: Any]])
            #expect(tokens.map { $0["token"] as? String } == ["colors.primaryCTA"])
            #expect(tokens.map { $0["pixels"] as? Int } == [2])
            #expect(
                colors["artifacts"] as? [String: String] == [
                    "actual": "gentle-default/colors-light/actual.png", "diff": "gentle-default/colors-light/diff.png",
                    "expected": "gentle-default/colors-light/expected.png",
                ])
            #expect(cases[2]["golden"] as? String == "created")
            #expect(cases[0]["expectedSize"] as? [String: Int] == ["width": 10, "height": 12])
        }
    }

    #if canImport(FoundationXML) || os(macOS)
        @Test func junitParsesWithOneTestCasePerImageAndEscapedText() throws {
            try Scratch.withFolder { folder in
                let report = try ReportFixture.report(in: folder).folder
                let xml = try XMLDocument(contentsOf: report.appendingPathComponent("junit.xml"), options: [])
                let root = try #require(xml.rootElement())
                #expect(root.name == "testsuites")
                #expect(root.attribute(forName: "tests")?.stringValue == "5")
                #expect(root.attribute(forName: "failures")?.stringValue == "4")
                let suites = try xml.nodes(forXPath: "/testsuites/testsuite").compactMap { $0 as? XMLElement }
                #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["gentle-default", "odd"])
                #expect(try xml.nodes(forXPath: "//testcase").count == 5)
                let failures = try xml.nodes(forXPath: "//testcase/failure").compactMap { $0 as? XMLElement }
                #expect(
                    failures.map { $0.attribute(forName: "type")?.stringValue } == [
                        "size-mismatch", "differences", "missing-golden", "unreadable-golden",
                    ])
                #expect(failures[1].attribute(forName: "message")?.stringValue == "2 differing pixels (0 allowed)")
                #expect(failures[1].stringValue?.contains("colors.primaryCTA: 2 px") == true)
                let odd = try xml.nodes(forXPath: "//testsuite[@name='odd']/testcase").first as? XMLElement
                #expect(odd?.attribute(forName: "name")?.stringValue == "a&b<c>\"d'\u{FFFD}")
            }
        }
    #endif

    @Test func summaryTablesTheFailuresWithTheirTokens() throws {
        try Scratch.withFolder { folder in
            let report = try ReportFixture.report(in: folder).folder
            let summary = try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8)
            let lines = summary.split(separator: "\n").map(String.init)
            #expect(lines.first == "## Golden images: 1 passed, 4 failed (1 new)")
            #expect(
                lines.contains(
                    "| gentle-default/colors-light | differences: 2 differing pixels (0 allowed) | 2 of 100 | "
                        + "renderer or layout change, no token changed<br>colors.primaryCTA: 2 px |"))
            #expect(lines.filter { $0.hasPrefix("| ") }.count == 5)
            // Markdown and HTML in a case name stay text; a control character is shown, not written.
            #expect(
                lines.contains { $0.hasPrefix(#"| odd/a\&b\<c\>"d'\u{1} | unreadable-golden: golden is unreadable: "#) }
            )
            #expect(!summary.contains("typography-light"))
        }
    }

    // Error messages name the golden's path, so both runs use the same store folder.
    @Test(arguments: ReportWriter.runFiles)
    func sameRunGivesTheSameBytes(file: String) throws {
        try Scratch.withFolder { folder in
            let goldens = folder.appendingPathComponent("Goldens")
            var reports: [URL] = []
            for name in ["one", "two"] {
                let run = try ReportFixture.run(goldens: goldens)
                reports.append(folder.appendingPathComponent(name))
                try ReportWriter(directory: folder.appendingPathComponent(name), context: ReportContext()).write(run)
                try FileManager.default.removeItem(at: goldens)
            }
            let bytes = try Data(contentsOf: reports[0].appendingPathComponent(file))
            #expect(!bytes.isEmpty)
            #expect(bytes == (try Data(contentsOf: reports[1].appendingPathComponent(file))))
            #expect(Scratch.contents(reports[0]) == Scratch.contents(reports[1]))
        }
    }
}
