import Foundation
import Testing

/// A file of the bad-input corpus (`Fixtures/bad-themes/`) and every diagnostic `validate` must
/// give for it, exactly as the command line prints them (`file:line:column: severity: path: message`).
///
/// Each value file is the Gentle Default theme with one value changed, so the listed
/// diagnostics are the only ones. `decodes` says whether the package's reading survives
/// (warnings only) or the file is refused.
struct BadInputCase: Sendable, CustomTestStringConvertible {
    let file: String
    let diagnostics: [String]
    var testDescription: String { file }

    var decodes: Bool { !diagnostics.contains { $0.contains(": error: ") } }

    static let directory = Fixtures.directory.appendingPathComponent("bad-themes")

    var bytes: Data {
        get throws { try Data(contentsOf: Self.directory.appendingPathComponent(file)) }
    }

    init(_ file: String, _ diagnostics: String...) {
        self.file = file
        self.diagnostics = diagnostics.map { "\(file):\($0)" }
    }

    static let all: [BadInputCase] = syntax + schema + values
}
