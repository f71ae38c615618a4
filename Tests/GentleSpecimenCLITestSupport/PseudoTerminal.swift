import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal for a child's standard output, so that the tool prints its live progress
/// line (`[1/18] …`) after each file it finishes, and a test can wait for that moment by reading
/// rather than by looking at the folder in a sleep loop.
package final class PseudoTerminal: Sendable {
    /// The terminal side, to hand to the child as its standard output.
    package let childSide: FileHandle
    private let controller: Int32

    /// Opens a new pseudo-terminal pair.
    package init() throws {
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0, let name = Self.unlockedTerminal(of: controller) else {
            if controller >= 0 { close(controller) }
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        let terminal = open(name, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            close(controller)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        self.controller = controller
        childSide = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
    }

    /// Unlocks the terminal side of `controller` and returns its path. Glibc's module leaves out
    /// `posix_openpt` and `ptsname`, so Linux's ioctls stand in for them.
    private static func unlockedTerminal(of controller: Int32) -> String? {
        #if canImport(Glibc)
            /// `TIOCSPTLCK` and `TIOCGPTN` from `<asm-generic/ioctls.h>`.
            let setLock: UInt = 0x4004_5431
            let getNumber: UInt = 0x8004_5430
            var unlocked: Int32 = 0
            var number: UInt32 = 0
            guard ioctl(controller, setLock, &unlocked) == 0, ioctl(controller, getNumber, &number) == 0 else {
                return nil
            }
            return "/dev/pts/\(number)"
        #else
            guard grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller) else {
                return nil
            }
            return String(cString: name)
        #endif
    }

    deinit {
        close(controller)
    }

    /// Closes this process's copy of the terminal side once the child has its own, so that
    /// reading ends when the child exits.
    package func launched() {
        try? childSide.close()
    }

    /// Waits until the child has written `marker` (true) or ended without writing it (false);
    /// `then` runs on the reading thread the moment the marker arrives, so that what it does (a
    /// signal) is not put off while the awaiting test waits for a thread of the busy pool.
    package func written(_ marker: String, then: @escaping @Sendable () -> Void = {}) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                var seen = ""
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = read(controller, &buffer, buffer.count)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { return continuation.resume(returning: false) }
                    seen += String(decoding: buffer[..<count], as: UTF8.self)
                    if seen.contains(marker) {
                        then()
                        return continuation.resume(returning: true)
                    }
                }
            }
        }
    }
}
