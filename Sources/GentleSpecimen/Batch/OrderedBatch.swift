import Dispatch
import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs a list of jobs on a fixed number of workers and keeps each result in its job's place, so
/// that what is reported does not depend on which worker finished first.
package struct OrderedBatch<Job: Sendable, Output: Sendable>: Sendable {
    /// The jobs, in the order results are returned.
    package let jobs: [Job]
    /// How many jobs run at once.
    package let workers: Int
    /// Indices into `jobs`, in the order they are started.
    package let startOrder: [Int]

    /// A batch that starts the costliest jobs first (ties in job order), so that the workers,
    /// each taking the next job as it becomes free, finish at nearly the same time.
    package init(jobs: [Job], workers: Int, cost: (Job) -> Int = { _ in 0 }) {
        self.jobs = jobs
        self.workers = workers
        let costs = jobs.map(cost)
        startOrder = jobs.indices.sorted { (costs[$0], $1) > (costs[$1], $0) }
    }

    /// Runs `work` on every job; `finished` is called as each succeeds, with how many are done.
    package func run(
        _ work: @escaping @Sendable (Job) throws -> Output,
        finished: @escaping @Sendable (_ output: Output, _ done: Int) -> Void = { _, _ in }
    ) -> [Result<Output, any Error>] {
        let slots = BatchSlots<Output>(count: jobs.count)
        let workerCount = max(1, min(workers, jobs.count))
        // Each worker takes the next unstarted job when it is free; every job runs exactly once.
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            while let index = slots.nextStart(of: startOrder) {
                let result = Result { try work(jobs[index]) }
                let done = slots.store(result, at: index)
                if case .success(let output) = result { finished(output, done) }
            }
        }
        return slots.results.enumerated().map { index, result in
            result ?? Result { try work(jobs[index]) }
        }
    }
}

/// The batch's shared state. Guarded by an `NSLock` (a pthread mutex) rather than
/// `Synchronization.Mutex`, whose futex-based lock ThreadSanitizer cannot see on Linux, so the
/// sanitizer run checks this code instead of reporting the lock itself as a race.
private final class BatchSlots<Output: Sendable>: @unchecked Sendable {
    private let lock = MutexLock()
    private var slots: [Result<Output, any Error>?]
    private var started = 0
    private var done = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The next job to start, or `nil` once every job has been started.
    func nextStart(of order: [Int]) -> Int? {
        lock.withLock {
            guard started < order.count else { return nil }
            started += 1
            return order[started - 1]
        }
    }

    /// Keeps a job's result; returns how many jobs are done.
    func store(_ result: Result<Output, any Error>, at index: Int) -> Int {
        lock.withLock {
            slots[index] = result
            done += 1
            return done
        }
    }

    /// Every job's result so far, in job order.
    var results: [Result<Output, any Error>?] {
        lock.withLock { slots }
    }
}
