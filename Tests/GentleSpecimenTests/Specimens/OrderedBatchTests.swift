import GentleSpecimen
import Synchronization
import Testing

@Suite struct OrderedBatchTests {
    @Test func costliestJobsStartFirstAndTiesKeepJobOrder() {
        let batch = OrderedBatch<Int, Int>(jobs: [10, 40, 20, 40, 10], workers: 2, cost: { $0 })
        #expect(batch.startOrder == [1, 3, 2, 0, 4])
    }

    @Test func withoutCostsJobsStartInOrder() {
        #expect(OrderedBatch<Int, Int>(jobs: [3, 1, 2], workers: 2).startOrder == [0, 1, 2])
    }

    @Test(arguments: [1, 2, 4])
    func everyJobRunsOnceAndResultsKeepJobOrder(workers: Int) throws {
        let jobs = Array(0..<23)
        let runs = Mutex<[Int]>([])
        let batch = OrderedBatch<Int, Int>(jobs: jobs, workers: workers, cost: { $0 % 5 })
        let results = batch.run(
            { job in
                runs.withLock { $0.append(job) }
                if job == 7 { throw SpecimenError.invalidGoldenName("seven") }
                return job * job
            }, finished: { _, _ in })
        #expect(runs.withLock { $0.sorted() } == jobs)
        #expect(
            try results.enumerated().filter { $0.offset != 7 }.map { try $0.element.get() }
                == jobs.filter { $0 != 7 }.map { $0 * $0 })
        #expect(throws: SpecimenError.self) { try results[7].get() }
    }

    @Test func singleWorkerStartsJobsInCostOrder() {
        let order = Mutex<[Int]>([])
        _ = OrderedBatch<Int, Int>(jobs: [1, 3, 2], workers: 1, cost: { $0 }).run(
            { job in
                order.withLock { $0.append(job) }
                return job
            }, finished: { _, _ in })
        #expect(order.withLock { $0 } == [3, 2, 1])
    }
}
