import Foundation

/// libFuzzer entry point for theme files: `validate` and `decode` never crash, whatever the
/// bytes; `decode` succeeds exactly when `validate` reports no error; and a decoded spec
/// written out again reads back equal and clean of errors.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeFile(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let diagnostics = GentleThemeFile.validate(data: data, fileName: "fuzz.json")
    let decoded = try? GentleThemeFile.decode(data: data, fileName: "fuzz.json")
    require((decoded != nil) != diagnostics.containsErrors, "decode and validate disagree: \(diagnostics)")
    guard let decoded else { return 0 }
    let encoded: Data
    do {
        encoded = try GentleJSONCoding.encode(decoded)
    } catch {
        require(false, "a decoded spec does not encode: \(error)")
        return 0
    }
    let again = GentleThemeFile.validate(data: encoded, fileName: "again.json")
    require(!again.containsErrors, "the re-encoded spec is refused: \(again)")
    require((try? GentleThemeFile.decode(data: encoded, fileName: "again.json")) == decoded, "round trip changed the spec")
    return 0
}
