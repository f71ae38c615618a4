import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How sheets print numbers: fixed, locale-independent, without trailing zeros.
enum NumberText {
    /// `17`, `0.5`, `-0.3`, `2.35`: at most `digits` decimals, trailing zeros dropped.
    static func plain(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return "–" }
        var text = PrintfFormat.string("%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Seconds as whole milliseconds: `0 ms`, `120 ms`.
    static func milliseconds(_ seconds: Double) -> String {
        "\(plain((seconds * 1000).rounded(), digits: 0)) ms"
    }

    /// A ratio with two decimals, as `4.52`.
    static func fixed(_ value: Double, digits: Int) -> String {
        value.isFinite ? PrintfFormat.string("%.\(digits)f", value) : "–"
    }
}
