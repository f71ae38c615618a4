import GentleFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which build of the tool is running, so that a site image drawn by one build is never kept by
/// another whose drawing code may differ under the same version number: the GNU build ID the
/// linker stamped into the executable (a hash of what was linked), or where there is none, the
/// executable file's size and modification time.
package enum ExecutableBuild {
    /// `build-id <hex>`, `file <size> <mtime>`, or `unknown <uuid>` (a build never recognised
    /// again, so nothing is kept) when neither can be read.
    package static let current: String = {
        #if os(Linux)
            if let identifier = gnuBuildID() { return "build-id \(identifier)" }
        #endif
        var status = stat()
        if let path = ExecutableFile.url?.path, stat(path, &status) == 0 {
            #if canImport(Glibc)
                let modified = status.st_mtim
            #else
                let modified = status.st_mtimespec
            #endif
            return "file \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
        }
        return "unknown \(UUID().uuidString)"
    }()

    #if os(Linux)
        /// The `NT_GNU_BUILD_ID` note of the running executable, in hex, read from its ELF file:
        /// the 64-bit little-endian header's program headers, then each `PT_NOTE` segment.
        private static func gnuBuildID() -> String? {
            let descriptor = open("/proc/self/exe", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            func bytes(at offset: Int, count: Int) -> [UInt8]? {
                guard offset >= 0, (0...(1 << 16)).contains(count) else { return nil }
                var buffer = [UInt8](repeating: 0, count: count)
                let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
                return read == count ? buffer : nil
            }
            // ELF magic, 64-bit class (2), little-endian (1).
            guard let header = bytes(at: 0, count: 64), header[0..<6].elementsEqual([0x7F, 0x45, 0x4C, 0x46, 2, 1])
            else { return nil }
            let programHeaders = Int(little(header, at: 0x20, size: 8))
            let entrySize = Int(little(header, at: 0x36, size: 2))
            let count = Int(little(header, at: 0x38, size: 2))
            guard entrySize >= 56, let table = bytes(at: programHeaders, count: entrySize * count) else { return nil }
            for index in 0..<count {
                let entry = index * entrySize
                let noteSegment: UInt64 = 4
                guard little(table, at: entry, size: 4) == noteSegment,
                    let notes = bytes(
                        at: Int(clamping: little(table, at: entry + 8, size: 8)),
                        count: Int(clamping: little(table, at: entry + 32, size: 8)))
                else { continue }
                if let identifier = notes.withUnsafeBytes(buildID(inNotes:)) {
                    return identifier.map { PrintfFormat.string("%02x", $0) }.joined()
                }
            }
            return nil
        }

        /// The little-endian unsigned number of `size` bytes at `offset`.
        private static func little(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
            bytes[offset..<(offset + size)].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
    #endif

    /// The descriptor of the GNU build-ID note among the ELF notes in `notes`, each a header of
    /// three 32-bit words (name size, descriptor size, type) and its name and descriptor, each
    /// padded to four bytes; `nil` when there is none or a size runs past the end.
    static func buildID(inNotes notes: UnsafeRawBufferPointer) -> [UInt8]? {
        let gnuBuildIDType: UInt32 = 3
        var offset = 0
        while offset + 12 <= notes.count {
            let nameSize = Int(notes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            let descriptorSize = Int(notes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
            let type = notes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
            let name = offset + 12
            let descriptor = name + (nameSize + 3) / 4 * 4
            let next = descriptor + (descriptorSize + 3) / 4 * 4
            guard nameSize <= notes.count, descriptorSize <= notes.count, next <= notes.count else { return nil }
            if type == gnuBuildIDType, nameSize == 4, Array(notes[name..<(name + 4)]) == Array("GNU\0".utf8),
                descriptorSize > 0
            {
                return Array(notes[descriptor..<(descriptor + descriptorSize)])
            }
            offset = next
        }
        return nil
    }
}
