import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run as a child process whose end a test awaits without holding a thread.
///
/// Swift Testing runs every test on the cooperative pool, one thread per core. A test that
/// blocked one in `waitUntilExit` or a sleep loop kept the other tests off it, and a
/// `.timeLimit` trait, whose clock starts before the body has a thread, then fired on a test
/// that had waited for minutes and run for seconds. Here the end arrives by Foundation's
/// termination handler, and the deadline counts from the launch, so waiting for a thread never
/// counts against it.
package struct ChildProcess: Sendable {
    /// How a run ended.
    package struct Ending: Sendable, Equatable {
        /// Whether the process exited or was killed by a signal.
        package let reason: Process.TerminationReason
        /// The exit status, or the number of the signal that killed it.
        package let status: Int32

        /// An ending with this reason and status.
        package init(reason: Process.TerminationReason, status: Int32) {
            self.reason = reason
            self.status = status
        }
    }

    private let end = EndOfRun()
    /// The child's process identifier.
    package let identifier: Int32

    /// Launches `executable` with `arguments` in `directory`, its output to `standardOutput` and
    /// its errors discarded; kills it with SIGKILL if it is still running `deadline` after launch.
    package init(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]? = nil,
        standardOutput: FileHandle = .nullDevice, deadline: Duration = .seconds(600)
    ) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        process.standardOutput = standardOutput
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { [end] finished in
            end.finish(Ending(reason: finished.terminationReason, status: finished.terminationStatus))
        }
        try process.run()
        identifier = process.processIdentifier
        let (end, identifier) = (end, identifier)
        let seconds = Double(deadline.components.seconds)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            if end.overrun() { kill(identifier, SIGKILL) }
        }
    }

    /// Sends `signal` to the child unless it has ended (so a reused identifier is never hit).
    package func send(_ signal: Int32) {
        end.whileRunning { kill(identifier, signal) }
    }

    /// Sends `signal` `delay` after now, from a dispatch queue, so the moment does not wait for
    /// a thread of the cooperative pool.
    package func send(_ signal: Int32, after delay: Duration) {
        let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { send(signal) }
    }

    /// How the child ended, once it has.
    package func ending() async -> Ending {
        await end.awaited()
    }

    /// Whether the deadline passed with the child still running (it was killed then).
    package var overranItsDeadline: Bool {
        end.overran
    }
}

/// The end of one child's run, given by the termination handler and awaited by any number of tasks.
private final class EndOfRun: Sendable {
    private enum State {
        case running(waiting: [CheckedContinuation<ChildProcess.Ending, Never>], overran: Bool)
        case ended(ChildProcess.Ending, overran: Bool)
    }

    private let state = Mutex(State.running(waiting: [], overran: false))

    func finish(_ ending: ChildProcess.Ending) {
        let waiting = state.withLock { state -> [CheckedContinuation<ChildProcess.Ending, Never>] in
            guard case .running(let waiting, let overran) = state else { return [] }
            state = .ended(ending, overran: overran)
            return waiting
        }
        for continuation in waiting { continuation.resume(returning: ending) }
    }

    /// Marks the run as over its deadline; true when it was still running.
    func overrun() -> Bool {
        state.withLock { state in
            guard case .running(let waiting, _) = state else { return false }
            state = .running(waiting: waiting, overran: true)
            return true
        }
    }

    /// Runs `body` under the lock if the child has not ended.
    func whileRunning(_ body: () -> Void) {
        state.withLock { state in
            if case .running = state { body() }
        }
    }

    var overran: Bool {
        state.withLock { state in
            switch state {
            case .running(_, let overran), .ended(_, let overran): overran
            }
        }
    }

    func awaited() async -> ChildProcess.Ending {
        await withCheckedContinuation { continuation in
            let ended = state.withLock { state -> ChildProcess.Ending? in
                switch state {
                case .ended(let ending, _):
                    return ending
                case .running(let waiting, let overran):
                    state = .running(waiting: waiting + [continuation], overran: overran)
                    return nil
                }
            }
            if let ended { continuation.resume(returning: ended) }
        }
    }
}
