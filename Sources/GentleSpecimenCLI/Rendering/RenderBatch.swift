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

    /// Runs `work` on every job; `finished` is called as each succeeds, with how many are done.
    func run(
        _ work: @escaping @Sendable (Job) throws -> Output,
        finished: @escaping @Sendable (_ output: Output, _ done: Int) -> Void
    ) -> [Result<Output, any Error>] {
        let slots = Mutex<(results: [Result<Output, any Error>?], done: Int)>(
            (Array(repeating: nil, count: jobs.count), 0))
        let workerCount = max(1, min(workers, jobs.count))
        // Worker w takes jobs w, w + workers, …; every job is run exactly once.
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
            for index in stride(from: worker, to: jobs.count, by: workerCount) {
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
