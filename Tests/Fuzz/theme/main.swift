import Foundation

/// libFuzzer entry point for theme files. Properties, whatever the bytes:
/// - `validate` and `decode` never crash, and `decode` succeeds exactly when `validate`
///   reports no error;
/// - the schema walk refuses whatever the package's own decoder (`JSONDecoder`) refuses, so
///   every refusal is located by the walk, not by the decoder's fallback message;
/// - whatever the package reads, `validate` refuses only for this tool's value limits;
/// - a decoded spec written out again reads back equal, with no error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeFile(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let diagnostics = GentleThemeFile.validate(data: data, fileName: "fuzz.json")
    let decoded = try? GentleThemeFile.decode(data: data, fileName: "fuzz.json")
    require((decoded != nil) != diagnostics.containsErrors, "decode and validate disagree: \(diagnostics)")
    checkAgreementWithThePackage(data, diagnostics: diagnostics)
    if let decoded { checkRoundTrip(decoded) }
    return 0
}

private func checkAgreementWithThePackage(_ data: Data, diagnostics: GentleDiagnosticList) {
    let packageReads = (try? GentleJSONCoding.decodeSpec(from: data)) != nil
    if packageReads {
        let refusals = diagnostics.filter { $0.severity == .error && !isLimit($0) }
        require(refusals.isEmpty, "the package reads the file but validate refuses it: \(refusals)")
        return
    }
    guard let root = try? GentleJSONParser().parse(data) else { return }
    var walk = SpecValidator(fileName: "fuzz.json")
    walk.validateSpec(root)
    require(walk.hasErrors, "the package refuses the file but the schema walk finds no error")
}

// The value-limit errors are the one deliberate difference from the package.
private func isLimit(_ diagnostic: GentleDiagnostic) -> Bool {
    diagnostic.message.contains(" is beyond ±") || diagnostic.message.contains("is a positive response below")
}

private func checkRoundTrip(_ decoded: GentleDesignSystemSpec) {
    guard let encoded = try? GentleJSONCoding.encode(decoded) else {
        require(false, "a decoded spec does not encode")
        return
    }
    let again = GentleThemeFile.validate(data: encoded, fileName: "again.json")
    require(!again.containsErrors, "the re-encoded spec is refused: \(again)")
    let reread = try? GentleThemeFile.decode(data: encoded, fileName: "again.json")
    require(reread == decoded, "round trip changed the spec")
}
