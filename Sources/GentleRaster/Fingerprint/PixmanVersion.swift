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

/// pixman's version as the loaded library reports it. cairo exposes no pixman version and the
/// package has no pixman module, so the symbol is looked up in the running process; a build-time
/// `pkg-config` number would describe the headers, not the pixels.
enum PixmanVersion {
    /// `pixman_version_string()` of the loaded libpixman, or `unknown` if it cannot be found.
    static let loaded: String = {
        typealias VersionFunction = @convention(c) () -> UnsafePointer<CChar>?
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "pixman_version_string") else {
            return "unknown"
        }
        let function = unsafeBitCast(symbol, to: VersionFunction.self)
        return function().map { String(cString: $0) } ?? "unknown"
    }()
}
