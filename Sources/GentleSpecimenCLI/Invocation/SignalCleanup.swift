import Dispatch
import GentleFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the tool's process does on SIGTERM (a CI job cancelled) and SIGINT (Ctrl-C): remove the
/// temporary files and staging folders in flight (`InFlightFiles`), then exit with 128 + the
/// signal, as a shell reports a process killed by it.
///
/// The work runs on a dispatch queue, not in a signal handler: the signal's default action is
/// turned off and dispatch delivers it as an event, so removing files (locks, allocation,
/// `FileManager`) is safe there, where inside a handler only a few system calls are. A write
/// that another thread finishes meanwhile leaves either its temporary file, which is removed,
/// or the finished file, which stays; a `kill -9` leaves what it leaves, and the next run of the
/// same command removes it (`GoldenStore`, `ReportLeftovers`, `ReportMerge` leftovers).
enum SignalCleanup {
    /// The signals handled.
    static let signals: [Int32] = [SIGTERM, SIGINT]

    /// Installs the handling for this process; keep the sources returned alive while it runs.
    static func install(registry: InFlightFiles = .process) -> [any DispatchSourceSignal] {
        signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                registry.removeAll()
                // Standard output and error are written unbuffered (FileHandle); C's streams may
                // still hold bytes, and `_exit` skips the exit handlers a running worker could race.
                fflush(nil)
                _exit(128 + number)
            }
            source.resume()
            return source
        }
    }
}
