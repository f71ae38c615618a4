#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Numbers written by the C library's `printf` formats (`%.2f`, `%g`), in place of Foundation's
/// `String(format:)`, which FoundationEssentials does not have. Foundation handed these
/// conversions to the same C formatter, so the text is the same byte for byte.
package enum PrintfFormat {
    /// `format` with `arguments` put in, as `vsnprintf` writes them; numbers only, no `%@`.
    package static func string(_ format: String, _ arguments: any CVarArg...) -> String {
        withVaList(arguments) { first in
            let needed = Int(vsnprintf(nil, 0, format, first))
            guard needed > 0 else { return "" }
            return withVaList(arguments) { list in
                var buffer = [CChar](repeating: 0, count: needed + 1)
                _ = vsnprintf(&buffer, buffer.count, format, list)
                return String(decoding: buffer[..<needed].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
    }
}
