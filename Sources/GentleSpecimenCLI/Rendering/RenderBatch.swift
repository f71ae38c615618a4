import Dispatch
import Foundation
import Synchronization

/// Runs a list of jobs on a fixed number of workers and keeps each result in its job's place, so
/// that what is reported does not depend on which worker finished first.
struct RenderBatch<Job: Sendable, Output: Sendable>: Sendable {
    /// The jobs, in the order results are returned.
    let jobs: [Job]
    /// How many jobs run at once.
    let workers: Int
    /// Indices into `jobs`, in the order they are started.
    let startOrder: [Int]

    /// A batch that starts the costliest jobs first (ties in job order), so that the workers,
    /// each taking the next job as it becomes free, finish at nearly the same time.
    init(jobs: [Job], workers: Int, cost: (Job) -> Int = { _ in 0 }) {
        self.jobs = jobs
        self.workers = workers
        let costs = jobs.map(cost)
        startOrder = jobs.indices.sorted { (costs[$0], $1) > (costs[$1], $0) }
    }

    /// Runs `work` on every job; `finished` is called as each succeeds, with how many are done.
    func run(
        _ work: @escaping @Sendable (Job) throws -> Output,
        finished: @escaping @Sendable (_ output: Output, _ done: Int) -> Void
    ) -> [Result<Output, any Error>] {
        let slots = Mutex<(results: [Result<Output, any Error>?], started: Int, done: Int)>(
            (Array(repeating: nil, count: jobs.count), 0, 0))
        let workerCount = max(1, min(workers, jobs.count))
        // Each worker takes the next unstarted job when it is free; every job runs exactly once.
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            while let index = slots.withLock({ slots -> Int? in
                guard slots.started < startOrder.count else { return nil }
                slots.started += 1
                return startOrder[slots.started - 1]
            }) {
                let result = Result { try work(jobs[index]) }
                let done = slots.withLock { slots in
                    slots.results[index] = result
                    slots.done += 1
                    return slots.done
                }
                if case .success(let output) = result { finished(output, done) }
            }
        }
        return slots.withLock { $0.results }.enumerated().map { index, result in
            result ?? Result { try work(jobs[index]) }
        }
    }
}
