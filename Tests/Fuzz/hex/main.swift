import Foundation

/// libFuzzer entry point for hex colours: parsing never crashes; a well-formed 6- or 8-digit
/// colour prints back (`hexString`) as its own digits in upper case, without an opaque
/// alpha, and that text parses to the same colour.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHexColor(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let color = GentleHexColor(text)
    let description = color.rgba.hexString
    let isHexText = description.hasPrefix("#") && [7, 9].contains(description.count)
    require(isHexText, "\(text.debugDescription) → \(description)")
    guard color.isWellFormed else { return 0 }
    var digits = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
    if digits.first == "#" { digits.removeFirst() }
    var expected = digits.uppercased()
    if expected.count == 8, expected.hasSuffix("FF") { expected.removeLast(2) }
    require(description == "#" + expected, "\(text.debugDescription) printed as \(description)")
    let reparsed = GentleHexColor(description)
    require(reparsed.isWellFormed && reparsed.rgba == color.rgba, "\(description) does not read back")
    return 0
}
