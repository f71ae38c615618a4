import Dispatch
import Foundation
import Synchronization
import Testing

/// Runs `body` on a thread of its own and returns what it returns, or `nil`, recording an issue,
/// when it has not returned `limit` after it began: a hang guard for in-process runs that could
/// block (a FIFO opened for reading).
///
/// A `.timeLimit` trait cannot be that guard: its clock starts before a busy cooperative pool
/// gives the test a thread, so it fires on tests that waited rather than hung, and a synchronous
/// body that does hang keeps its thread, and the run, waiting all the same. Here the clock starts
/// with the body, and a hung body is left on its own thread while the test goes on.
package func returning<Value: Sendable>(
    within limit: Duration, sourceLocation: SourceLocation = #_sourceLocation, _ body: @escaping @Sendable () -> Value
) async -> Value? {
    let value: Value? = await withCheckedContinuation { continuation in
        let answer = FirstAnswer(continuation)
        Thread.detachNewThread {
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(Int(limit.components.seconds))) {
                answer.give(nil)
            }
            answer.give(body())
        }
    }
    if value == nil { Issue.record("did not return within \(limit) of starting", sourceLocation: sourceLocation) }
    return value
}

/// Resumes a continuation with the first value given, the body's or the deadline's.
private final class FirstAnswer<Value: Sendable>: Sendable {
    private let given = Atomic(false)
    private let continuation: CheckedContinuation<Value?, Never>

    init(_ continuation: CheckedContinuation<Value?, Never>) {
        self.continuation = continuation
    }

    func give(_ value: Value?) {
        if given.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged {
            continuation.resume(returning: value)
        }
    }
}
