#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard output or standard error, written unbuffered with `write(2)` as
/// Foundation's `FileHandle.standardOutput` wrote it (FoundationEssentials has no `FileHandle`).
package struct StandardStream: Sendable {
    /// File descriptor 1.
    package static let output = StandardStream(descriptor: 1)
    /// File descriptor 2.
    package static let error = StandardStream(descriptor: 2)

    private let descriptor: Int32

    /// Writes the text's UTF-8 whole, going on after a signal interrupts a write; stops at the
    /// first other failure (a closed pipe), as there is nowhere left to say so.
    package func write(_ text: String) {
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress.map { $0 + start }, buffer.count - start)
                #else
                    Darwin.write(descriptor, buffer.baseAddress.map { $0 + start }, buffer.count - start)
                #endif
            }
            if written > 0 {
                start += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
